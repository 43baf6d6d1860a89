import { contract } from '@/core/contract';
import { publicConfig } from '@/lib/config/env';
import { call } from '@/lib/gateway/client';
import { resolverDescription } from '@/lib/linkset/description';
import { preflightHeaders, resolverCors } from '@/lib/linkset/http';

/**
 * /.well-known/resolver and /.well-known/gs1resolver (next.config.mjs rewrites them here): this node as a
 * resolver describes itself (ISO/IEC 18975). The node prefixes come from the gateway's list of second-level
 * nodes; without it the description still stands, with none named.
 */
export async function GET() {
  const { siteUrl, servicePhone } = publicConfig();
  const nodes = await call(contract.dictionary.secondNodes, {});
  const body = resolverDescription({ siteUrl, servicePhone, nodes: nodes.ok ? nodes.data : [] });
  return Response.json(body, { headers: { ...resolverCors, 'Cache-Control': `public, max-age=${nodes.ok ? 3600 : 60}` } });
}

export function OPTIONS() {
  return new Response(null, { status: 204, headers: preflightHeaders });
}
