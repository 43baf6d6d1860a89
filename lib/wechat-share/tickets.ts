import type { TicketStore } from './ticket-store';

/** A kept ticket is fetched again when it has less than this left: no signature is made with one about to end. */
export const refreshMarginMs = 5 * 60_000;
/** How long one instance may take to fetch the two before another may try. */
const claimMs = 10_000;
/** How long an instance waits for the one fetching, looking every `pollMs`. */
const waitMs = 5_000;
const pollMs = 100;

export interface WechatApi {
  appId: string;
  appSecret: string;
  apiUrl: string;
}

export class WechatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WechatError';
  }
}

type Fetch = typeof fetch;

async function wechatJson(fetcher: Fetch, url: URL): Promise<Record<string, unknown>> {
  const response = await fetcher(url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new WechatError(`WeChat answered HTTP ${response.status} for ${url.pathname}`);
  const body = (await response.json()) as Record<string, unknown>;
  // WeChat says what went wrong in errcode (0: none) with an HTTP 200.
  if (body.errcode !== undefined && body.errcode !== 0) throw new WechatError(`WeChat refused ${url.pathname}: errcode ${String(body.errcode)} ${String(body.errmsg ?? '')}`);
  return body;
}

/** The access token, then the JS-SDK ticket it opens, each with when it ends. */
async function fetchTicket(api: WechatApi, fetcher: Fetch, now: number) {
  const tokenUrl = new URL('/cgi-bin/token', api.apiUrl);
  tokenUrl.search = new URLSearchParams({ grant_type: 'client_credential', appid: api.appId, secret: api.appSecret }).toString();
  const token = await wechatJson(fetcher, tokenUrl);
  if (typeof token.access_token !== 'string') throw new WechatError('WeChat gave no access_token');
  const ticketUrl = new URL('/cgi-bin/ticket/getticket', api.apiUrl);
  ticketUrl.search = new URLSearchParams({ access_token: token.access_token, type: 'jsapi' }).toString();
  const ticket = await wechatJson(fetcher, ticketUrl);
  if (typeof ticket.ticket !== 'string') throw new WechatError('WeChat gave no ticket');
  const seconds = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 7_200);
  return {
    token: { value: token.access_token, expiresAt: now + seconds(token.expires_in) * 1000 },
    ticket: { value: ticket.ticket, expiresAt: now + seconds(ticket.expires_in) * 1000 },
  };
}

/**
 * The JS-SDK ticket, shared by every instance through the store: kept until five minutes before it ends,
 * then fetched again by one instance (the claim) while the others wait for it, and within one instance by
 * one request at a time.
 */
export function jsapiTickets(api: WechatApi, store: TicketStore, { fetcher = fetch, now = Date.now, sleep = (ms: number) => new Promise((r) => setTimeout(r, ms)) }: { fetcher?: Fetch; now?: () => number; sleep?: (ms: number) => Promise<void> } = {}) {
  let inFlight: Promise<string> | undefined;
  const fresh = (kept: { expiresAt: number } | undefined) => kept !== undefined && kept.expiresAt - now() > refreshMarginMs;

  async function obtain(): Promise<string> {
    const kept = await store.get('ticket');
    if (kept && fresh(kept)) return kept.value;
    if (await store.claim('ticket', claimMs)) {
      try {
        const { token, ticket } = await fetchTicket(api, fetcher, now());
        await store.set('token', token);
        await store.set('ticket', ticket);
        return ticket.value;
      } finally {
        await store.release('ticket');
      }
    }
    // Another instance is fetching: wait for what it keeps, or use the old one while it is still good.
    for (let waited = 0; waited < waitMs; waited += pollMs) {
      await sleep(pollMs);
      const now_ = await store.get('ticket');
      if (now_ && fresh(now_)) return now_.value;
    }
    if (kept && kept.expiresAt > now()) return kept.value;
    throw new WechatError('no JS-SDK ticket: another instance is fetching it and has not finished');
  }

  return {
    ticket(): Promise<string> {
      inFlight ??= obtain().finally(() => (inFlight = undefined));
      return inFlight;
    },
  };
}
