import { createHash } from 'node:crypto';
import { isbot } from 'isbot';
import { holderOf } from '@/core/net/network';
import { seenKeys } from '@/lib/cache/seen-keys';
import { windowTally } from '@/lib/cache/window-tally';
import type { BatchedCounter } from '@/core/count/batched-counter';

/** A visitor's views of one identifier count once in this long (issue 39). */
export const viewWindowMs = 30 * 60_000;

// The most views one identifier gains from one instance in a window: 100 new visitors a minute for the
// whole half hour. A real node's codes are item codes scanned once or twice (一物一码); even a code printed
// on every pack of a product, or on a poster, does not bring one instance a new visitor every 0.6 s for
// half an hour. What does is a script forging X-Forwarded-For on a portal reachable past its proxy with
// TRUST_PROXY (each forged address a new visitor): this is where its flood stops.
export const viewsPerIdentifierCap = 3_000;

// Counted views a minute from one address, across identifiers: a person scanning item after item, or
// an office behind one address, stays under it; a script sweeping the catalogue does not.
const viewsPerAddressMinute = 30;

// Visitors remembered, each until its window ends: about 9 MB (16 bytes of hash, measured at 93 bytes
// an entry), more than one instance counts in half an hour at the storm goal (100 cold scans a second
// for the fleet). Past it the oldest are forgotten first: one of them may then count twice in its
// window, never more than the cap allows.
const visitorsRemembered = 100_000;

export type ViewVerdict = 'counted' | 'bot' | 'off' | 'unknown' | 'unavailable' | 'repeat' | 'limited' | 'capped';

/** What the identifier page's read says of an identifier: its stored spelling and views, or why there is none. */
export type Resolved = { found: true; identifier: string; viewCount?: number | null } | { found: false; why: 'unknown' | 'unavailable' };

/** A beacon's verdict, and how often the page was seen as the page's read says (where it found one). */
export interface ViewOutcome {
  verdict: ViewVerdict;
  viewCount?: number;
}

export interface ViewIntakeOptions {
  /** Where counted views wait for their batch. */
  counter: BatchedCounter;
  /** The page's own read (cached): only an identifier whose page shows is counted. */
  resolve: (identifier: string) => Promise<Resolved>;
  /** Told for each beacon refused by the address's share or the identifier's cap (the operators' counter). */
  onRefused?: (verdict: 'limited' | 'capped') => void;
  now?: () => number;
}

/**
 * The same address seeing the same identifier; hashed, so the memory holds 16 bytes of it. The browser is no
 * part of it: a user agent is the sender's to write, and one that changed a version digit per beacon was a
 * new visitor each time (issue 61 item 5). An IPv6 address counts as its /64, which one host may walk through.
 */
const visitorKey = (holder: string, identifier: string) => createHash('sha256').update(holder).update('\u0000').update(identifier).digest().toString('base64url', 0, 16);

/**
 * Which beacons become views (decision 0037): a page a visitor's browser showed, once per
 * visitor (address, an IPv6 /64; no cookie, no user agent) per identifier per half hour, for an identifier that
 * exists. Crawlers are left out by their user agent (isbot); an address counts at most 30 views a
 * minute; an identifier gains at most the cap a window. All of it is per instance, in bounded memory.
 */
export function viewIntake({ counter, resolve, onRefused, now = Date.now }: ViewIntakeOptions) {
  const visitors = seenKeys({ max: visitorsRemembered });
  const perAddress = windowTally({ windowMs: 60_000 });
  const perIdentifier = windowTally({ windowMs: viewWindowMs });
  /** One page view seen by a visitor's browser at `address` (undefined: none can be believed). */
  return async function count(identifier: string, userAgent: string | null, address: string | undefined): Promise<ViewOutcome> {
    if (!userAgent || isbot(userAgent)) return { verdict: 'bot' };
    if (!counter.enabled) return { verdict: 'off' };
    const resolved = await resolve(identifier);
    if (!resolved.found) return { verdict: resolved.why };
    const seen = (verdict: ViewVerdict): ViewOutcome => (typeof resolved.viewCount === 'number' ? { verdict, viewCount: resolved.viewCount } : { verdict });
    // From here on nothing awaits: two beacons of one visitor arriving together cannot both count.
    const nowMs = now();
    const stored = resolved.identifier;
    const from = address ? holderOf(address) : 'all';
    const visitor = visitorKey(from, stored);
    if (visitors.has(visitor, nowMs)) return seen('repeat');
    const addressShare = perAddress.at(from, nowMs);
    if (addressShare.count >= viewsPerAddressMinute) {
      onRefused?.('limited');
      return seen('limited');
    }
    const identifierShare = perIdentifier.at(stored, nowMs);
    if (identifierShare.count >= viewsPerIdentifierCap) {
      onRefused?.('capped');
      return seen('capped');
    }
    visitors.firstSight(visitor, nowMs + viewWindowMs, nowMs);
    addressShare.add();
    identifierShare.add();
    counter.add(stored);
    return seen('counted');
  };
}
