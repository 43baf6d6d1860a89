import { nextBeijingMidnight } from './beijing-day';
import { changedContent, type ContentEntry } from './content-diff';
import type { Channel, Engine, PushOutcome } from './outcome';
import type { PushQueue, Taken } from './queue';

// Each engine drains its own queue in the background: a change only queues its URLs (queue.ts), and
// the engine's lane sends them in batches a moment later, so one engine held back (Baidu's quota spent)
// or failing never holds up the other.

export interface PushLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** What the scheduler reports for the metrics: per request its outcome, per URL pushed or rejected. */
export interface PushCounts {
  request(engine: Engine, outcome: PushOutcome['kind']): void;
  urls(engine: Engine, outcome: 'pushed' | 'rejected', count: number): void;
  waiting(engine: Engine, count: number): void;
}

export interface SchedulerOptions {
  queue: PushQueue;
  channels: readonly Channel[];
  log: PushLog;
  counts?: PushCounts;
  now?: () => number;
  /** How long a change waits for others to share its request (a recall's fan-out comes 1,000 at a time). */
  gatherMs?: number;
  /** The first retry's wait, doubled at each failure in a row up to `maxBackoffMs`. */
  firstBackoffMs?: number;
  maxBackoffMs?: number;
}

interface Lane {
  channel: Channel;
  timer?: NodeJS.Timeout;
  dueAt?: number;
  busy: boolean;
  failures: number;
  /** Why the engine refused this configuration: nothing is sent again in this process. */
  stopped?: string;
  /** Baidu's quota left today, as its last answer said. */
  remain?: number;
  /** After a failure, nothing is sent before this, whatever changes come meanwhile. */
  notBefore: number;
}

const noCounts: PushCounts = { request() {}, urls() {}, waiting() {} };

