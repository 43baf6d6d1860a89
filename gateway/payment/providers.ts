import { processEnv } from '@/core/env/process';
import type { GatewayDeps } from '../deps';
import type { PayChannel } from './provider';
import { paymentSetupFromEnv, type PaymentSetup } from './setup';

export type { PaymentSetup } from './setup';

// One setup per gateway: tests build gateways of several modes in one process.
const fromEnv = new WeakMap<GatewayDeps, PaymentSetup>();

/** The gateway's payment providers: the ones it was given, else those the environment configures for its mode. */
export function paymentSetup(deps: GatewayDeps): PaymentSetup {
  if (deps.payments) return deps.payments;
  let setup = fromEnv.get(deps);
  if (!setup) {
    setup = paymentSetupFromEnv(processEnv(), deps.mode);
    fromEnv.set(deps, setup);
  }
  return setup;
}

/** The provider of a channel, or undefined when the channel is off. */
export const providerFor = (deps: GatewayDeps, channel: PayChannel) => paymentSetup(deps)[channel];
