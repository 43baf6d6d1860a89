import type { TitledText } from './types';

// The ecosystem programme (001 §2, §6): advantages, two cooperation types, rights, thresholds, process.

export const ecologyIntro =
  '我们与技术服务商、渠道代理商携手，共同为电子信息产业链企业提供标识应用与服务。加入生态，您将获得节点的标识能力、应用市场的销售渠道和持续的市场支持。';

export const ecologyAdvantages: TitledText[] = [
  { title: '国家级节点背书', text: '依托已与国家顶级节点对接的行业二级节点，产品天然具备全网标识解析能力。' },
  { title: '精准的客户资源', text: '节点服务的产业链企业都是标识应用的潜在客户，需求明确、转化高效。' },
  { title: '开放的技术能力', text: '开放标识注册、解析与数据网关接口，提供SDK与技术支持，降低集成成本。' },
  { title: '完善的运营支持', text: '联合市场活动、案例宣传与销售培训，帮助伙伴快速打开市场。' },
];

export interface CooperationType {
  key: 'tech' | 'channel';
  title: string;
  summary: string;
  /** 001 §6: the partner kinds of this type. */
  kinds: TitledText[];
  /** 001 §6: what a partner of this type must bring. */
  thresholds: string[];
}

export const cooperationTypes: CooperationType[] = [
  {
    key: 'tech',
    title: '技术服务商',
    summary: '将您的软件、硬件或解决方案接入标识体系，通过应用市场面向产业链企业销售。',
    kinds: [
      { title: '软件提供商', text: '提供工业软件、SaaS应用，与标识注册、解析能力集成后在应用市场上架。' },
      { title: '硬件提供商', text: '提供赋码、读码、采集与边缘网关等设备，与节点完成适配认证。' },
      { title: '解决方案提供商', text: '面向行业提供整体解决方案与实施服务，联合交付标识应用项目。' },
    ],
    thresholds: ['拥有成熟的产品或SaaS产品，可独立交付', '拥有稳定的研发团队，能持续迭代与维护产品', '具备成功案例，能够证明服务支撑能力'],
  },
  {
    key: 'channel',
    title: '渠道代理商',
    summary: '在您熟悉的区域或行业推广标识注册与应用服务，获得有竞争力的销售激励。',
    kinds: [
      { title: '普通代理', text: '在约定范围内推广前缀注册与应用市场产品，按成交获得佣金。' },
      { title: '高级代理', text: '享有更高的返点比例、联合营销资源与售前技术支持。' },
      { title: '区域独家代理', text: '在约定区域内独家代理，享有区域保护与专属运营支持。' },
    ],
    thresholds: ['具备一般纳税人资格', '拥有5人以上的销售团队', '拥有面向企业客户的获客渠道'],
  },
];

/** Exclusive rights of partners. */
export const partnerRights: TitledText[] = [
  { title: '应用市场优先上架', text: '伙伴产品优先审核上架，并获得首页与专题推荐位。' },
  { title: '商机共享', text: '节点收到的相关需求按行业与区域分配给合作伙伴跟进。' },
  { title: '联合品牌推广', text: '共同参加行业展会与交流活动，入选案例集与官方宣传。' },
  { title: '技术与培训支持', text: '专属技术对接人、接口测试环境与定期产品培训。' },
  { title: '区域保护', text: '区域独家代理在约定区域内享有排他性的销售权益。' },
];

/** The four-step process of becoming a partner. */
export const partnerProcess: TitledText[] = [
  { title: '提交申请', text: '填写合作意向与企业信息' },
  { title: '资质审核', text: '5个工作日内完成资质评估' },
  { title: '签约合作', text: '确定合作类型，签署合作协议' },
  { title: '赋能上线', text: '培训对接，产品上架或开展销售' },
];
