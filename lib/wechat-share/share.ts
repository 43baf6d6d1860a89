import 'server-only';
import { env } from '@/lib/config/env';
import { nonce, shareSignature, signableUrl } from './signature';
import { memoryTicketStore, redisTicketStore } from './ticket-store';
import { jsapiTickets } from './tickets';

let tickets: ReturnType<typeof jsapiTickets> | undefined;

/** This process's ticket source, made on first use: undefined when no official account is configured. */
function ticketSource() {
  const e = env();
  if (!e.WECHAT_MP_APP_ID || !e.WECHAT_MP_APP_SECRET) return undefined;
  tickets ??= jsapiTickets({ appId: e.WECHAT_MP_APP_ID, appSecret: e.WECHAT_MP_APP_SECRET, apiUrl: e.WECHAT_API_URL }, e.REDIS_URL ? redisTicketStore(e.REDIS_URL) : memoryTicketStore());
  return tickets;
}

export type ShareConfig = { appId: string; timestamp: number; nonceStr: string; signature: string };

/**
 * What a page opened in WeChat hands to `wx.config` (issue 63): the official account, a timestamp, a nonce
 * and the signature of the page's own address. Undefined when the address is not this site's or no account
 * is configured; a WeChat failure throws (the page keeps WeChat's default card).
 */
export async function shareConfig(askedUrl: string | null): Promise<ShareConfig | undefined> {
  const e = env();
  const source = ticketSource();
  const url = signableUrl(askedUrl, e.SITE_URL);
  if (!source || !url || !e.WECHAT_MP_APP_ID) return undefined;
  const ticket = await source.ticket();
  const timestamp = Math.floor(Date.now() / 1000);
  const nonceStr = nonce();
  return { appId: e.WECHAT_MP_APP_ID, timestamp, nonceStr, signature: shareSignature({ ticket, nonceStr, timestamp, url }) };
}
