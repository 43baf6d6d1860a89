import 'server-only';
import { contract } from '@/core/contract';
import type { DictEntry } from '@/core/contract/dictionary';
import { call } from '@/lib/gateway/client';
import { ttlCache } from '@/lib/cache/ttl-cache';

export interface IndustryOption {
  code: string;
  name: string;
}

// The national classification changes once in years: one gateway call per level and parent per hour.
const cache = ttlCache<IndustryOption[] | null>({ ttlMs: 3_600_000, max: 200, keep: (v) => v !== null });

/** One level of the industry dictionary (000 §7: level '1' with parentCode '-1' is the first). Null when the gateway cannot answer. */
export function industries(level: 1 | 2 | 3, parentCode: string): Promise<IndustryOption[] | null> {
  return cache.get(`${level}:${parentCode}`, async () => {
    const result = await call(contract.dictionary.industries, { level: String(level), parentCode });
    return result.ok ? result.data.map((e: DictEntry) => ({ code: String(e.code), name: e.name })) : null;
  });
}
