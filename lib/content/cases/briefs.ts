import type { CaseBrief } from '../types';

// Shorter customer stories for the case list: no page of their own, each links to the solution it used.

export const caseBriefs: CaseBrief[] = [
  { key: 'pcb-batch', customer: '珠三角某印制电路板企业', industry: '印制电路板', summary: '板材与化学药水批次随PCB标识记录，客户审核时扫码即可调阅全部制程数据。', solutionId: 1 },
  { key: 'connector', customer: '华东某连接器制造企业', industry: '电子元器件', summary: '卷盘级赋码与SMT客户互认，下游客户来料检验时间缩短一半。', solutionId: 1 },
  { key: 'battery-pack', customer: '西南某动力电池模组企业', industry: '新能源', summary: '电芯、模组与电池包三级关联，售后故障按标识精准定位到电芯批次。', solutionId: 9 },
  { key: 'seat-parts', customer: '东北某汽车座椅零部件企业', industry: '汽车零部件', summary: '焊接与拧紧参数自动采集，顺利通过主机厂年度追溯审核。', solutionId: 9 },
  { key: 'tea', customer: '华东某茶叶合作社', industry: '农业', summary: '茶园农事记录用手机录入，消费者扫码查看产地与检测报告，线上售价提升。', solutionId: 10 },
  { key: 'dairy', customer: '华北某乳制品企业', industry: '食品加工', summary: '奶源、生产批次与冷链运输全程关联，问题批次两小时内完成下架。', solutionId: 10 },
  { key: 'appliance-parts', customer: '华南某家电配件企业', industry: '家电', summary: '配件一物一码验真，售后凭码判断正品与保修状态，仿冒投诉明显减少。', solutionId: 3 },
  { key: 'fertilizer', customer: '华中某农资企业', industry: '农资', summary: '箱码绑定经销区域，窜货自动识别，旺季价格体系保持稳定。', solutionId: 3 },
  { key: 'ems-supply', customer: '长三角某电子代工企业', industry: '电子制造服务', summary: '客供料与自购料统一标识管理，多客户物料不混用，盘点效率大幅提升。', solutionId: 2 },
  { key: 'server-maker', customer: '华北某服务器整机企业', industry: '计算机整机', summary: '关键部件供应商接入协同平台，交期确认由数天缩短到当天。', solutionId: 2 },
  { key: 'cold-chain', customer: '西南某医药冷链物流企业', industry: '医药物流', summary: '在途温湿度随标识记录，收货方扫码签收并查看全程温度曲线。', solutionId: 6 },
  { key: 'finished-goods', customer: '华东某小家电企业', industry: '家电', summary: '成品仓全面扫码作业，发错货投诉基本消除，库存准确率超过99.9%。', solutionId: 6 },
  { key: 'injection', customer: '华南某注塑件工厂', industry: '塑料制品', summary: '注塑机联网与扫码报工结合，模具换型时间与设备稼动率一目了然。', solutionId: 4 },
  { key: 'motor', customer: '华东某微电机企业', industry: '电机制造', summary: '检验数据随电机序列号保存，客户投诉处理周期缩短三分之二。', solutionId: 4 },
  { key: 'machine-tool', customer: '东北某机床制造企业', industry: '装备制造', summary: '售出机床一机一码，客户扫码报修，服务工程师提前准备备件。', solutionId: 5 },
  { key: 'textile', customer: '华东某印染企业', industry: '纺织印染', summary: '蒸汽与用电分项计量，按订单核算能耗成本，报价更有依据。', solutionId: 7 },
  { key: 'lab-chemicals', customer: '华中某高校实验室', industry: '教育科研', summary: '危化品一瓶一码领用归还，库存与流向实时可查，顺利通过安全检查。', solutionId: 8 },
  { key: 'industry-node', customer: '华南某电子行业龙头企业', industry: '电子信息', summary: '建设企业标识解析节点，带动三百余家供应商统一赋码。', solutionId: 14 },
];
