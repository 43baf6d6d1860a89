import 'server-only';
import { contract } from '@/core/contract';
import type { ProductGroup } from '@/core/contract/home';
import { call } from '@/lib/gateway/client';
import type { Result } from '@/lib/gateway/result';

/** The home page's three scenario tabs (000 §2), each with at most 2 products. */
export async function homeProductGroups(): Promise<Result<ProductGroup[]>> {
  const result = await call(contract.home.topProducts, {});
  if (!result.ok) return result;
  return {
    ok: true,
    data: (result.data ?? []).slice(0, 3).map((g) => ({ ...g, apiProductManagerVoList: (g.apiProductManagerVoList ?? []).slice(0, 2) })),
  };
}
