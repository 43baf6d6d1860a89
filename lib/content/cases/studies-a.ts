import type { CaseStudy } from '../types';

// Customers are described, not named: the companies agreed to publish results, not their names.

export const caseStudiesA: CaseStudy[] = [
  {
    id: 1,
    title: '关键件一件一码，质量追溯从两天缩短到半小时',
    customer: '华东某汽车电子零部件企业',
    industry: '汽车电子',
    des: '为车身控制器与传感器产线建立单件追溯，来料批次、贴片上料、关键工序参数与成品序列号全部关联，客户投诉半小时内锁定影响范围。',
    bannerImg: '/images/content/cases/auto-electronics.svg',
    stats: [
      { num: '30', unit: '分钟', isRise: false, des: '质量问题追溯用时（原需约2天）' },
      { num: '99.9', unit: '%', isRise: true, des: '上料防错拦截率' },
      { num: '85', unit: '%', isRise: false, des: '召回范围较整批召回缩小' },
    ],
    background: [
      '企业为多家主机厂供应车身控制器和各类传感器，年出货量数百万件。随着主机厂追溯审核日益严格，关键件需要做到单件追溯，并能在审核现场随时调阅工艺参数。',
      '原有的追溯依赖纸质流转卡和分散在各系统中的数据，一次客户投诉往往需要质量、生产、仓库三个部门协作两天才能查清。',
    ],
    painPoints: [
      { title: '数据分散', text: '来料、上料、工序与出货数据在不同系统中，没有统一的关联键。' },
      { title: '错料风险', text: '贴片换料依靠人工核对，夜班和换线时容易出错。' },
      { title: '召回成本高', text: '无法精确圈定问题范围，只能按整批甚至整月召回。' },
    ],
    solutionItems: [
      { title: '多级赋码', text: '来料物料盘、PCBA与成品分别赋予标识，沿用原有物料编码映射到品类码。' },
      { title: '上料防错', text: 'SMT上料扫码与BOM自动比对，不一致时设备锁定并报警。' },
      { title: '参数自动采集', text: '从贴片机、回流焊与测试设备采集关键参数，随PCBA标识保存。' },
      { title: '主机厂对接', text: '按主机厂要求输出追溯数据，审核时扫码即可调阅完整记录。' },
    ],
    productIds: [37, 15, 8],
    published: '2022-08-26',
    keywords: ['汽车电子', '单件追溯', 'SMT防错', '质量追溯'],
  },
  {
    id: 2,
    title: '供应商协同上云，缺料停线次数下降七成',
    customer: '华南某智能终端制造企业',
    industry: '智能终端',
    des: '核心企业联合两百余家供应商启用供应链管理云，订单、发货与收货共享同一个标识，收货效率提升六成，缺料风险提前两周可见。',
    bannerImg: '/images/content/cases/smart-terminal.svg',
    stats: [
      { num: '60', unit: '%', isRise: true, des: '来料收货效率提升' },
      { num: '70', unit: '%', isRise: false, des: '缺料停线次数下降' },
      { num: '12', unit: '天', isRise: false, des: '原材料库存周转天数减少' },
    ],
    background: [
      '企业生产智能音箱、平板等终端产品，物料种类上万，供应商两百余家。新品上市节奏快，需求波动大，关键物料一旦短缺就会影响整条产线。',
      '过去采购订单靠邮件发送，供应商送货单格式五花八门，收货需要逐箱点数、手工录单；供应商看不到企业的库存与计划，只能被动等待催料电话。',
    ],
    painPoints: [
      { title: '对账繁琐', text: '订单、送货单与入库单各录各的，每月对账耗费大量人力。' },
      { title: '信息滞后', text: '供应商看不到真实需求，缺料往往在停线前一天才被发现。' },
      { title: '质量难溯', text: '来料批次信息不完整，质量问题难以追到具体供应商批次。' },
    ],
    solutionItems: [
      { title: '订单上云', text: '采购订单通过供应链管理云下发，供应商在门户中确认交期。' },
      { title: '标准箱码', text: '供应商按标识打印箱码发货，收货扫码即完成核对与入账。' },
      { title: '计划共享', text: '向供应商开放需求计划与库存水位，系统自动计算缺料风险。' },
      { title: '仓储联动', text: '入库后与WMS联动，库位推荐与先进先出自动执行。' },
    ],
    productIds: [48, 25, 27],
    published: '2022-11-15',
    keywords: ['供应链协同', '供应链管理云', '供应商协同', '缺料预警'],
  },
  {
    id: 3,
    title: '一瓶一码防伪防窜，经销商价格体系回归稳定',
    customer: '西南某酒业公司',
    industry: '酒水饮料',
    des: '为中高端产品线实施一瓶一码，防伪验真、渠道流向与扫码营销共用一个码，窜货投诉大幅减少，品牌第一次拥有了自己的消费者数据。',
    bannerImg: '/images/content/cases/liquor.svg',
    stats: [
      { num: '82', unit: '%', isRise: false, des: '跨区域窜货投诉下降' },
      { num: '35', unit: '%', isRise: true, des: '消费者扫码率' },
      { num: '18', unit: '%', isRise: true, des: '活动期间复购率提升' },
    ],
    background: [
      '企业的中高端产品在全国多个省份销售，经销商层级多。市场上出现仿冒产品，同时部分经销商低价跨区域窜货，扰乱了价格体系。',
      '企业曾使用刮涂层防伪标签，但成本低、易复制，也无法提供任何流向信息。',
    ],
    painPoints: [
      { title: '仿冒难防', text: '传统防伪标签易被复制，消费者难以辨别真伪。' },
      { title: '流向不明', text: '产品出厂后去向无从得知，窜货查处缺少证据。' },
      { title: '不识消费者', text: '营销费用投向渠道，却不知道最终买酒的是谁。' },
    ],
    solutionItems: [
      { title: '产线赋码关联', text: '灌装线上为瓶、盒、箱赋码并自动建立包装关联。' },
      { title: '出库绑定区域', text: '出库扫箱码绑定经销商与销售区域，窜货自动识别。' },
      { title: '扫码验真', text: '消费者扫码验真，重复查询即时提示风险。' },
      { title: '开瓶营销', text: '开瓶扫码领取红包与积分，沉淀消费者数据。' },
    ],
    productIds: [9, 10, 7],
    published: '2023-01-10',
    keywords: ['防伪', '防窜货', '一物一码', '扫码营销'],
  },
  {
    id: 4,
    title: '轻量化MES一周上线，小工厂也有了数字车间',
    customer: '长三角某精密机械零件工厂',
    industry: '精密机械加工',
    des: '一家百人规模的零件加工厂用轻量化MES替代纸质工单，手机扫码报工，车间看板实时显示进度，订单准时交付率明显提升。',
    bannerImg: '/images/content/cases/machining.svg',
    stats: [
      { num: '7', unit: '天', isRise: false, des: '从签约到上线用时' },
      { num: '23', unit: '%', isRise: true, des: '订单准时交付率提升' },
      { num: '90', unit: '%', isRise: false, des: '纸质单据减少' },
    ],
    background: [
      '工厂以多品种小批量的零件加工为主，客户多为装备制造企业。订单多、换线频繁，生产进度靠班组长口头汇报，经常出现急单插不进、交期说不准的情况。',
      '企业曾考虑上MES，但传统项目实施周期长、费用高，超出了工厂的承受能力。',
    ],
    painPoints: [
      { title: '进度不透明', text: '订单做到哪一步要到车间问，销售无法准确答复客户。' },
      { title: '报工不准', text: '纸质报工次日汇总，数量和工时常有出入。' },
      { title: '预算有限', text: '无力承担传统MES的实施费用和专职IT人员。' },
    ],
    solutionItems: [
      { title: '开箱即用', text: '选用轻量化MES标准模板，一周内完成基础数据导入与培训。' },
      { title: '手机报工', text: '工人扫工单标识报工，数量与工时实时汇总。' },
      { title: '车间看板', text: '电视大屏显示订单进度、设备状态与当日产出。' },
      { title: '排程辅助', text: '按设备产能排程，插单对交期的影响提前可见。' },
    ],
    productIds: [16, 18, 17],
    published: '2023-04-18',
    keywords: ['轻量化MES', '扫码报工', '车间看板', '中小企业'],
  },
];
