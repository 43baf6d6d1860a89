import type { HomeGroup } from './types';

// The portal home's 'three major application scenario products' tabs. Each tab shows at most two
// products; the last group holds one on purpose so the placeholder slot is exercised.
export const homeGroups: HomeGroup[] = [
  { name: '标识解析应用', productIds: [1, 4, 8] },
  { name: '供应链协同', productIds: [48, 27] },
  { name: '安全生产', productIds: [45] },
];
