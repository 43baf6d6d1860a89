import { fields, row, scene, smsGatedSceneIds, stations, traced } from './build';
import { chengruiDrive } from './companies';
import { DEMO_IDENTIFIER } from './demo0001';
import { PART_IDENTIFIER } from './demo0001-supply';
import { SceneType, type IdentifierSeed } from './types';

// The encoder inside DEMO0001: its traceable row leads back to the motor, closing the loop.

const tracing = scene(1101, SceneType.tracing, '产品溯源', [
  ...fields({
    部件名称: '17位绝对值编码器',
    规格型号: 'CR-EN17-BA（多圈，单圈 17 位，多圈 16 位）',
    生产批次: 'EN2508-A031',
    生产日期: '2025-08-22',
    生产单位: '澄锐驱动编码器事业部（常州）',
  }),
  traced('装配整机', DEMO_IDENTIFIER, DEMO_IDENTIFIER),
  stations('生产流程', [
    ['2025-08-18 09:00:00', '光电码盘及读数芯片来料检验合格'],
    ['2025-08-19 13:30:00', 'PCBA 贴片与回流焊完成，AOI 检测通过'],
    ['2025-08-20 10:15:00', '码盘与轴系装配、偏心校正完成'],
    ['2025-08-21 15:50:00', '高低温循环老化 24 h，精度复测 ±20″ 合格'],
    ['2025-08-22 11:20:00', '出厂检验合格，入编码器成品仓'],
    ['2025-08-25 08:45:00', '调拨至常州武进工厂二号电机车间，装入伺服电机 CR25090017'],
  ]),
  row('质检结论', '合格（质检员：韩雪，工号 QC0305）'),
]);

const management = scene(
  1102,
  SceneType.management,
  '产品管理',
  fields({
    部件名称: '17位绝对值编码器',
    部件型号: 'CR-EN17-BA',
    部件序列号: 'EN17250822-0931',
    通讯协议: '串行 RS-485，2.5 Mbps',
    供电电压: '5 V DC ± 5%',
    工作温度: '-20 ℃ 至 +85 ℃',
    防护等级: 'IP40（装机后随电机 IP65）',
    电池: '3.6 V 锂亚电池，多圈数据保持 ≥ 5 年',
    生产日期: '2025-08-22',
  }),
);

const scenes = [tracing, management];

export const part0001: IdentifierSeed = {
  identifier: PART_IDENTIFIER,
  identifierName: '17位绝对值编码器 CR-EN17-BA',
  company: chengruiDrive,
  images: ['/images/identifiers/encoder.svg'],
  scenes,
  smsGated: smsGatedSceneIds(scenes),
  updatedAt: '2025-09-12 15:40:00',
};
