import type { CompanySeed } from './types';

// Fictional companies (names and sites are invented; example-*.cn keeps the links harmless).
// One prefix belongs to one company, so every 88.365.1 demo item is made by the same manufacturer.

export const chengruiDrive: CompanySeed = {
  indentifierPrefix: '88.365.1',
  companyName: '江苏澄锐智能驱动科技股份有限公司',
  name: '江苏澄锐智能驱动科技股份有限公司',
  createTime: '2021-03-16 10:24:37',
  status: 1,
  website: 'https://www.example-chengrui.cn',
  industry: '电气机械和器材制造业',
  introduce:
    '澄锐驱动成立于2021年，总部位于江苏省常州市武进国家高新区，专注于永磁交流伺服电机、伺服驱动器与变频控制系统的研发和制造。' +
    '公司拥有两座数字化工厂和一条伺服电机智能装配产线，年产伺服电机逾40万台，产品服务于锂电、光伏、包装和数控机床等行业。' +
    '公司已全面接入工业互联网标识解析二级节点，实现从原材料入厂到售后维修的全生命周期追溯。',
  qrcodeLink: null,
};

export const lvhengEnvironment: CompanySeed = {
  indentifierPrefix: '88.364.7',
  companyName: '浙江绿衡环境服务有限公司',
  name: '浙江绿衡环境服务有限公司',
  createTime: '2022-07-08 09:15:42',
  status: 1,
  website: 'https://www.example-lvheng.cn',
  industry: '生态保护和环境治理业',
  introduce:
    '绿衡环境是一家持有危险废物经营许可证的综合性环境服务企业，位于浙江省绍兴市上虞经济技术开发区。' +
    '公司提供废矿物油、废有机溶剂、废包装容器等危险废物的收集、贮存、转运和无害化处置服务，年核准经营规模6.5万吨。' +
    '公司依托标识解析体系为每一批次危废赋码，产生、转移和处置全过程可查可溯。',
  qrcodeLink: null,
};
