/** Liveness: the process answers. No upstream call, so a gateway outage never restarts the portal. */
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}

export const dynamic = 'force-dynamic';
