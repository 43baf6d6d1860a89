import 'server-only';
import { contract, type IdentifierDetail } from '@/core/contract';
import { call } from '@/lib/gateway/client';
import type { Result } from '@/lib/gateway/result';
import { userMessage } from '@/lib/gateway/user-message';
import { publicScene } from './load';
import type { SceneRequest, SceneResponse } from './scene-api';
import { verifiedPhone } from './verified-phones';

export interface SceneAnswer {
  body: SceneResponse;
  status: number;
}

/**
 * The scene door's answer to the gateway's read of one scene. A monitoring or remote-operations scene the
 * browser has verified no phone for is the gate's expected first state, not a failure: 200 with
 * `needsVerification` and no data, so the browser logs no 403 each time such a tab opens (issue 39 item
 * 11). The data still comes only with a verified phone: the gateway refuses the read without one, and a
 * refusal carries nothing but its message here.
 */
export function sceneAnswer(result: Result<IdentifierDetail>): SceneAnswer {
  if (result.ok) return { body: { ok: true, data: result.data }, status: 200 };
  const message = userMessage(result.error);
  if (result.error.status === 403) return { body: { ok: false, message, needsVerification: true }, status: 200 };
  return { body: { ok: false, message }, status: result.error.status === 404 ? 404 : 502 };
}

/**
 * One scene for the browser (POST /api/identifier/scene). Gated scenes go with the phone this browser
 * verified, if any; public ones through the shared cache; an AI-production filter asks the gateway each time.
 */
export async function sceneForBrowser({ identifier, sceneConfId, intelligentProductionRequest }: SceneRequest): Promise<SceneAnswer> {
  const mobile = await verifiedPhone(identifier);
  const result = intelligentProductionRequest
    ? await call(contract.identifier.detail, { identifier, sceneConfId, intelligentProductionRequest })
    : mobile
      ? await call(contract.identifier.detail, { identifier, sceneConfId, mobile })
      : await publicScene(identifier, sceneConfId);
  return sceneAnswer(result);
}
