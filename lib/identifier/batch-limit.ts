import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * The batch lookup's budget per caller: identifiers, not calls (the page sends a batch in slices to show
 * its progress), 3,000 per 10 minutes, six full batches. Without a trusted proxy every caller is one
 * ('all'), as for /api/revalidate. Memory store, per instance (decision 0036): what it protects is this
 * instance's work and the gateway reads behind it, which the shared read cache already spares.
 */
export const batchBudget = { points: 3_000, duration: 600 };

export type Spent = { ok: true; remaining: number } | { ok: false; retryAfter: number };

export class BatchLimit {
  private readonly limiter: RateLimiterMemory;

  constructor(readonly budget = batchBudget) {
    this.limiter = new RateLimiterMemory(budget);
  }

  /** Counts `count` identifiers against `caller`; refused whole when they do not fit. */
  async spend(caller: string, count: number): Promise<Spent> {
    try {
      const res = await this.limiter.consume(caller, Math.max(1, count));
      return { ok: true, remaining: res.remainingPoints };
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      // A refused call counted its points all the same: give them back, so a too-large batch can be retried smaller.
      await this.limiter.reward(caller, Math.max(1, count)).catch(() => undefined);
      return { ok: false, retryAfter: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
    }
  }
}
