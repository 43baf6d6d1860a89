import { fields, row, scene, smsGatedSceneIds, stations } from './build';
import { chengruiDrive, lvhengEnvironment } from './companies';
import { SceneType, type IdentifierSeed } from './types';

// The edge cases: not recalled, a single scene, empty scenes, a failing remote check, another prefix.

function seed(
  identifier: string,
  identifierName: string,
  rest: Pick<IdentifierSeed, 'images' | 'updatedAt' | 'scenes'>,
): IdentifierSeed {
  return { identifier, identifierName, company: chengruiDrive, smsGated: smsGatedSceneIds(rest.scenes), ...rest };
}

export const norecall = seed('88.365.1/NORECALL', '三相异步电动机 YE3-132M-4（7.5 kW）', {
  images: ['/images/identifiers/induction-motor.svg'],
  updatedAt: '2025-12-02 09:18:44',
  scenes: [
    scene(
      1201,
      SceneType.recall,
      '产品召回',
      fields({
        产品型号: 'YE3-132M-4',
        出厂编号: 'YE3251104-0286',
        生产批次: 'YE2511-B004',
        核查结果: '经核查，该产品所属批次未列入任何召回计划',
        核查日期: '2025-12-02',
        售后服务电话: '400-000-6618',
      }),
    ),
    scene(1202, SceneType.logistics, '物流监控', [
      row('运单号', 'ST7730264051'),
      row('承运商', '苏通供应链物流有限公司'),
      row('收货单位', '合肥安泰流体设备有限公司'),
      stations('物流轨迹', [
        ['2025-11-20 10:05:16', '【常州市】澄锐驱动成品仓已出库，等待揽收'],
        ['2025-11-20 14:32:09', '【常州市】苏通物流武进营业部已揽收'],
        ['2025-11-21 01:48:55', '【南京市】已到达南京江北转运中心'],
        ['2025-11-21 11:26:37', '【合肥市】已到达合肥经开区营业部，派送中（派送员：汪磊）'],
        ['2025-11-21 16:03:12', '【合肥市】已签收，签收人：设备科 储婷'],
      ]),
    ]),
  ],
});

export const single01 = seed('88.365.1/SINGLE01', '空压机站运行监测终端 CR-MT200', {
  images: ['/images/identifiers/monitor-terminal.svg'],
  updatedAt: '2026-01-15 08:00:00',
  scenes: [
    scene(
      1301,
      SceneType.monitoring,
      '运行监测',
      fields({
        运行状态: '运行中（2 用 1 备）',
        排气压力: '0.72 MPa',
        排气温度: '86 ℃',
        总管流量: '18.6 m³/min',
        今日耗电量: '1268 kWh',
        比功率: '6.9 kW/(m³/min)',
        储气罐压力: '0.70 MPa',
        露点温度: '3 ℃',
        最近告警: '2026-01-14 22:16 3号机排气温度偏高（已恢复）',
        数据采集时间: '2026-01-15 08:00:00',
      }),
    ),
  ],
});

const emptyTypes: [number, string][] = [
  [SceneType.tracing, '产品溯源'],
  [SceneType.management, '产品管理'],
  [SceneType.antiCounterfeit, '产品防伪'],
  [SceneType.supplyChain, '供应链管理'],
  [SceneType.recall, '产品召回'],
  [SceneType.security, '智能安防'],
  [SceneType.logistics, '物流监控'],
  [SceneType.repair, '设备维修'],
];

export const empty001 = seed('88.365.1/EMPTY001', '伺服驱动器（样机）CR-SD750-P', {
  // No image on purpose: the header falls back to the default picture.
  images: [],
  updatedAt: '2025-10-30 17:45:00',
  scenes: emptyTypes.map(([code, name], i) => scene(1501 + i, code, name, [])),
});

export const opsbad01 = seed('88.365.1/OPSBAD01', '变频驱动控制柜 CR-VFD-45（45 kW）', {
  images: ['/images/identifiers/inverter-cabinet.svg'],
  updatedAt: '2026-01-14 16:20:00',
  scenes: [
    scene(
      1601,
      SceneType.management,
      '产品管理',
      fields({
        产品名称: '变频驱动控制柜',
        产品型号: 'CR-VFD-45',
        出厂编号: 'VFD24110063',
        额定功率: '45 kW',
        输入电压: '380 V AC，50 Hz',
        防护等级: 'IP54',
        安装位置: '合肥安泰流体设备有限公司 2 号泵房',
        生产日期: '2024-11-06',
      }),
    ),
    scene(
      1602,
      SceneType.monitoring,
      '运行监测',
      fields({
        运行状态: '运行中（告警）',
        输出频率: '47.5 Hz',
        输出电流: '78.4 A',
        直流母线电压: '538 V',
        散热器温度: '86 ℃',
        柜内温度: '52 ℃',
        电机振动: '7.8 mm/s',
        最近告警: '2026-01-14 15:52 散热器温度过高',
        数据采集时间: '2026-01-14 16:20:00',
      }),
    ),
    scene(
      1603,
      SceneType.remoteOps,
      '远程运维',
      fields({
        进线电压: 'OK（381 V，三相平衡）',
        直流母线: 'OK（538 V）',
        散热器温度: '异常：温度过高（86 ℃，限值 75 ℃）',
        冷却风机: 'OK（转速 2850 r/min）',
        电机振动: '异常：振动超限（7.8 mm/s，限值 4.5 mm/s）',
        接地保护: 'OK（0.08 Ω）',
        通讯链路: 'OK（Modbus-TCP 正常）',
        参数备份: 'OK（2026-01-10 已备份）',
      }),
    ),
  ],
});

export const haz00001: IdentifierSeed = {
  identifier: '88.364.7/HAZ00001',
  identifierName: '废矿物油危废包装桶（HW08，200 L）',
  company: lvhengEnvironment,
  images: ['/images/identifiers/waste-drum.svg'],
  updatedAt: '2025-11-07 14:30:00',
  scenes: [
    scene(1701, SceneType.tracing, '危废溯源', [
      ...fields({
        废物名称: '废矿物油',
        废物类别: 'HW08 废矿物油与含矿物油废物',
        废物代码: '900-214-08',
        危险特性: '毒性（T）、易燃性（I）',
        重量: '176 kg',
        产生单位: '江苏澄锐智能驱动科技股份有限公司',
        转移联单号: '3204122025110700158',
      }),
      stations('流转记录', [
        ['2025-10-28 10:20:00', '产生单位数控车间收集，装桶贴标并称重 176 kg'],
        ['2025-10-28 11:05:00', '入产生单位危废暂存间 2 号区贮存'],
        ['2025-11-06 09:40:00', '电子转移联单审批通过，准予跨省转移'],
        ['2025-11-07 08:15:00', '危废运输车（苏D·H3721）装车出发，全程 GPS 监控'],
        ['2025-11-07 13:50:00', '到达绿衡环境上虞处置中心，过磅复核 175.6 kg'],
        ['2025-11-07 14:30:00', '入库待处置：再生利用（减压蒸馏）工艺'],
      ]),
    ]),
    scene(
      1702,
      SceneType.management,
      '危废信息',
      fields({
        包装形式: '200 L 闭口钢桶，内涂环氧防腐层',
        包装规格: 'Φ585 mm × 880 mm',
        标签编号: 'LH-HW08-20251028-0042',
        贮存期限: '不超过一年（自 2025-10-28 起）',
        处置方式: 'R9 废油再提炼',
        经营许可证号: '浙危废经第 3306000123 号',
        应急联系电话: '0575-8218 6600',
      }),
    ),
  ],
  smsGated: [],
};
