import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { baiduChannel } from './baidu';
import { engineStandIn, json, until, type Answerer, type StandIn } from './engine-stand-in';
import { indexNowChannel } from './indexnow';
import type { Engine } from './outcome';
import { openPushQueue } from './queue';
import { pushScheduler, type PushScheduler, type SchedulerOptions } from './scheduler';

// The scheduler with the real channels against stand-ins of both engines on loopback, a queue in a
// temporary DATA_DIR, and a clock the test moves.

const site = 'https://id.example.cn';
const token = 'a1B2c3D4e5F6g7H8';
const key = 'abcdEF12-3456';
const url = (n: number | string) => `${site}/product_scene/88.365.1/ITEM${n}`;

let folder: string;
let baidu: StandIn;
let indexNow: StandIn;
let clock: number;
let logged: { level: string; fields: Record<string, unknown>; message: string }[];
const running: PushScheduler[] = [];

/** Baidu as it answers a good submission: each line counted, `remain` as the test sets it. */
let baiduRemain: number;
const baiduAccepts: Answerer = (r) => {
  if (r.method !== 'POST' || r.contentType !== 'text/plain' || r.query.get('token') !== token || r.query.get('site') !== site) return json(400, { error: 400, message: 'bad request' });
  const lines = r.body.split('\n');
  baiduRemain = Math.max(0, baiduRemain - lines.length);
  return json(200, { success: lines.length, remain: baiduRemain });
};
const indexNowAccepts: Answerer = () => ({ status: 202 });

beforeEach(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'search-push-'));
  [baidu, indexNow] = await Promise.all([engineStandIn(baiduAccepts, '/urls'), engineStandIn(indexNowAccepts, '/indexnow')]);
  baiduRemain = 10_000;
  clock = Date.UTC(2026, 2, 1, 6, 0);
  logged = [];
});
afterEach(async () => {
  for (const scheduler of running.splice(0)) scheduler.close();
  await Promise.all([baidu.close(), indexNow.close()]);
  rmSync(folder, { recursive: true, force: true });
});

const channels = { baidu: () => baiduChannel({ endpoint: baidu.url, site, token }), indexnow: () => indexNowChannel({ endpoint: indexNow.url, key, siteUrl: site }) };

function start(engines: Engine[] = ['baidu', 'indexnow'], options: Partial<SchedulerOptions> = {}) {
  const queue = openPushQueue(path.join(folder, 'search-push-3000.jsonl'), engines);
  const record = (level: string) => (fields: object, message: string) => logged.push({ level, fields: fields as Record<string, unknown>, message });
  const scheduler = pushScheduler({
    queue,
    channels: engines.map((e) => channels[e]()),
    log: { info: record('info'), warn: record('warn'), error: record('error') },
    now: () => clock,
    gatherMs: 0,
    firstBackoffMs: 40,
    ...options,
  });
  running.push(scheduler);
  return { scheduler, queue };
}

