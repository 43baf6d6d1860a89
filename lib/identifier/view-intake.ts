import { isbot } from 'isbot';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { ViewCounter } from './view-counter';

export type ViewVerdict = 'counted' | 'bot' | 'limited' | 'off';

export interface ViewIntakeOptions {
  /** Where counted views wait for their batch. */
  counter: ViewCounter;
  /** Told for each beacon refused by the address's share (the operators' refusal counter). */
  onLimited?: () => void;
}

/**
 * Which beacons become views (decision 0037): crawlers are left out by their user agent (isbot), and one
 * address counts at most 30 views a minute, so a reloading script cannot run a count up.
 */
export function viewIntake({ counter, onLimited }: ViewIntakeOptions) {
  const perAddress = new RateLimiterMemory({ points: 30, duration: 60 });
  /** One page view seen by a visitor's browser at `address`. */
  return async function count(identifier: string, userAgent: string | null, address: string | undefined): Promise<ViewVerdict> {
    if (!userAgent || isbot(userAgent)) return 'bot';
    if (!counter.enabled) return 'off';
    const allowed = await perAddress.consume(address ?? 'all').then(
      () => true,
      () => false,
    );
    if (!allowed) {
      onLimited?.();
      return 'limited';
    }
    counter.add(identifier);
    return 'counted';
  };
}
