import 'server-only';
import { contract, type IdentifierDetail } from '@/lib/contract';
import { call } from '@/lib/gateway/client';
import type { Result } from '@/lib/gateway/result';
import { ttlCache } from '@/lib/cache/ttl-cache';

/**
 * How long a public identifier read is reused: 30 s. A QR-scan burst after a product launch then costs
 * one gateway call per identifier every 30 s, and a recall entered by the company shows within 30 s.
 * Answers that say "not found" are kept too (a scanner of random codes costs little); failures are not.
 */
export const identifierFreshnessMs = 30_000;

const keep = (r: Result<IdentifierDetail>) => r.ok || (r.error.kind === 'gateway' && r.error.status === 404);
const details = ttlCache<Result<IdentifierDetail>>({ ttlMs: identifierFreshnessMs, max: 2000, keep });
const scenes = ttlCache<Result<IdentifierDetail>>({ ttlMs: identifierFreshnessMs, max: 4000, keep: (r) => r.ok });

export function identifierDetail(identifier: string): Promise<Result<IdentifierDetail>> {
  return details.get(identifier, () => call(contract.identifier.detail, { identifier }));
}

/** A public (not SMS-gated) scene's elements, for the first tab rendered on the server. */
export function publicScene(identifier: string, sceneConfId: string | number): Promise<Result<IdentifierDetail>> {
  return scenes.get(`${identifier}\u0000${sceneConfId}`, () => call(contract.identifier.detail, { identifier, sceneConfId }));
}

export function isNotFound(result: Result<unknown>): boolean {
  return !result.ok && result.error.kind === 'gateway' && result.error.status === 404;
}
