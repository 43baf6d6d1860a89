import { z } from 'zod';
import { contract } from '@/core/contract';
import { identifierCode, productionFilter } from '@/core/contract/identifier';
import { call } from '@/lib/gateway/client';
import { userMessage } from '@/lib/gateway/user-message';
import { publicScene } from '@/lib/identifier/load';
import type { SceneResponse } from '@/lib/identifier/scene-api';
import { verifiedPhone } from '@/lib/identifier/verified-phones';
import { messages } from '@/core/messages';

const body = z.strictObject({
  identifier: identifierCode,
  sceneConfId: z.union([z.number().int().nonnegative(), z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/)]),
  intelligentProductionRequest: productionFilter.optional(),
});

const json = (answer: SceneResponse, status = 200) => Response.json(answer, { status, headers: { 'Cache-Control': 'private, no-store' } });

/** The browser's door to one scene. Gated scenes go with the phone this browser verified, if any. */
export async function POST(request: Request) {
  const parsed = body.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) {
    const tooLong = parsed.error.issues.some((i) => i.path.includes('endTime'));
    return json({ ok: false, message: tooLong ? messages.rangeTooLong : messages.requestError }, 400);
  }
  const { identifier, sceneConfId, intelligentProductionRequest } = parsed.data;
  const mobile = await verifiedPhone(identifier);
  const result = intelligentProductionRequest
    ? await call(contract.identifier.detail, { identifier, sceneConfId, intelligentProductionRequest })
    : mobile
      ? await call(contract.identifier.detail, { identifier, sceneConfId, mobile })
      : await publicScene(identifier, sceneConfId);
  if (result.ok) return json({ ok: true, data: result.data });
  if (result.error.status === 403) return json({ ok: false, message: userMessage(result.error), needsVerification: true }, 403);
  return json({ ok: false, message: userMessage(result.error) }, result.error.status === 404 ? 404 : 502);
}
