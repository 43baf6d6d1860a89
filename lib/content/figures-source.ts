import 'server-only';
import { contract } from '@/core/contract';
import { call } from '@/lib/gateway/client';
import { parseFigures, type PlatformFigures } from './figures';

// Every open home page asks every 5 s. One gateway call serves all of them for a few seconds: the
// figures cannot change meaningfully faster, and the gateway should not pay per visitor. Process-local
// on purpose (a cache, not state): each portal instance keeps its own.
const freshForMs = 4000;
let last: { at: number; value: Promise<PlatformFigures | null> } | undefined;

async function load(): Promise<PlatformFigures | null> {
  const result = await call(contract.home.dataWarehouse, {});
  return result.ok ? parseFigures(result.data) : null;
}

/** The data-warehouse figures, or null when the gateway cannot answer (the page keeps its last ones). */
export function platformFigures(now = Date.now()): Promise<PlatformFigures | null> {
  if (!last || now - last.at > freshForMs) {
    const value = load();
    last = { at: now, value };
    // A failure is not kept: the next poll asks again (issue 5, bad input).
    void value.then((v) => {
      if (v === null && last?.value === value) last = undefined;
    });
  }
  return last.value;
}
