import type { TitledText } from './types';

// The home page's static blocks (000 §2): about us, access flow and partners.

export const aboutUs = {
  title: '关于我们',
  paragraphs: [
    '我们是电子信息行业工业互联网标识解析二级节点的建设与运营单位，已与国家顶级节点完成对接，为产业链上下游企业提供标识注册、标识解析、数据托管与工业应用服务。',
    '从一枚二维码开始，帮助企业把产品、设备和数据连接起来：质量可追溯、供应链可协同、服务可延伸。',
  ],
};

/** Labels of the live figures the data-warehouse call returns (identifierTotal, resolveTotal, companyTotal). */
export const figureLabels = {
  identifierTotal: { label: '标识注册量', unit: '个' },
  resolveTotal: { label: '标识解析量', unit: '次' },
  companyTotal: { label: '接入企业', unit: '家' },
} as const;

export type FigureKey = keyof typeof figureLabels;

/** The access flow: from nothing to a scannable product. */
export const accessFlow: TitledText[] = [
  { title: '注册账号', text: '注册企业账号并完成登录' },
  { title: '申请前缀', text: '在线提交企业前缀申请材料' },
  { title: '审核通过', text: '节点审核后分配企业前缀' },
  { title: '注册标识', text: '为产品、设备批量注册标识' },
  { title: '赋码应用', text: '产线赋码，订阅标识应用' },
];

/** Ecosystem partners shown as word marks: all fictitious, as in the marketplace's vendor list. */
export const partners: string[] = [
  '解析通网络',
  '码上信息',
  '链盾防伪',
  '图衡仿真',
  '数蚁工业软件',
  '云启数智',
  '甬采供应链',
  '海拓物流',
  '衡信质量',
  '农链科技',
  '芯溯电子',
  '点检宝',
  '睿维智能',
  '节能优控',
  '安程安全',
  '绿测环境',
];

export const homeBanner = {
  title: '国家工业互联网标识解析二级节点',
  subtitle: '服务电子信息产业高质量发展',
  text: '一物一码，全链可溯。为制造企业提供标识注册、标识解析、产品追溯与工业应用服务。',
};
