// The fixed facts of the demo production line (a servo-motor assembly line) the generator draws on.

export type DataOption = { code: number; name: string };

/** The data-option dictionary the gateway answers (…/intelligentproduction/dataoption). */
export const dataOptions: DataOption[] = [
  { code: 0, name: '能耗数据' },
  { code: 1, name: '异常数据' },
  { code: 2, name: '加工时间' },
];

/** 000 §3: the portal adds this entry locally; the gateway still answers it as a data option. */
export const repairRecordOption: DataOption = { code: 3, name: '维修记录' };

/** The element that carries each option's data, by option code. */
export const aiElementNames: Record<number, string> = {
  0: '能耗数据',
  1: '异常数据',
  2: '加工时间',
  3: '维修记录',
};

export const ALL_UNIT_NAME = '全部';
export const ALL_POSITION = { positionName: '全部工位', positionCode: 'all' } as const;

/** Metered machines: rated draw in kW and the share of it drawn even when the line is idle. */
export const energyUnits: { unitName: string; ratedKw: number; idleShare: number }[] = [
  { unitName: '1号自动绕线机', ratedKw: 12, idleShare: 0.15 },
  { unitName: '真空浸漆烘箱', ratedKw: 60, idleShare: 0.4 },
  { unitName: '数控车削中心', ratedKw: 25, idleShare: 0.1 },
  { unitName: '转子动平衡机', ratedKw: 8, idleShare: 0.1 },
  { unitName: '空气压缩机', ratedKw: 55, idleShare: 0.55 },
];

export const positions: { positionName: string; positionCode: string }[] = [
  '定子冲片叠压',
  '自动绕线',
  '嵌线整形',
  '真空浸漆',
  '转子磁钢粘接',
  '转子动平衡',
  '轴承压装',
  '编码器装配',
  '整机总装',
  '出厂性能测试',
  '耐压绝缘测试',
  '包装入库',
].map((name, i) => ({ positionName: `${name}工位`, positionCode: `GW${String(i + 1).padStart(2, '0')}` }));

/** The four abnormal types in the portal's fixed order, with a chance per position-hour at full load. */
export const abnormalTypes: { abnormalType: '质量' | '设备' | '物料' | '其他'; rate: number }[] = [
  { abnormalType: '质量', rate: 0.03 },
  { abnormalType: '设备', rate: 0.035 },
  { abnormalType: '物料', rate: 0.02 },
  { abnormalType: '其他', rate: 0.012 },
];

/** Finished motors per line-hour at full load. */
export const OUTPUT_PER_HOUR = 46;

export const repairFaults: { faultType: string; faultDescription: string; repairMeasure: string }[] = [
  { faultType: '机械', faultDescription: '夹具定位销磨损，工件定位偏差超差', repairMeasure: '更换定位销并重新标定夹具' },
  { faultType: '电气', faultDescription: '伺服轴过载报警，驱动器报 AL.16', repairMeasure: '清理导轨异物，复位驱动器并检查负载' },
  { faultType: '气动', faultDescription: '气缸动作缓慢，气压不足 0.45 MPa', repairMeasure: '更换漏气快插接头，调整减压阀' },
  { faultType: '电气', faultDescription: '光电传感器误触发，工位频繁停机', repairMeasure: '清洁传感器镜面并调整检测距离' },
  { faultType: '机械', faultDescription: '传送链条松弛，托盘到位不准', repairMeasure: '张紧链条并润滑链轮' },
  { faultType: '软件', faultDescription: 'PLC 与 MES 通讯中断，工单无法下发', repairMeasure: '重启网关并更换松动的网线水晶头' },
  { faultType: '电气', faultDescription: '加热管断路，烘箱升温缓慢', repairMeasure: '更换 3 号加热管并校准温控表' },
  { faultType: '机械', faultDescription: '压装机压力曲线异常，压装力波动', repairMeasure: '更换压力传感器并重新标定' },
  { faultType: '液压', faultDescription: '液压站油温过高，达到 62 ℃', repairMeasure: '清洗冷却器并补充液压油' },
  { faultType: '仪表', faultDescription: '耐压测试仪读数漂移', repairMeasure: '送检校准并启用备用测试仪' },
];

export const repairStaff = ['邓俊杰', '许文斌', '马骁', '陆静怡', '丁浩然', '曹晓东'];
