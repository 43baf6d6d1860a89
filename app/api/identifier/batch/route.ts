import { z } from 'zod';
import { accepted, answer, readJson } from '@/lib/http/answer';
import { clientIp } from '@/lib/http/client-ip';
import { resolveBatch } from '@/lib/identifier/batch';
import { batchMax, prepareBatch, tooManyMessage } from '@/lib/identifier/batch-input';
import { BatchLimit } from '@/lib/identifier/batch-limit';
import { messages } from '@/core/messages';
import { portalMetrics } from '@/lib/metrics/families';

// Raw entries as typed or read from a sheet: normalised and checked here again (lib/identifier/batch-input.ts).
// The body is JSON of 64 KB at most (readJson): 500 identifiers of ordinary length fit many times over.
const body = z.strictObject({ identifiers: z.array(z.string().max(1_000)).min(1).max(batchMax) });

const limit = new BatchLimit();

/**
 * `POST /api/identifier/batch`: up to 500 identifiers in, one row each out, with the lines that are not
 * identifiers and why (issue 18 item 2; the batch page uses it in slices; README and /develop_document).
 */
export async function POST(request: Request) {
  const raw = await readJson(request);
  const parsed = body.safeParse(raw);
  if (!parsed.success) {
    const entries = (raw as { identifiers?: unknown } | undefined)?.identifiers;
    const tooMany = Array.isArray(entries) ? tooManyMessage(entries.length) : undefined;
    return answer({ ok: false, message: tooMany ?? messages.batchBody }, 400);
  }
  const batch = prepareBatch(parsed.data.identifiers.map((text, i) => ({ line: i + 1, text })));
  const spent = await limit.spend((await clientIp()) ?? 'all', batch.identifiers.length);
  if (!spent.ok) {
    portalMetrics().limitRefusals.inc({ door: 'identifier_batch' });
    return answer({ ok: false, message: messages.batchLimited }, 429, { 'Retry-After': String(spent.retryAfter) });
  }
  const results = await resolveBatch(batch.identifiers);
  return accepted('/api/identifier/batch', { results, invalid: batch.invalid, duplicates: batch.duplicates }, { 'X-RateLimit-Remaining': String(spent.remaining) });
}
