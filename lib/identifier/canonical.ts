import 'server-only';
import { permanentRedirect } from 'next/navigation';
import type { IdentifierDetail } from '@/core/contract';
import type { Result } from '@/lib/gateway/result';
import { canonicalIdentifierPath } from './path';

/**
 * An identifier typed in another ASCII casing (`88.365.1/demo0001`) resolves, then answers with its
 * canonical address (308), so links, caches and crawlers keep one page per identifier.
 */
export function redirectToCanonical(requested: string, detail: Result<IdentifierDetail>): void {
  const target = detail.ok && detail.data.identifier ? canonicalIdentifierPath(requested, detail.data.identifier) : undefined;
  if (target) permanentRedirect(target);
}
