import type { CashierConfig } from '@/core/env/payment';
import type { PaymentProvider, TradeState } from './provider';

export type { CashierConfig } from '@/core/env/payment';

const states: Record<string, TradeState> = { SUCCESS: 'paid', PAID: 'paid', FAIL: 'failed', FAILED: 'failed', CLOSED: 'failed' };

/**
 * The online (card/bank redirect) cashier. The provider's API is not in the spec; this adapter posts the
 * contract's own fields with an app key and reads back pageUrl. Off unless ONLINE_PAY_* is configured.
 */
export function cashierProvider(config: CashierConfig): PaymentProvider {
  return {
    name: 'cashier',
    async start(payment) {
      try {
        const response = await fetch(config.createUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-app-key': config.appKey },
          body: JSON.stringify({
            payeeUserNo: config.payeeUserNo,
            bizOrderNo: payment.tradeNo,
            orderAmount: payment.amountCents,
            payAmount: payment.amountCents,
            poundageAmount: 0,
            redirectUrl: payment.redirectUrl,
            description: payment.description,
          }),
          signal: AbortSignal.timeout(10_000),
        });
        const json = (await response.json().catch(() => ({}))) as { data?: { pageUrl?: unknown }; message?: unknown };
        if (response.ok && typeof json.data?.pageUrl === 'string') return { ok: true, payUrl: json.data.pageUrl };
        return { ok: false, message: typeof json.message === 'string' ? json.message : '在线支付下单失败' };
      } catch {
        return { ok: false, message: '在线支付服务暂时不可用' };
      }
    },
    query: config.queryUrl
      ? async (tradeNo) => {
          const response = await fetch(`${config.queryUrl}?bizOrderNo=${encodeURIComponent(tradeNo)}`, { headers: { 'x-app-key': config.appKey }, signal: AbortSignal.timeout(10_000) });
          const json = (await response.json().catch(() => ({}))) as { data?: { status?: unknown } };
          return states[String(json.data?.status)] ?? 'pending';
        }
      : undefined,
  };
}
