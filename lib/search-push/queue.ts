import { openJournal } from './journal';
import type { Engine } from './outcome';

// The URLs waiting for each engine, what content was last queued for it, and until when it is held,
// kept in memory and in one file of DATA_DIR (journal.ts) so that a restart pushes what was left
// (docs/decisions/0051). A URL is waiting once per engine however often it changed before it went: a
// change is a number (`seq`), and a push takes away only the URLs whose last change it carried.

type Line =
  | { t: 'add'; e: Engine[]; s: number; u: string[] }
  | { t: 'pending'; e: Engine; p: [string, number][] }
  | { t: 'done'; e: Engine; s: number; u: string[] }
  | { t: 'drop'; e: Engine; u: string[] }
  | { t: 'content'; e: Engine; c: Record<string, string> }
  | { t: 'hold'; e: Engine; until: number }
  | { t: 'seq'; s: number };

/** A batch taken for a push: its URLs, and the last change number queued when it was taken. */
export interface Taken {
  urls: string[];
  upTo: number;
}

export interface QueueOptions {
  /** Waiting URLs kept per engine; past it the oldest are dropped (the sitemaps still list them). */
  maxPending?: number;
  /** Told how many URLs were dropped for an engine whose queue was full. */
  onDropped?: (engine: Engine, count: number) => void;
}

const snapshotChunk = 10_000;

function firstKeys(map: ReadonlyMap<string, unknown>, count: number): string[] {
  const keys: string[] = [];
  for (const key of map.keys()) {
    if (keys.length >= count) break;
    keys.push(key);
  }
  return keys;
}

export type PushQueue = ReturnType<typeof openPushQueue>;

/** The queue of `file` for these engines; what the file holds for another engine is forgotten. */
export function openPushQueue(file: string, engines: readonly Engine[], { maxPending = 100_000, onDropped }: QueueOptions = {}) {
  const journal = openJournal(file);
  const pending = new Map(engines.map((e) => [e, new Map<string, number>()]));
  const content = new Map(engines.map((e) => [e, new Map<string, string>()]));
  const held = new Map<Engine, number>();
  let seq = 0;

  function apply(line: Line): void {
    if (line.t === 'seq' || line.t === 'add') seq = Math.max(seq, line.s);
    if (line.t === 'seq') return;
    if (line.t === 'add') {
      for (const engine of line.e) for (const url of line.u) pending.get(engine)?.set(url, line.s);
      return;
    }
    if (!engines.includes(line.e)) return;
    const waiting = pending.get(line.e)!;
    if (line.t === 'pending') for (const [url, s] of line.p) waiting.set(url, s);
    if (line.t === 'done') for (const url of line.u) if ((waiting.get(url) ?? Infinity) <= line.s) waiting.delete(url);
    if (line.t === 'drop') for (const url of line.u) waiting.delete(url);
    if (line.t === 'content') for (const [url, lastmod] of Object.entries(line.c)) content.get(line.e)!.set(url, lastmod);
    if (line.t === 'hold') held.set(line.e, line.until);
  }

  function write(line: Line): void {
    journal.append(line);
    apply(line);
  }

  function snapshot(): Line[] {
    const lines: Line[] = [];
    for (const engine of engines) {
      const entries = [...pending.get(engine)!];
      for (let i = 0; i < entries.length; i += snapshotChunk) lines.push({ t: 'pending', e: engine, p: entries.slice(i, i + snapshotChunk) });
      if (content.get(engine)!.size > 0) lines.push({ t: 'content', e: engine, c: Object.fromEntries(content.get(engine)!) });
      if (held.get(engine)) lines.push({ t: 'hold', e: engine, until: held.get(engine)! });
    }
    // The change numbers go on from the last one even when nothing waits.
    return [{ t: 'seq', s: seq }, ...lines];
  }

  const { lines, skipped } = journal.read();
  for (const line of lines) if (line && typeof line === 'object' && 't' in line) apply(line as Line);
  journal.rewrite(snapshot());

  return {
    /** Lines of the file that did not parse when it was opened (a write cut short). */
    skipped,
    /** Queues the URLs for the engines (all by default); a URL already waiting waits once, for its newest change. */
    add(urls: readonly string[], to: readonly Engine[] = engines): void {
      if (urls.length === 0 || to.length === 0) return;
      write({ t: 'add', e: [...to], s: seq + 1, u: [...new Set(urls)] });
      for (const engine of to) {
        const waiting = pending.get(engine)!;
        const over = waiting.size - maxPending;
        if (over <= 0) continue;
        const oldest = firstKeys(waiting, over);
        write({ t: 'drop', e: engine, u: oldest });
        onDropped?.(engine, oldest.length);
      }
    },
    /** The oldest waiting URLs of an engine, at most `limit`. */
    take: (engine: Engine, limit: number): Taken => ({ urls: firstKeys(pending.get(engine)!, limit), upTo: seq }),
    /** The batch went (or was refused for good): its URLs leave the queue unless they changed again since it was taken. */
    done(engine: Engine, taken: Taken): void {
      write({ t: 'done', e: engine, s: taken.upTo, u: taken.urls });
    },
    waiting: (engine: Engine): number => pending.get(engine)!.size,
    /** What each content URL's lastmod was when it was last queued for the engine. */
    content: (engine: Engine): ReadonlyMap<string, string> => content.get(engine)!,
    recordContent(engine: Engine, record: Record<string, string>): void {
      if (Object.keys(record).length > 0) write({ t: 'content', e: engine, c: record });
    },
    heldUntil: (engine: Engine): number => held.get(engine) ?? 0,
    hold(engine: Engine, until: number): void {
      write({ t: 'hold', e: engine, until });
    },
    /** Rewrites the file as the state alone once the appended lines outweigh it. */
    compactIfGrown(): void {
      const { appended, base } = journal.growth();
      if (appended > Math.max(256 * 1024, base)) journal.rewrite(snapshot());
    },
  };
}
