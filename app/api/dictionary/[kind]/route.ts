import { contract } from '@/core/contract';
import { dictQuery } from '@/core/contract/dictionary';
import { call } from '@/lib/gateway/client';
import { answer, gatewayFailed } from '@/lib/http/answer';
import { messages } from '@/core/messages';

/** One level of the industry or area dictionary (000 §7), for cascaders that load level by level. */
export async function GET(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params;
  const entry = kind === 'industry' ? contract.dictionary.industries : kind === 'area' ? contract.dictionary.areas : undefined;
  const url = new URL(request.url);
  const query = dictQuery.safeParse({ level: url.searchParams.get('level'), parentCode: url.searchParams.get('parentCode') });
  if (!entry || !query.success) return answer({ ok: false, message: messages.requestError }, 400);
  const result = await call(entry, query.data);
  if (!result.ok) return gatewayFailed(result.error, messages.loadFailed);
  // The dictionaries change with a national standard, not by the minute: browsers may keep them an hour.
  return Response.json({ ok: true, data: result.data.map(({ code, name }) => ({ code, name })) }, { headers: { 'Cache-Control': 'public, max-age=3600' } });
}
