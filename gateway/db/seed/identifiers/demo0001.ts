import { fields, group, row, scene, smsGatedSceneIds, stations, traced, verify } from './build';
import { chengruiDrive } from './companies';
import { demoLogistics, demoMonitoring, demoRemoteOps, demoRepair } from './demo0001-service';
import { demoSecurity, demoSupplyChain, PART_IDENTIFIER } from './demo0001-supply';
import { RECALL_TIME_LABEL, SceneType, type IdentifierSeed } from './types';

// The showcase item: a servo motor with every scene type, so each scene view has real content.

export const DEMO_IDENTIFIER = '88.365.1/DEMO0001';

const tracing = scene(1001, SceneType.tracing, '产品溯源', [
  ...fields({
    产品名称: '永磁交流伺服电机',
    规格型号: 'CR-SM130-15（1.5 kW，220 V）',
    生产批次: 'CR2509-B017',
    生产日期: '2025-09-12',
    生产车间: '常州武进工厂 二号电机车间',
  }),
  traced('核心部件：编码器', PART_IDENTIFIER, PART_IDENTIFIER),
  stations('生产流程', [
    ['2025-09-08 08:30:00', '原材料入厂检验：硅钢片、钕铁硼磁钢、漆包线批次检验合格'],
    ['2025-09-09 14:10:00', '定子冲片叠压、嵌线与真空浸漆完成（定子一线）'],
    ['2025-09-10 10:45:00', '转子磁钢装配与动平衡校正完成，残余不平衡量 0.8 g·mm'],
    ['2025-09-11 16:20:00', '编码器安装、零位校准与整机总装完成（总装三线）'],
    ['2025-09-12 09:05:00', '出厂试验：空载、负载、耐压及绝缘电阻测试合格'],
    ['2025-09-12 15:40:00', '包装入库：成品仓 A-03 库位'],
  ]),
  row('质检结论', '合格（质检员：周明远，工号 QC0217）'),
]);

const management = scene(
  1002,
  SceneType.management,
  '产品管理',
  fields({
    产品名称: '永磁交流伺服电机',
    产品型号: 'CR-SM130-15',
    出厂编号: 'CR25090017',
    额定功率: '1.5 kW',
    额定转速: '3000 r/min',
    额定转矩: '4.77 N·m',
    额定电流: '6.5 A',
    防护等级: 'IP65',
    绝缘等级: 'F 级',
    执行标准: 'GB/T 30549-2014《永磁交流伺服电动机 通用技术条件》',
    生产日期: '2025-09-12',
    保修期: '18 个月（至 2027-03-11）',
  }),
);

const antiCounterfeit = scene(1003, SceneType.antiCounterfeit, '产品防伪', [
  row('防伪码', '8365 1025 0917 3306'),
  verify('防伪验证', '验证通过：本产品为江苏澄锐智能驱动科技股份有限公司出品的正品'),
  row('首次查询时间', '2025-10-08 14:22:31'),
  row('查询次数', '3'),
  row('查询提示', '若查询次数明显多于您本人查询的次数，请谨防假冒，并致电 400-000-6618 核实'),
]);

const recall = scene(
  1005,
  SceneType.recall,
  '产品召回',
  fields({
    [RECALL_TIME_LABEL]: '2025-11-18',
    召回编号: 'CR-RC-2025-003',
    召回批次: 'CR2509-B015 至 CR2509-B018',
    涉及数量: '1260 台',
    召回原因: '部分批次编码器信号线屏蔽层压接不良，在强电磁干扰环境下可能导致位置反馈异常、电机低速抖动。',
    处置措施: '免费上门更换编码器信号线组件并重新校准，更换后整机保修期延长 12 个月。',
    召回截止日期: '2026-05-31',
    售后服务电话: '400-000-6618',
  }),
);

const qualityReport = scene(
  1011,
  SceneType.custom,
  '出厂质检报告',
  [
    row('报告编号', 'QR-CR-20250912-0017'),
    row('检验依据', 'GB/T 30549-2014、企业标准 Q/CR 012-2024'),
    group('性能测试', {
      空载电流: '1.1 A',
      额定负载效率: '91.2%',
      转矩波动: '1.6%',
      温升: '62 K（限值 100 K）',
      噪声: '58 dB(A)',
      反电动势常数: '52.3 V/krpm',
    }),
    row('检验结论', '全部项目合格，准予出厂'),
    row('检验员', '周明远'),
    row('签发日期', '2025-09-12'),
  ],
  '/images/scenes/custom-quality.svg',
);

const scenes = [
  qualityReport,
  tracing,
  management,
  antiCounterfeit,
  demoSupplyChain,
  recall,
  demoSecurity,
  demoLogistics,
  demoRepair,
  demoMonitoring,
  demoRemoteOps,
];

export const demo0001: IdentifierSeed = {
  identifier: DEMO_IDENTIFIER,
  identifierName: '永磁交流伺服电机 CR-SM130-15',
  company: chengruiDrive,
  images: ['/images/identifiers/servo-motor.svg', '/images/identifiers/servo-motor-nameplate.svg'],
  scenes,
  smsGated: smsGatedSceneIds(scenes),
  updatedAt: '2026-01-15 10:32:08',
};
