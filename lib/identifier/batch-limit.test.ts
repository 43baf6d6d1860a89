import { BatchLimit } from './batch-limit';

describe('batch limit', () => {
  it('counts identifiers per caller and refuses what does not fit, with the seconds to wait', async () => {
    const limit = new BatchLimit({ points: 100, duration: 600 });
    expect(await limit.spend('203.0.113.1', 60)).toEqual({ ok: true, remaining: 40 });
    const refused = await limit.spend('203.0.113.1', 50);
    expect(refused.ok).toBe(false);
    expect(refused.ok ? 0 : refused.retryAfter).toBeGreaterThan(500);
    // The refused 50 were not kept: 40 still fit, and another caller has a budget of its own.
    expect(await limit.spend('203.0.113.1', 40)).toEqual({ ok: true, remaining: 0 });
    expect((await limit.spend('203.0.113.1', 1)).ok).toBe(false);
    expect(await limit.spend('203.0.113.2', 100)).toEqual({ ok: true, remaining: 0 });
  });

  it('counts an empty call as one', async () => {
    const limit = new BatchLimit({ points: 2, duration: 60 });
    expect(await limit.spend('x', 0)).toEqual({ ok: true, remaining: 1 });
  });
});
