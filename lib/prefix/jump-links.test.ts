import { isHazardousWastePrefix, jumpLinkFor } from './jump-links';

describe('links of the summary (000 §4, §9)', () => {
  it('finds the jump link when the prefix’s node and the province match a row', () => {
    expect(jumpLinkFor('88.365.2031', '320000,320400,320411')?.name).toBe('江苏省工业和信息化厅');
    expect(jumpLinkFor('88.365.2031', '440000,440300')).toBeUndefined();
    expect(jumpLinkFor('88.118.2031', '320000,320400')).toBeUndefined();
    // 88.3650 is another node, not under 88.365.
    expect(jumpLinkFor('88.3650.101', '320000,320400')).toBeUndefined();
    expect(jumpLinkFor(null, '320000,320400')).toBeUndefined();
  });

  it('marks the hazardous-waste prefixes 88.364 and 88.182 only', () => {
    expect(['88.364.1001', '88.182.205', '88.365.1001', '88.3641.100', null].map(isHazardousWastePrefix)).toEqual([true, true, false, false, false]);
  });
});
