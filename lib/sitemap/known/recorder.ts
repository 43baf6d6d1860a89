import type { Result } from '@/lib/gateway/result';
import { RecentMap } from '@/lib/cache/recent-map.cjs';
import { gatewayDate } from '../gateway-date';
import { listableIdentifier } from '../identifier-file';
import type { KnownBatch, KnownStore } from './store';

// What the portal hears of identifiers, written to the known-identifiers store off the request's path
// (docs/decisions/0055): a page read costs two map look-ups; the store gets one batch a second at most,
// each identifier once in it. Memory stays bounded: the batch waiting, the last states written (so a read
// repeated a thousand times writes nothing), and the told identifiers waiting to be read back.

/** What a read of an identifier's detail said: found, gone (404), or nothing (the gateway failed). */
export type ReadOutcome = { found: true; identifier?: string | null; updateTime?: string | null } | { found: false } | undefined;

/** A detail read as the recorder takes it: a 200, a 404, or a failure that says nothing. */
export const detailOutcome = (result: Result<{ identifier?: string | null; updateTime?: string | null }>): ReadOutcome =>
  result.ok ? { found: true, identifier: result.data.identifier, updateTime: result.data.updateTime } : result.error.kind === 'gateway' && result.error.status === 404 ? { found: false } : undefined;

type Op = { kind: 'set'; time: number } | { kind: 'add'; time: number } | { kind: 'remove' };
type State = number | 'known' | 'gone';

export interface KnownRecorderOptions {
  store: KnownStore;
  /** Off while the gateway answers the sitemap calls itself (nothing to keep then). */
  enabled?: () => boolean;
  /** Reads a told identifier back before it is listed: a change may be a deletion. */
  confirm?: (identifier: string) => Promise<ReadOutcome>;
  now?: () => number;
  /** How long a change waits for its batch. */
  flushMs?: number;
  /** Identifiers per batch; this many waiting start a flush at once. */
  batchLimit?: number;
  /** Identifiers waiting at most (while the store is away); changes of others are dropped past it. */
  maxPending?: number;
  /** Last written states kept, and for how long they are trusted (another portal may have changed one). */
  remembered?: number;
  rememberMs?: number;
  /** Told identifiers waiting to be read back; past it they are listed with the time they were told. */
  maxConfirming?: number;
  confirmConcurrency?: number;
  onFailure?: (error: string) => void;
  onWritten?: () => void;
  onDropped?: (count: number) => void;
}

/** A gateway time to the second, or undefined. */
function timeOf(updateTime: string | null | undefined): number | undefined {
  const date = gatewayDate(updateTime);
  return date ? Math.floor(date.getTime() / 1000) * 1000 : undefined;
}

export class KnownRecorder {
  private pending = new Map<string, Op>();
  private readonly remembered: RecentMap<string, { state: State; at: number }>;
  private confirming = new Set<string>();
  private running = new Set<Promise<void>>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private flushing: Promise<void> | undefined;
  private readonly o: Required<Omit<KnownRecorderOptions, 'confirm' | 'onFailure' | 'onWritten' | 'onDropped'>> & KnownRecorderOptions;

  constructor(options: KnownRecorderOptions) {
    this.o = {
      enabled: () => true,
      now: Date.now,
      flushMs: 1_000,
      batchLimit: 5_000,
      maxPending: 20_000,
      remembered: 50_000,
      rememberMs: 10 * 60_000,
      maxConfirming: 10_000,
      confirmConcurrency: 2,
      ...options,
    };
    this.remembered = new RecentMap(this.o.remembered);
  }

  /** A read of the identifier's detail (the page, its JSON, the Handle record, a batch lookup, a view). */
  read(identifier: string, outcome: ReadOutcome): void {
    if (!outcome || !this.o.enabled()) return;
    if (outcome.found) this.found(outcome.identifier || identifier, outcome.updateTime, false);
    else if (listableIdentifier(identifier)) this.queue(identifier, { kind: 'remove' }, false);
  }

