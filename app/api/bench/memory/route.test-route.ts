import { messages } from '@/core/messages';
import { env } from '@/lib/config/env';

/**
 * Heap and RSS of this server process for `npm run soak`, after a full collection when the process runs
 * with --expose-gc (the live heap, not what garbage happens to lie around). Exists only with BENCH=1.
 */
export function GET() {
  if (!env().BENCH) return new Response(messages.notFoundTitle, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  return Response.json({ rss, heapUsed, heapTotal, external, arrayBuffers, collected: Boolean(gc) }, { headers: { 'Cache-Control': 'no-store' } });
}

export const dynamic = 'force-dynamic';
