import { pushPages, setSearchPush } from './push-pages';
import type { PushScheduler } from './scheduler';

afterEach(() => setSearchPush(undefined));

describe('queueing pages for the search engines', () => {
  it('does nothing while push is off', () => {
    expect(() => pushPages(['/product_scene/88.365.1/A'])).not.toThrow();
  });

  it('queues the absolute URLs of SITE_URL, and never fails the change that called it', () => {
    const queued: string[][] = [];
    const scheduler = { enqueue: (urls: readonly string[]) => void queued.push([...urls]) } as unknown as PushScheduler;
    setSearchPush({ scheduler, siteUrl: 'https://id.example.cn' });
    pushPages(['/product_scene/88.365.1/A', '/product_scene/88.365.1/%E4%B8%AD']);
    expect(queued).toEqual([['https://id.example.cn/product_scene/88.365.1/A', 'https://id.example.cn/product_scene/88.365.1/%E4%B8%AD']]);

    const full = { enqueue: () => { throw new Error('ENOSPC: no space left on device'); } } as unknown as PushScheduler;
    setSearchPush({ scheduler: full, siteUrl: 'https://id.example.cn' });
    expect(() => pushPages(['/product_scene/88.365.1/A'])).not.toThrow();
  });
});
