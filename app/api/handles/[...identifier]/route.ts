import { handleRecord } from '@/lib/identifier/handle-record';
import { identifierFromSegments } from '@/lib/identifier/path';
import { withValidator } from '@/lib/http/validators';

type Context = { params: Promise<{ identifier: string[] }> };

// Public data for any page or tool on any site, read-only and without cookies: CORS is open for reads.
const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': 'Accept, Content-Type',
  'Access-Control-Max-Age': '86400',
};

/** The identifier as a Handle record, in the shape of the Handle proxy's REST API (docs/decisions/0033-handle-api.md). */
export async function GET(request: Request, { params }: Context) {
  const identifier = identifierFromSegments((await params).identifier);
  const record = await handleRecord(identifier, new URL(request.url).searchParams);
  // Cached like the JSON twin: the values are fresh for 30 s; failures are not kept.
  const cacheControl = record.status === 200 ? 'public, max-age=30' : 'no-store';
  const answer = Response.json(record.body, { status: record.status, headers: { ...cors, 'Cache-Control': cacheControl } });
  return record.status === 200 ? withValidator(request, record.validator, answer) : answer;
}

export function OPTIONS() {
  return new Response(null, { status: 204, headers: cors });
}