export function pushScheduler(options: SchedulerOptions) {
  const { queue, log, counts = noCounts, now = Date.now, gatherMs = 2_000, firstBackoffMs = 5_000, maxBackoffMs = 15 * 60_000 } = options;
  const lanes = new Map<Engine, Lane>(options.channels.map((channel) => [channel.engine, { channel, busy: false, failures: 0, notBefore: 0 }]));
  let closed = false;

  function schedule(lane: Lane, delayMs: number): void {
    if (closed || lane.stopped || lane.busy) return;
    const waitFor = Math.max(queue.heldUntil(lane.channel.engine), lane.notBefore) - now();
    const dueAt = now() + Math.max(delayMs, waitFor, 0);
    if (lane.timer && lane.dueAt! <= dueAt) return;
    clearTimeout(lane.timer);
    lane.dueAt = dueAt;
    // Not kept alive for a push: a process that is stopping leaves its queue on disk for the next start.
    lane.timer = setTimeout(() => void drain(lane), dueAt - now()).unref();
  }

  function hold(lane: Lane, reason: string): void {
    const until = nextBeijingMidnight(now());
    queue.hold(lane.channel.engine, until);
    lane.remain = undefined;
    log.warn({ engine: lane.channel.engine, reason, until: new Date(until).toISOString(), waiting: queue.waiting(lane.channel.engine) }, 'search push: quota spent, held until Beijing midnight');
  }

  /** Acts on one answer: 'next' to send the next batch at once, else how long to wait (undefined: until held or stopped). */
  function settle(lane: Lane, taken: Taken, outcome: PushOutcome): 'next' | number | undefined {
    const engine = lane.channel.engine;
    const { urls } = taken;
    counts.request(engine, outcome.kind);
    switch (outcome.kind) {
      case 'ok': {
        queue.done(engine, taken);
        lane.failures = 0;
        lane.notBefore = 0;
        const rejected = outcome.rejected.length;
        counts.urls(engine, 'pushed', urls.length - rejected);
        if (rejected > 0) counts.urls(engine, 'rejected', rejected);
        const fields = { engine, urls: urls.length, rejected, remain: outcome.remain, waiting: queue.waiting(engine) };
        if (rejected > 0) log.warn({ ...fields, examples: outcome.rejected.slice(0, 3) }, 'search push: some URLs refused by the engine');
        else log.info(fields, 'search push: URLs sent');
        lane.remain = outcome.remain;
        if (outcome.remain !== undefined && outcome.remain <= 0) hold(lane, 'remain 0');
        return 'next';
      }
      case 'reject':
        queue.done(engine, taken);
        counts.urls(engine, 'rejected', urls.length);
        log.warn({ engine, urls: urls.length, reason: outcome.reason, examples: urls.slice(0, 3) }, 'search push: batch refused by the engine, not sent again');
        return 'next';
      case 'quota':
        hold(lane, outcome.reason);
        return undefined;
      case 'stop':
        lane.stopped = outcome.reason;
        log.error({ engine, reason: outcome.reason, waiting: queue.waiting(engine) }, 'search push: the engine refuses this configuration; nothing more is sent to it until a restart, the URLs stay queued');
        return undefined;
      case 'retry': {
        lane.failures += 1;
        const delay = outcome.retryAfterMs ?? Math.min(maxBackoffMs, firstBackoffMs * 2 ** (lane.failures - 1));
        lane.notBefore = now() + delay;
        log.warn({ engine, urls: urls.length, reason: outcome.reason, attempt: lane.failures, retryInMs: delay }, 'search push failed: retrying later');
        return delay;
      }
    }
  }

  async function drain(lane: Lane): Promise<void> {
    lane.timer = undefined;
    if (closed || lane.stopped || lane.busy) return;
    const engine = lane.channel.engine;
    lane.busy = true;
    let wait: number | undefined;
    try {
      while (!closed && !lane.stopped && queue.heldUntil(engine) <= now()) {
        const taken = queue.take(engine, Math.min(lane.channel.batchLimit, lane.remain ?? Infinity));
        if (taken.urls.length === 0) break;
        const outcome = await lane.channel.send(taken.urls).catch((error: unknown): PushOutcome => ({ kind: 'retry', reason: String(error) }));
        if (closed) break;
        const next = settle(lane, taken, outcome);
        counts.waiting(engine, queue.waiting(engine));
        if (next !== 'next') {
          wait = next;
          break;
        }
      }
      queue.compactIfGrown();
    } catch (error) {
      // The queue's file could not be written (a full disk): try again later rather than lose the lane.
      wait = maxBackoffMs;
      log.error({ engine, err: error instanceof Error ? error.message : String(error), retryInMs: wait }, 'search push: queue file not written');
    } finally {
      lane.busy = false;
    }
    // Held, the timer waits for the hold's end (schedule does); changes may have come meanwhile.
    if (queue.waiting(engine) > 0) schedule(lane, wait ?? 0);
  }

  // What a previous process left is sent without waiting for a change.
  for (const lane of lanes.values()) if (queue.waiting(lane.channel.engine) > 0) schedule(lane, 0);

  return {
    /** Queues absolute URLs for every engine; returns at once, the requests go later. */
    /** Queues URLs for every engine, or for those of `engines` this portal pushes to. */
    enqueue(urls: readonly string[], engines?: readonly Engine[]): void {
      const to = engines?.filter((engine) => lanes.has(engine));
      if (closed || urls.length === 0 || to?.length === 0) return;
      queue.add(urls, to);
      for (const lane of lanes.values()) {
        if (to && !to.includes(lane.channel.engine)) continue;
        counts.waiting(lane.channel.engine, queue.waiting(lane.channel.engine));
        schedule(lane, gatherMs);
      }
    },
    /** Queues the content pages each engine has not had in their present version (content-diff.ts). */
    enqueueChangedContent(entries: readonly ContentEntry[]): number {
      if (closed) return 0;
      let queued = 0;
      for (const lane of lanes.values()) {
        const engine = lane.channel.engine;
        const changed = changedContent(entries, queue.content(engine));
        const urls = Object.keys(changed);
        if (urls.length === 0) continue;
        queue.add(urls, [engine]);
        queue.recordContent(engine, changed);
        counts.waiting(engine, queue.waiting(engine));
        schedule(lane, gatherMs);
        queued += urls.length;
      }
      return queued;
    },
    /** Looks at every lane again now: after a restart's queue is read, or when a test moves its clock. */
    wake(): void {
      for (const lane of lanes.values()) {
        clearTimeout(lane.timer);
        lane.timer = undefined;
        if (queue.waiting(lane.channel.engine) > 0) schedule(lane, 0);
      }
    },
    /** Whether an engine gave up on this configuration, and why. */
    stopped: (engine: Engine): string | undefined => lanes.get(engine)?.stopped,
    close(): void {
      closed = true;
      for (const lane of lanes.values()) clearTimeout(lane.timer);
    },
  };
}

export type PushScheduler = ReturnType<typeof pushScheduler>;
