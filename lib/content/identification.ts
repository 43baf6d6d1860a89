import type { TitledText } from './types';

// The identification pages (001 §2): what an identifier is, the six 'one code' capabilities,
// how to apply for a prefix, and a demo identifier to try.

export const identificationIntro = [
  '工业互联网标识是产品、零部件、设备等对象的唯一“数字身份证”。企业向二级节点申请企业前缀后，即可在前缀之下为自己的对象注册标识，并通过标识解析让上下游企业和消费者按权限查询对象信息。',
  '标识编码采用“企业前缀/对象编码”的结构，例如 88.365.1/DEMO0001：斜杠前是节点分配给企业的前缀，斜杠后由企业自行编码。',
];

/** 001 §2: one code per thing, cloud, traceability, collaboration, rights split, all-purpose. */
export const oneCodeBlocks: (TitledText & { key: string })[] = [
  { key: 'thing', title: '一物一码', text: '每一件产品、每一台设备都有全球唯一的标识，身份清晰、不可混淆。' },
  { key: 'cloud', title: '一码上云', text: '对象数据按标识托管在节点或企业网关，随时随地扫码可查。' },
  { key: 'trace', title: '一码溯源', text: '原料、生产、检验、流通记录随标识串联，正查反查一步到位。' },
  { key: 'collab', title: '一码协同', text: '上下游企业共用同一个标识，订单、库存与质量数据无需反复对账。' },
  { key: 'rights', title: '一码分权', text: '同一个标识，公开、受限、私有数据分级授权，谁能看什么由企业决定。' },
  { key: 'universal', title: '一码通用', text: '兼容现有条码与二维码，接入国家标识体系，跨企业、跨行业通用。' },
];

/** Steps of the prefix application, as the applicant goes through them. */
export const prefixSteps: TitledText[] = [
  { title: '登录账号', text: '使用企业账号登录门户' },
  { title: '填写资料', text: '企业信息、证件与联系人' },
  { title: '节点审核', text: '一般1-2个工作日' },
  { title: '获得前缀', text: '开始注册标识与赋码' },
];

export const prefixRequirements = [
  '营业执照或其他登记证书（jpeg、png、bmp，不超过1 MB）',
  '法定代表人身份证件正反面（每张不超过300 KB）',
  '联系人姓名、手机号与电子邮箱',
  '所属行业与注册地址',
];

/** The identifier 'scan to experience' opens: the richest demo item of the embedded gateway. */
export const demoIdentifier = '88.365.1/DEMO0001';
