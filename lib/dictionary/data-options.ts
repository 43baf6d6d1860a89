import 'server-only';
import { contract } from '@/core/contract';
import { call } from '@/lib/gateway/client';
import type { Result } from '@/lib/gateway/result';
import { ttlCache } from '@/lib/cache/ttl-cache';
import type { AiOption } from '@/lib/identifier/ai-time';

// A dictionary, the same for every visitor: one gateway call an hour, and none kept when it failed.
const cache = ttlCache<Result<AiOption[]>>({ ttlMs: 3_600_000, max: 1, keep: (r) => r.ok });

/**
 * The AI-production data options (000 §7: no body, with token). The token goes along when the visitor
 * has one; a guest asks without, as the identifier page's other calls do (000 §6).
 */
export function dataOptions(token: string | undefined): Promise<Result<AiOption[]>> {
  return cache.get('all', async () => {
    const result = await call(contract.dictionary.dataOptions, {}, { token });
    return result.ok ? { ok: true, data: result.data.map(({ code, name }) => ({ code, name: name.trim() })) } : result;
  });
}
