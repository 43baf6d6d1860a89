/**
 * Counts per identifier added up in this process and handed to their store in batches: the portal's page
 * views (decision 0037, lib/identifier/views.ts) and the gateway's resolutions (gateway/identifier/
 * resolutions.ts). A storm of scans costs one write per flush, not one per scan, and several processes
 * add into the same counters. A flush that fails keeps its counts for the next one; one the store does not
 * take at all (a gateway without the call) switches counting off, once.
 */
export type CountBatch = { identifier: string; count: number }[];

/** `kept`: stored. `retry`: not now (the store is down); `unsupported`: never (no such call). */
export type FlushOutcome = 'kept' | 'retry' | 'unsupported';

export interface BatchedCounterOptions {
  send: (batch: CountBatch) => Promise<FlushOutcome>;
  /** How long counts wait for their batch. */
  flushMs?: number;
  /** Entries per call; more pending start a flush at once. */
  batchLimit?: number;
  /** Identifiers held while the store is down; counts of others are dropped beyond it (memory stays bounded). */
  maxPending?: number;
  onDropped?: (count: number) => void;
  onUnsupported?: () => void;
  /** The counts waiting now, added up, told whenever that changes (the operators' backlog gauge). */
  onBacklog?: (count: number) => void;
}

export class BatchedCounter {
  private pending = new Map<string, number>();
  /** The counts in `pending`, added up. */
  private held = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The flush under way, or the last one queued behind it. */
  private flushing: Promise<void> | undefined;
  /** A flush is queued and has not started draining: another request joins it. */
  private queued = false;
  private off = false;
  private readonly flushMs: number;
  private readonly batchLimit: number;
  private readonly maxPending: number;

  constructor(private readonly options: BatchedCounterOptions) {
    this.flushMs = options.flushMs ?? 2_000;
    this.batchLimit = options.batchLimit ?? 500;
    this.maxPending = options.maxPending ?? 20_000;
  }

  get enabled(): boolean {
    return !this.off;
  }

  /** Counts added here and not yet handed over, added up. */
  get pendingCount(): number {
    return this.held;
  }

  private setHeld(count: number): void {
    this.held = count;
    this.options.onBacklog?.(count);
  }

  add(identifier: string, count = 1): void {
    if (this.off || !this.hold(identifier, count)) return;
    if (this.pending.size >= this.batchLimit) void this.flush();
    else this.schedule();
  }

  /** Adds to what is pending, unless that would hold one identifier too many (then the count is dropped). */
  private hold(identifier: string, count: number): boolean {
    const held = this.pending.get(identifier);
    if (held === undefined && this.pending.size >= this.maxPending) {
      this.options.onDropped?.(count);
      return false;
    }
    this.pending.set(identifier, (held ?? 0) + count);
    this.setHeld(this.held + count);
    return true;
  }

  /**
   * Hands over everything pending now, a batch at a time, after any flush under way. What arrives during
   * the writes waits for its own flush time or a full batch: a steady stream of counts costs one write
   * per interval, never one per count (a drain that went on while anything was pending wrote again the
   * moment each write ended).
   */
  flush(): Promise<void> {
    if (this.queued && this.flushing) return this.flushing;
    this.queued = true;
    const flushing: Promise<void> = (this.flushing ?? Promise.resolve())
      .then(() => {
        this.queued = false;
        return this.drain();
      })
      .finally(() => {
        if (this.flushing !== flushing) return;
        this.flushing = undefined;
        if (this.pending.size > 0) this.schedule();
      });
    this.flushing = flushing;
    return flushing;
  }

  private schedule(): void {
    if (this.timer || this.off) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.flushMs);
    this.timer.unref?.();
  }

  private async drain(): Promise<void> {
    for (let batches = Math.ceil(this.pending.size / this.batchLimit); batches > 0 && this.pending.size > 0 && !this.off; batches--) {
      const batch: CountBatch = [];
      for (const [identifier, count] of this.pending) {
        batch.push({ identifier, count });
        if (batch.length === this.batchLimit) break;
      }
      for (const { identifier } of batch) this.pending.delete(identifier);
      this.setHeld(this.held - batch.reduce((sum, { count }) => sum + count, 0));
      const outcome = await this.options.send(batch).catch((): FlushOutcome => 'retry');
      if (outcome === 'kept') continue;
      if (outcome === 'unsupported') {
        this.off = true;
        this.pending.clear();
        this.setHeld(0);
        this.options.onUnsupported?.();
        return;
      }
      // Kept for the next flush time, added to what arrived meanwhile; not retried at once.
      for (const { identifier, count } of batch) this.hold(identifier, count);
      return;
    }
  }
}
