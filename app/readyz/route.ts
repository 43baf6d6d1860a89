import { configurationProblems } from '@/lib/config/configuration-problems';
import { gatewayReady } from '@/lib/gateway/ready';
import { isDraining } from '@/lib/server/draining';

const noStore = { 'Cache-Control': 'no-store' };

/** Readiness: the configuration is consistent and the database (embedded gateway) or the real gateway answers; else 503. */
export async function GET() {
  if (isDraining()) return Response.json({ status: 'draining' }, { status: 503, headers: noStore });
  const reasons = configurationProblems();
  if (reasons.length > 0) return Response.json({ status: 'misconfigured', reasons }, { status: 503, headers: noStore });
  const problem = await gatewayReady();
  if (problem) {
    return Response.json({ status: 'unavailable', reason: problem }, { status: 503, headers: noStore });
  }
  return Response.json({ status: 'ok' }, { headers: noStore });
}

export const dynamic = 'force-dynamic';
