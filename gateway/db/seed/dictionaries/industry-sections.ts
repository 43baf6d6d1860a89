import type { IndustrySection } from './types';

// GB/T 4754-2017 门类 with the 大类 range the standard gives each ("本门类包括01～05大类").
export const industrySections: readonly IndustrySection[] = [
  { code: 'A', name: '农、林、牧、渔业', firstDivision: 1, lastDivision: 5 },
  { code: 'B', name: '采矿业', firstDivision: 6, lastDivision: 12 },
  { code: 'C', name: '制造业', firstDivision: 13, lastDivision: 43 },
  { code: 'D', name: '电力、热力、燃气及水生产和供应业', firstDivision: 44, lastDivision: 46 },
  { code: 'E', name: '建筑业', firstDivision: 47, lastDivision: 50 },
  { code: 'F', name: '批发和零售业', firstDivision: 51, lastDivision: 52 },
  { code: 'G', name: '交通运输、仓储和邮政业', firstDivision: 53, lastDivision: 60 },
  { code: 'H', name: '住宿和餐饮业', firstDivision: 61, lastDivision: 62 },
  { code: 'I', name: '信息传输、软件和信息技术服务业', firstDivision: 63, lastDivision: 65 },
  { code: 'J', name: '金融业', firstDivision: 66, lastDivision: 69 },
  { code: 'K', name: '房地产业', firstDivision: 70, lastDivision: 70 },
  { code: 'L', name: '租赁和商务服务业', firstDivision: 71, lastDivision: 72 },
  { code: 'M', name: '科学研究和技术服务业', firstDivision: 73, lastDivision: 75 },
  { code: 'N', name: '水利、环境和公共设施管理业', firstDivision: 76, lastDivision: 79 },
  { code: 'O', name: '居民服务、修理和其他服务业', firstDivision: 80, lastDivision: 82 },
  { code: 'P', name: '教育', firstDivision: 83, lastDivision: 83 },
  { code: 'Q', name: '卫生和社会工作', firstDivision: 84, lastDivision: 85 },
  { code: 'R', name: '文化、体育和娱乐业', firstDivision: 86, lastDivision: 90 },
  { code: 'S', name: '公共管理、社会保障和社会组织', firstDivision: 91, lastDivision: 96 },
  { code: 'T', name: '国际组织', firstDivision: 97, lastDivision: 97 },
];