const urlsOf = (standIn: StandIn) => standIn.received.map((r) => (r.path === '/urls' ? r.body.split('\n') : (JSON.parse(r.body) as { urlList: string[] }).urlList));
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('the push scheduler', () => {
  it('sends 10,001 changed URLs to IndexNow in two requests of at most 10,000, and to Baidu in batches of 2,000', async () => {
    baiduRemain = 100_000;
    const { scheduler, queue } = start();
    const urls = Array.from({ length: 10_001 }, (_, i) => url(i));
    scheduler.enqueue(urls);
    await until(() => queue.waiting('indexnow') === 0 && queue.waiting('baidu') === 0);
    expect(urlsOf(indexNow).map((batch) => batch.length)).toEqual([10_000, 1]);
    expect(urlsOf(indexNow).flat()).toEqual(urls);
    expect(urlsOf(baidu).map((batch) => batch.length)).toEqual([2_000, 2_000, 2_000, 2_000, 2_000, 1]);
    expect(urlsOf(baidu).flat()).toEqual(urls);
  });

  it('returns at once: the change that queued the URLs never waits for an engine', async () => {
    indexNow.answer = () => new Promise(() => {});
    const { scheduler } = start(['indexnow']);
    const started = performance.now();
    scheduler.enqueue(Array.from({ length: 1_000 }, (_, i) => url(i)));
    expect(performance.now() - started).toBeLessThan(50);
    await until(() => indexNow.received.length === 1);
  });

  it('pushes a URL changed several times once, and again when it changes after its push', async () => {
    const { scheduler, queue } = start(['indexnow'], { gatherMs: 30 });
    scheduler.enqueue([url('A'), url('B')]);
    scheduler.enqueue([url('A')]);
    scheduler.enqueue([url('A'), url('A')]);
    await until(() => indexNow.received.length === 1 && queue.waiting('indexnow') === 0);
    expect(urlsOf(indexNow)).toEqual([[url('A'), url('B')]]);
    scheduler.enqueue([url('A')]);
    await until(() => indexNow.received.length === 2);
    expect(urlsOf(indexNow)[1]).toEqual([url('A')]);
  });

  it('pushes again a URL that changed while its push was on the way', async () => {
    let release!: () => void;
    indexNow.answer = () => new Promise((resolve) => (release = () => resolve({ status: 200 })));
    const { scheduler, queue } = start(['indexnow']);
    scheduler.enqueue([url('A'), url('B')]);
    await until(() => indexNow.received.length === 1);
    scheduler.enqueue([url('B')]);
    indexNow.answer = indexNowAccepts;
    release();
    await until(() => indexNow.received.length === 2 && queue.waiting('indexnow') === 0);
    expect(urlsOf(indexNow)).toEqual([[url('A'), url('B')], [url('B')]]);
  });

  it('retries 429 and 5xx with a backoff that doubles, then sends the same URLs', async () => {
    const at: number[] = [];
    const statuses = [429, 503, 500];
    indexNow.answer = () => (at.push(performance.now()), { status: statuses.shift() ?? 200 });
    const { scheduler, queue } = start(['indexnow']);
    scheduler.enqueue([url(1), url(2)]);
    await until(() => queue.waiting('indexnow') === 0);
    expect(urlsOf(indexNow)).toEqual(Array(4).fill([url(1), url(2)]));
    const gaps = at.slice(1).map((t, i) => t - at[i]);
    // 40, 80 and 160 ms (a timer may fire a millisecond early).
    expect(gaps[0]).toBeGreaterThanOrEqual(39);
    expect(gaps[1]).toBeGreaterThanOrEqual(79);
    expect(gaps[2]).toBeGreaterThanOrEqual(159);
    expect(logged.filter((l) => l.message === 'search push failed: retrying later').map((l) => l.fields.retryInMs)).toEqual([40, 80, 160]);
  });

  it('keeps to its backoff when more changes come: a failing engine is not asked again sooner', async () => {
    indexNow.answer = () => (indexNow.answer = indexNowAccepts, { status: 503 });
    const { scheduler, queue } = start(['indexnow'], { firstBackoffMs: 400 });
    scheduler.enqueue([url(1)]);
    await until(() => indexNow.received.length === 1);
    const failed = performance.now();
    scheduler.enqueue([url(2)]);
    scheduler.enqueue([url(3)]);
    await until(() => queue.waiting('indexnow') === 0);
    expect(performance.now() - failed).toBeGreaterThanOrEqual(390);
    expect(urlsOf(indexNow)).toEqual([[url(1)], [url(1), url(2), url(3)]]);
  });

  it('retries when the engine cannot be reached, until it answers again', async () => {
    const { scheduler, queue } = start(['indexnow']);
    const port = Number(new URL(indexNow.url).port);
    await indexNow.close();
    scheduler.enqueue([url(1)]);
    await until(() => logged.filter((l) => l.message === 'search push failed: retrying later').length >= 2);
    expect(queue.waiting('indexnow')).toBe(1);
    indexNow = await engineStandIn(indexNowAccepts, '/indexnow', port);
    await until(() => queue.waiting('indexnow') === 0);
    expect(urlsOf(indexNow)).toEqual([[url(1)]]);
  });

  it('logs a token Baidu does not know and does not send it again, keeping the URLs for a corrected restart', async () => {
    baidu.answer = () => json(401, { error: 401, message: 'token is not valid' });
    const { scheduler, queue } = start();
    scheduler.enqueue([url(1)]);
    await until(() => scheduler.stopped('baidu') !== undefined && queue.waiting('indexnow') === 0);
    scheduler.enqueue([url(2)]);
    scheduler.wake();
    await until(() => indexNow.received.length === 2);
    await settle();
    expect(baidu.received).toHaveLength(1);
    expect(logged).toContainEqual(expect.objectContaining({ level: 'error', fields: expect.objectContaining({ engine: 'baidu', reason: 'HTTP 401 token is not valid' }) }));
    expect(queue.take('baidu', 10).urls).toEqual([url(1), url(2)]);
    // Restarted with a token Baidu takes, the kept URLs go.
    scheduler.close();
    baidu.answer = baiduAccepts;
    const fixed = start();
    fixed.scheduler.wake();
    await until(() => fixed.queue.waiting('baidu') === 0);
    expect(urlsOf(baidu)[1]).toEqual([url(1), url(2)]);
  });

  it('holds Baidu until the next Beijing midnight when its quota reaches 0, while IndexNow goes on', async () => {
    clock = Date.UTC(2026, 2, 1, 15, 59); // 23:59 in Beijing
    baiduRemain = 2;
    const { scheduler, queue } = start();
    scheduler.enqueue([url(1), url(2)]);
    await until(() => queue.waiting('baidu') === 0 && queue.waiting('indexnow') === 0);
    expect(queue.heldUntil('baidu')).toBe(Date.UTC(2026, 2, 1, 16, 0));
    expect(logged).toContainEqual(expect.objectContaining({ level: 'warn', message: 'search push: quota spent, held until Beijing midnight', fields: expect.objectContaining({ until: '2026-03-01T16:00:00.000Z' }) }));

    scheduler.enqueue([url(3)]);
    await until(() => indexNow.received.length === 2);
    scheduler.wake();
    await settle();
    expect(baidu.received).toHaveLength(1);
    expect(queue.waiting('baidu')).toBe(1);

    // The hold is on disk: a restart before midnight still does not send.
    scheduler.close();
    const restarted = start();
    restarted.scheduler.wake();
    await settle();
    expect(baidu.received).toHaveLength(1);

    clock = Date.UTC(2026, 2, 1, 16, 0, 1);
    baiduRemain = 100;
    restarted.scheduler.wake();
    await until(() => restarted.queue.waiting('baidu') === 0);
    expect(urlsOf(baidu)).toEqual([[url(1), url(2)], [url(3)]]);
  });

  it('holds Baidu on an over-quota answer, and sends no more than the remaining quota in one request', async () => {
    baiduRemain = 3;
    const { scheduler, queue } = start(['baidu']);
    scheduler.enqueue([url(1)]);
    await until(() => baidu.received.length === 1);
    // Baidu said 2 are left: the next request carries 2 of the 4 waiting.
    scheduler.enqueue([url(2), url(3), url(4), url(5)]);
    await until(() => baidu.received.length === 2 && queue.heldUntil('baidu') > 0);
    expect(urlsOf(baidu)[1]).toEqual([url(2), url(3)]);
    expect(queue.take('baidu', 10).urls).toEqual([url(4), url(5)]);

    clock = queue.heldUntil('baidu') + 1;
    baidu.answer = () => json(400, { error: 400, message: 'over quota' });
    scheduler.wake();
    await until(() => baidu.received.length === 3);
    await settle();
    expect(queue.heldUntil('baidu')).toBe(Date.UTC(2026, 2, 2, 16, 0));
    expect(queue.waiting('baidu')).toBe(2);
  });

  it('pushes after a restart what was left in the data folder', async () => {
    indexNow.answer = () => ({ status: 503 });
    const first = start(['indexnow'], { firstBackoffMs: 60_000 });
    first.scheduler.enqueue([url(1), url(2)]);
    await until(() => indexNow.received.length === 1);
    first.scheduler.close();

    indexNow.answer = indexNowAccepts;
    const second = start(['indexnow']);
    expect(second.queue.waiting('indexnow')).toBe(2);
    second.scheduler.wake();
    await until(() => indexNow.received.length === 2);
    expect(urlsOf(indexNow)[1]).toEqual([url(1), url(2)]);
    await until(() => second.queue.waiting('indexnow') === 0);
    expect(start(['indexnow']).queue.waiting('indexnow')).toBe(0);
  });

  it('queues the content pages each engine has not had in their present version', async () => {
    const { scheduler, queue } = start(['indexnow']);
    const news = [
      { url: `${site}/news/detail/1`, lastModified: '2024-01-01' },
      { url: `${site}/news/detail/2`, lastModified: '2024-02-01' },
    ];
    expect(scheduler.enqueueChangedContent(news)).toBe(2);
    await until(() => queue.waiting('indexnow') === 0);
    scheduler.close();

    // The next start: one item edited, one published; the unchanged one is not sent again.
    const next = start(['indexnow']);
    const edited = [news[0], { ...news[1], lastModified: '2024-03-01' }, { url: `${site}/news/detail/3`, lastModified: new Date('2024-03-02T00:00:00Z') }];
    expect(next.scheduler.enqueueChangedContent(edited)).toBe(2);
    await until(() => next.queue.waiting('indexnow') === 0);
    expect(urlsOf(indexNow)).toEqual([news.map((n) => n.url), [`${site}/news/detail/2`, `${site}/news/detail/3`]]);
    expect(next.scheduler.enqueueChangedContent(edited)).toBe(0);
  });
});
