import { z } from 'zod';
import { identifierCode, productionFilter } from '@/core/contract/identifier';
import type { SceneResponse } from '@/lib/identifier/scene-api';
import { sceneForBrowser } from '@/lib/identifier/scene-answer';
import { messages } from '@/core/messages';

const body = z.strictObject({
  identifier: identifierCode,
  sceneConfId: z.union([z.number().int().nonnegative(), z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/)]),
  intelligentProductionRequest: productionFilter.optional(),
});

const json = (answer: SceneResponse, status = 200) => Response.json(answer, { status, headers: { 'Cache-Control': 'private, no-store' } });

/**
 * The browser's door to one scene. A gated scene without a verified phone answers with the SMS gate
 * (lib/identifier/scene-answer.ts).
 */
export async function POST(request: Request) {
  const parsed = body.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) {
    const tooLong = parsed.error.issues.some((i) => i.path.includes('endTime'));
    return json({ ok: false, message: tooLong ? messages.rangeTooLong : messages.requestError }, 400);
  }
  const answer = await sceneForBrowser(parsed.data);
  return json(answer.body, answer.status);
}
