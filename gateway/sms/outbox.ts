import { logger } from '@/core/log/logger';
import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema';
import type { GatewayMode } from '@/core/env/gateway-mode';
import type { SmsProvider } from './provider';

/** Modes whose log shows each code: the quick start's demo and a developer's machine, never tests or production. */
export const logsCodes = (mode: GatewayMode) => mode === 'demo' || mode === 'development';

/**
 * Development, test and demo: the text is kept in the outbox table (the demo inbox and browser tests read
 * it) instead of being sent. Demo and development also write the code to the log, where the quick start
 * tells a newcomer to look. The field is `demoCode`: the logger censors any field named `code`.
 */
export function outboxProvider(db: Db, now: Date, mode: GatewayMode): SmsProvider {
  return {
    name: 'outbox',
    async send({ phone, purpose, code, text }) {
      await db.insert(smsOutbox).values({ phone, text, createdAt: now });
      if (logsCodes(mode)) logger().info({ service: 'gateway', mode, phone, purpose, demoCode: code }, 'SMS code kept in the outbox, not sent');
      return { ok: true };
    },
  };
}
