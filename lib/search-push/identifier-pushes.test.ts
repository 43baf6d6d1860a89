import type { IdentifierDetail } from '@/core/contract';
import type { Result } from '@/lib/gateway/result';
import type { Engine } from './outcome';
import { identifierPushes } from './identifier-pushes';

// Issue 61 item 7: a signed revalidation's identifiers reach the engines as their pages answer.

const found: Result<IdentifierDetail> = { ok: true, data: { identifier: '88.365.1/A' } as IdentifierDetail };
const gone: Result<IdentifierDetail> = { ok: false, error: { kind: 'gateway', status: 404, message: '标识不存在', call: 'identifier.detail' } };
const down: Result<IdentifierDetail> = { ok: false, error: { kind: 'network', call: 'identifier.detail' } };

describe('changed identifiers pushed to the search engines', () => {
  it('go to every engine when they exist, to IndexNow alone when deleted, and nowhere while unreadable', async () => {
    const answers: Record<string, Result<IdentifierDetail>> = { '88.365.1/A': found, '88.365.1/GONE': gone, '88.365.1/DOWN': down };
    const pushed: { paths: readonly string[]; engines?: readonly Engine[] }[] = [];
    const pushes = identifierPushes(
      async (identifier) => answers[identifier],
      (paths, engines) => pushed.push(engines ? { paths, engines } : { paths }),
    );
    pushes.told(['88.365.1/A', '88.365.1/GONE', '88.365.1/DOWN']);
    await pushes.settled();
    expect(pushed).toEqual([{ paths: ['/product_scene/88.365.1/A'] }, { paths: ['/product_scene/88.365.1/GONE'], engines: ['indexnow'] }]);
  });

  it('read two at a time, each identifier once however often it is told while waiting', async () => {
    let reading = 0;
    let most = 0;
    const reads: string[] = [];
    const pushes = identifierPushes(
      async (identifier) => {
        reads.push(identifier);
        most = Math.max(most, ++reading);
        await new Promise((resolve) => setTimeout(resolve, 2));
        reading -= 1;
        return found;
      },
      () => undefined,
    );
    const identifiers = Array.from({ length: 20 }, (_, i) => `88.365.1/P${i}`);
    pushes.told(identifiers);
    pushes.told(identifiers.slice(5));
    await pushes.settled();
    expect(most).toBe(2);
    expect(reads).toHaveLength(20);
    expect(new Set(reads).size).toBe(20);
  });
});
