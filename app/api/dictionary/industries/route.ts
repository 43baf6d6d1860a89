import { z } from 'zod';
import { industries } from '@/lib/dictionary/industries';
import { messages } from '@/core/messages';

const query = z.object({
  level: z.enum(['1', '2', '3']).default('1'),
  parentCode: z.string().regex(/^(?:-1|[A-Za-z0-9]{1,12})$/).default('-1'),
});

/** One level of the industry dictionary for the browser's selects (consultation, prefix registration). */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const parsed = query.safeParse({ level: params.get('level') ?? undefined, parentCode: params.get('parentCode') ?? undefined });
  if (!parsed.success) return Response.json({ ok: false, message: messages.requestError }, { status: 400 });
  const list = await industries(Number(parsed.data.level) as 1 | 2 | 3, parsed.data.parentCode);
  if (!list) return Response.json({ ok: false, message: messages.loadFailed }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  return Response.json({ ok: true, data: list }, { headers: { 'Cache-Control': 'public, max-age=3600' } });
}
