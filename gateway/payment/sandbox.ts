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

export { paymentSandboxOn, sandboxSwitch } from '@/core/env/payment';
