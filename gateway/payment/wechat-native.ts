import { createSign, randomBytes } from 'node:crypto';
import type { WechatConfig } from '@/core/env/payment';
import type { PaymentProvider, TradeState } from './provider';

export type { WechatConfig } from '@/core/env/payment';

/** WeChat Pay API v3's request signature: method, path, time, nonce and body, RSA-SHA256. */
export function wechatAuthorization(config: WechatConfig, method: string, pathWithQuery: string, body: string, now = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000).toString();
  const nonce = randomBytes(16).toString('hex');
  const message = `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;
  const signature = createSign('RSA-SHA256').update(message).sign(config.privateKey, 'base64');
  return `WECHATPAY2-SHA256-RSA2048 mchid="${config.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${config.serialNo}"`;
}

const states: Record<string, TradeState> = { SUCCESS: 'paid', PAYERROR: 'failed', CLOSED: 'failed', REVOKED: 'failed' };

/**
 * WeChat Pay native (QR) through API v3. Off unless WECHAT_PAY_* is configured. Answers of the provider
 * are not signature-checked here: the trade state is read back by query, never taken from the browser.
 */
export function wechatNativeProvider(config: WechatConfig): PaymentProvider {
  const base = config.apiBase ?? 'https://api.mch.weixin.qq.com';
  async function send(method: 'GET' | 'POST', path: string, body?: object) {
    const text = body ? JSON.stringify(body) : '';
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: wechatAuthorization(config, method, path, text), accept: 'application/json', 'content-type': 'application/json' },
      body: body ? text : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, json: (await response.json().catch(() => ({}))) as Record<string, unknown> };
  }
  return {
    name: 'wechat',
    async start(payment) {
      try {
        const { status, json } = await send('POST', '/v3/pay/transactions/native', {
          appid: config.appid,
          mchid: config.mchid,
          description: payment.description.slice(0, 127),
          out_trade_no: payment.tradeNo,
          notify_url: config.notifyUrl,
          amount: { total: payment.amountCents, currency: 'CNY' },
        });
        if (status === 200 && typeof json.code_url === 'string') return { ok: true, payUrl: json.code_url };
        return { ok: false, message: typeof json.message === 'string' ? json.message : '微信支付下单失败' };
      } catch {
        return { ok: false, message: '微信支付服务暂时不可用' };
      }
    },
    async query(tradeNo) {
      const { status, json } = await send('GET', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(tradeNo)}?mchid=${encodeURIComponent(config.mchid)}`);
      if (status !== 200) return 'pending';
      return states[String(json.trade_state)] ?? 'pending';
    },
  };
}
