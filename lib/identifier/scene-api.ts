import type { IdentifierDetail } from '@/core/contract';
import type { ProductionFilter } from '@/core/contract/identifier';
import { commonMessages } from '@/core/messages/common';

/**
 * The browser's door to one scene: POST /api/identifier/scene with this body. Monitoring and remote
 * operations answer `needsVerification` (with 200: the expected state, not an error) until the visitor's
 * phone is verified (POST /api/identifier/sms).
 */
export interface SceneRequest {
  identifier: string;
  sceneConfId: string | number;
  intelligentProductionRequest?: ProductionFilter;
}

export type SceneResponse =
  | { ok: true; data: IdentifierDetail }
  | { ok: false; message: string; needsVerification?: boolean };

export async function fetchScene(request: SceneRequest, signal?: AbortSignal): Promise<SceneResponse> {
  try {
    const response = await fetch('/api/identifier/scene', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
      signal,
    });
    return (await response.json()) as SceneResponse;
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    return { ok: false, message: navigator.onLine === false ? commonMessages.offline : commonMessages.serverEaten };
  }
}
