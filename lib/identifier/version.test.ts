import type { IdentifierDetail } from '@/core/contract';
import { validatorOf } from '@/lib/http/validators';
import { identifierValidator, identifierVersion } from './version';

const item = {
  identifier: '88.365.1/A',
  identifierName: '电机',
  updateTime: '2026-01-15 10:32:08',
  viewCount: 12,
  scenes: [{ templateCode: 'A', sceneName: '产品信息' }],
  recalledParts: [],
} as unknown as IdentifierDetail;

describe('an identifier’s version', () => {
  it('moves with what a crawler indexes, not with the view count', () => {
    expect(identifierVersion({ ...item, viewCount: 13 })).toBe(identifierVersion(item));
    expect(identifierVersion({ ...item, identifierName: '电机（召回）' })).not.toBe(identifierVersion(item));
    expect(identifierValidator(item)).toEqual(validatorOf(identifierVersion(item)));
  });

  it('was last modified at its update time (Beijing) or at the latest recall of a part it contains', () => {
    expect(identifierValidator(item).lastModified).toEqual(new Date('2026-01-15T02:32:08Z'));
    const recalled = { ...item, recalledParts: [{ identifier: '88.365.1/P', recallTime: '2026-03-01 08:00:00' }] } as unknown as IdentifierDetail;
    expect(identifierValidator(recalled).lastModified).toEqual(new Date('2026-03-01T00:00:00Z'));
    expect(identifierValidator({ ...item, updateTime: null }).lastModified).toBeUndefined();
  });
});
