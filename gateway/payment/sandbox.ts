import type { GatewayMode } from '../mode';
import type { PaymentProvider } from './provider';

/**
 * The payment sandbox: each attempt gets a page of the embedded gateway (served through the portal at
 * /api/pay-sandbox) where a person or a test presses 'pay' or 'fail'. No money moves.
 */
export function sandboxProvider(baseUrl: string): PaymentProvider {
  const base = baseUrl.replace(/\/$/, '');
  return {
    name: 'sandbox',
    async start(payment) {
      return { ok: true, payUrl: `${base}/pay/${payment.token}` };
    },
  };
}

const switchValues: Record<string, boolean> = { on: true, true: true, '1': true, off: false, false: false, '0': false };

/** PAYMENT_SANDBOX as written: true or false when it is a known word, undefined when unset, 'invalid' otherwise. */
export function sandboxSwitch(env: Record<string, string | undefined>): boolean | undefined | 'invalid' {
  const value = env.PAYMENT_SANDBOX?.trim().toLowerCase();
  if (!value) return undefined;
  return value in switchValues ? switchValues[value] : 'invalid';
}

/**
 * Whether the sandbox answers: on by default where nothing real is promised (development, test, demo),
 * off in production unless the operator writes PAYMENT_SANDBOX=on. A value it cannot read keeps it off
 * (and paymentSetupFromEnv reports it), so a typo never opens it.
 */
export function paymentSandboxOn(env: Record<string, string | undefined>, mode: GatewayMode): boolean {
  const written = sandboxSwitch(env);
  if (written === 'invalid') return false;
  return written ?? mode !== 'production';
}
