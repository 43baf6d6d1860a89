import 'server-only';
import { gatewayModeFromEnv, keepsOutbox } from '@/core/env/gateway-mode';
import { env } from '@/lib/config/env';
import { embeddedOutbox } from './embedded';

/**
 * The embedded gateway's SMS outbox is readable in the modes that keep one (development, test, demo) and
 * only when this process runs it: never in production mode, never in front of a real GATEWAY_URL.
 */
export function demoInboxOpen(): boolean {
  return !env().GATEWAY_URL && keepsOutbox(gatewayModeFromEnv());
}

export type NewestText = { ok: true; text: string | null } | { ok: false };

/** The newest SMS text sent to a phone, as the outbox keeps it. */
export async function newestOutboxText(phone: string): Promise<NewestText> {
  try {
    const answer = await embeddedOutbox(phone);
    if (!answer.ok) return { ok: false };
    const body = (await answer.json()) as { data?: { text?: unknown } };
    return { ok: true, text: typeof body.data?.text === 'string' ? body.data.text : null };
  } catch {
    return { ok: false };
  }
}
