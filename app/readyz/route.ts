import { gatewayReady } from '@/lib/gateway/ready';
import { isDraining } from '@/lib/server/draining';

/** Readiness: the database (embedded gateway) or the real gateway answers; else 503. */
export async function GET() {
  if (isDraining()) return Response.json({ status: 'draining' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  const problem = await gatewayReady();
  if (problem) {
    return Response.json({ status: 'unavailable', reason: problem }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}

export const dynamic = 'force-dynamic';