  /** Identifiers the gateway says changed (POST /api/revalidate): read back, then listed or removed. */
  told(identifiers: readonly string[]): void {
    if (!this.o.enabled()) return;
    const now = this.o.now();
    for (const identifier of identifiers) {
      if (!listableIdentifier(identifier)) continue;
      if (this.o.confirm && this.confirming.size < this.o.maxConfirming) {
        this.confirming.add(identifier);
        this.pump();
      } else this.queue(identifier, { kind: 'set', time: now }, true);
    }
  }

  /** Everything told read back and everything waiting written (tests, and a process that stops). */
  async settle(): Promise<void> {
    while (this.running.size > 0 || this.confirming.size > 0) await Promise.all([...this.running]);
    await this.flush();
  }

  close(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    return this.settle();
  }

  /** Writes what waits, a batch at a time; one flush runs at a time. */
  flush(): Promise<void> {
    this.flushing ??= this.drain().finally(() => {
      this.flushing = undefined;
      if (this.pending.size > 0) this.schedule();
    });
    return this.flushing;
  }

  private found(identifier: string, updateTime: string | null | undefined, told: boolean): void {
    if (!listableIdentifier(identifier)) return;
    const time = timeOf(updateTime);
    // Without an update time: when first seen, or for a told change, when told.
    this.queue(identifier, time !== undefined ? { kind: 'set', time } : { kind: told ? 'set' : 'add', time: this.o.now() }, told);
  }

  private pump(): void {
    const confirm = this.o.confirm;
    while (confirm && this.running.size < this.o.confirmConcurrency && this.confirming.size > 0) {
      const identifier = this.confirming.values().next().value!;
      this.confirming.delete(identifier);
      const told = this.o.now();
      const run = confirm(identifier)
        .catch((): ReadOutcome => undefined)
        .then((outcome) => {
          if (outcome?.found) this.found(outcome.identifier || identifier, outcome.updateTime, true);
          else if (outcome) this.queue(identifier, { kind: 'remove' }, true);
          // The gateway could not say: listed as told, until a read answers 404.
          else this.queue(identifier, { kind: 'set', time: told }, true);
        })
        .finally(() => {
          this.running.delete(run);
          this.pump();
        });
      this.running.add(run);
    }
  }

  private isRemembered(identifier: string, op: Op): boolean {
    const known = this.remembered.get(identifier);
    if (!known || this.o.now() - known.at > this.o.rememberMs) return false;
    if (op.kind === 'set') return known.state === op.time;
    if (op.kind === 'add') return known.state !== 'gone';
    return known.state === 'gone';
  }

  private remember(identifier: string, op: Op): void {
    this.remembered.set(identifier, { state: op.kind === 'remove' ? 'gone' : op.kind === 'add' ? 'known' : op.time, at: this.o.now() });
  }

  private queue(identifier: string, op: Op, force: boolean): void {
    if (!force && this.isRemembered(identifier, op)) return;
    const held = this.pending.get(identifier);
    // A first sighting never undoes a time already waiting.
    if (held && op.kind === 'add' && held.kind !== 'remove') return;
    if (!held && this.pending.size >= this.o.maxPending) {
      this.o.onDropped?.(1);
      return;
    }
    this.pending.set(identifier, op);
    if (this.pending.size >= this.o.batchLimit) void this.flush();
    else this.schedule();
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.o.flushMs);
    this.timer.unref?.();
  }

  private async drain(): Promise<void> {
    while (this.pending.size > 0) {
      const taken: [string, Op][] = [];
      for (const entry of this.pending) {
        taken.push(entry);
        if (taken.length === this.o.batchLimit) break;
      }
      for (const [identifier] of taken) this.pending.delete(identifier);
      const batch: KnownBatch = { set: [], add: [], remove: [] };
      for (const [identifier, op] of taken) {
        if (op.kind === 'remove') batch.remove.push(identifier);
        else batch[op.kind].push({ identifier, time: op.time });
      }
      try {
        await this.o.store.apply(batch);
      } catch (error) {
        // Kept for the next flush, unless a newer change of the same identifier arrived meanwhile.
        for (const [identifier, op] of taken) if (!this.pending.has(identifier)) this.pending.set(identifier, op);
        this.o.onFailure?.(error instanceof Error ? error.message : String(error));
        return;
      }
      for (const [identifier, op] of taken) this.remember(identifier, op);
      this.o.onWritten?.();
    }
  }
}
