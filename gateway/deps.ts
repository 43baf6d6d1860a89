import type { ClientCredentials } from '@/core/contract/client-credentials';
import type { Database } from './db/client';
import type { GatewayMode } from '@/core/env/gateway-mode';
import type { PaymentSetup } from './payment/providers';
import type { SmsSetup } from './sms/setup';

/** What the gateway's routes are given: the database, the clock (tests move it) and its settings. */
export interface GatewayDeps {
  database: Database;
  now: () => Date;
  /** development, test and demo keep an SMS outbox; production sends for real (gateway/mode.ts). */
  mode: GatewayMode;
  /** Signs captcha proofs. Every gateway process over the same database needs the same one. */
  secret?: string;
  /** Where uploads are kept (DATA_DIR/uploads); tests give a temporary folder. */
  storageDir?: string;
  /** The portal's OAuth client, checked on the token calls; unset reads GATEWAY_CLIENT_ID/SECRET or the defaults. */
  client?: ClientCredentials;
  /** Payment providers; unset reads them from the environment (the sandbox unless configured). */
  payments?: PaymentSetup;
  /** Who sends SMS codes; unset reads it from the environment (the outbox outside production). */
  sms?: SmsSetup;
}
