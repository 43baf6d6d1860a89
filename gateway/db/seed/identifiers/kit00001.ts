import { fields, group, list, row, scene, smsGatedSceneIds, traced } from './build';
import { chengruiDrive } from './companies';
import { DEMO_IDENTIFIER } from './demo0001';
import { SceneType, type IdentifierSeed } from './types';

// A pump-station drive kit built from other demo items: its supply chain traces to the servo motor
// DEMO0001 (recalled) and the induction motor NORECALL (not recalled). Following the parts passes
// DEMO0001 ↔ PART0001, the demo's cycle, so the page proves the walk both finds a recall one level down
// and ends (docs/decisions/0036).

export const KIT_IDENTIFIER = '88.365.1/KIT00001';
const NORECALL_IDENTIFIER = '88.365.1/NORECALL';

const management = scene(
  1801,
  SceneType.management,
  '产品管理',
  fields({
    产品名称: '泵站智能驱动成套装置',
    产品型号: 'CR-PSK-75',
    出厂编号: 'PSK25120008',
    配置说明: '主泵三相异步电动机 1 台、阀门伺服电机 1 台、变频控制柜 1 台及配套线缆',
    额定总功率: '9.0 kW',
    供电: '380 V AC，50 Hz',
    生产日期: '2025-12-08',
    保修期: '24 个月（至 2027-12-07）',
  }),
);

const supplyChain = scene(1802, SceneType.supplyChain, '供应链管理', [
  row('供应链编号', 'SC-CR-2025-1208'),
  group('成套部件追溯', [
    traced('阀门伺服电机标识', DEMO_IDENTIFIER, DEMO_IDENTIFIER),
    row('阀门伺服电机', '永磁交流伺服电机 CR-SM130-15，出厂编号 CR25090017'),
    traced('主泵电机标识', NORECALL_IDENTIFIER, NORECALL_IDENTIFIER),
    row('主泵电机', '三相异步电动机 YE3-132M-4，出厂编号 YE3251104-0286'),
  ]),
  list('配套件清单', [
    { 部件名称: '动力电缆', 规格型号: 'YJV 4×4 mm²，12 m', 供应商: '江苏铜源线缆有限公司', 入厂检验: '合格' },
    { 部件名称: '编码器信号线', 规格型号: 'CR-EC-10，10 m，双层屏蔽', 供应商: '昆山联拓连接器有限公司', 入厂检验: '合格' },
    { 部件名称: '电机安装底座', 规格型号: 'Q235 焊接，热镀锌', 供应商: '常州锐铸精密压铸有限公司', 入厂检验: '合格' },
  ]),
  row('成套装配车间', '常州武进工厂 系统集成车间'),
]);

const scenes = [management, supplyChain];

export const kit00001: IdentifierSeed = {
  identifier: KIT_IDENTIFIER,
  identifierName: '泵站智能驱动成套装置 CR-PSK-75',
  company: chengruiDrive,
  images: ['/images/identifiers/inverter-cabinet.svg'],
  scenes,
  smsGated: smsGatedSceneIds(scenes),
  updatedAt: '2025-12-10 11:20:00',
};
