// Chart colours of the AI-production view. The four abnormal types keep one colour each everywhere
// (000 §2), so a type reads the same in the cards, the bars, the pie and the trend.

export const abnormalTypeColors: Record<string, string> = {
  质量: '#e5484d',
  设备: '#f07a1a',
  物料: '#1456d9',
  其他: '#8e6cd9',
};

/** The fixed order of the abnormal types. */
export const abnormalTypeOrder = ['质量', '设备', '物料', '其他'] as const;

/** Series colours for units and other unordered sets, chosen to stay apart for common colour blindness. */
export const seriesColors = ['#1456d9', '#f07a1a', '#12a37b', '#e5484d', '#8e6cd9', '#0e9fbf', '#c2932b', '#d45fa5', '#5b6478', '#6aa84f'];

export const seriesColor = (i: number): string => seriesColors[i % seriesColors.length];

/** The trend line and single-series bars. */
export const primaryColor = '#1456d9';
export const gridColor = '#e6e9f0';
export const axisColor = '#5b6478';
