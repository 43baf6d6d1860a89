import { commonMessages } from '@/core/messages/common';
import type { AiOption } from './ai-time';

/** GET /api/dictionary/data-options: the gateway's AI-production data options (000 §7), which name the AI tabs. */
export type DataOptionsAnswer = { ok: true; data: AiOption[] } | { ok: false; message: string };

export const dataOptionsDoor = '/api/dictionary/data-options';

/** Never throws but for an abort: a failure is the answer's message, in Chinese. */
export async function fetchDataOptions(signal?: AbortSignal): Promise<DataOptionsAnswer> {
  try {
    const response = await fetch(dataOptionsDoor, { headers: { accept: 'application/json' }, signal });
    const body = (await response.json()) as Partial<DataOptionsAnswer>;
    if (body.ok === true && Array.isArray(body.data)) return { ok: true, data: body.data };
    return { ok: false, message: (body.ok === false && body.message) || commonMessages.loadFailed };
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    return { ok: false, message: navigator.onLine === false ? commonMessages.offline : commonMessages.loadFailed };
  }
}
