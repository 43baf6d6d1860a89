import { format, messages } from '@/core/messages';
import { siteName } from '@/lib/seo/site';

/** Seconds a client is asked to wait: about two of the outage probe's rounds (lib/gateway/outage.ts). */
export const retryAfterSeconds = 5;

interface Screen {
  heading: string;
  text: string;
  /** Reloads the page after this many seconds (a meta refresh: no script). */
  refreshSeconds?: number;
}

/**
 * A self-contained screen sent without rendering the shell (by proxy.ts, by the runtime's pipeline): the
 * message, a way home, no script and only an inline style, so it costs nothing to send.
 */
export function screenHtml({ heading, text, refreshSeconds }: Screen): string {
  const refresh = refreshSeconds ? `<meta http-equiv="refresh" content="${refreshSeconds}">` : '';
  return `<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">${refresh}<title>${heading} - ${siteName}</title>
<style>body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#1f2937;text-align:center;padding:4rem 1rem}h1{font-size:1.5rem}h1,p{text-wrap:balance;word-break:keep-all;overflow-wrap:anywhere}a{color:#1565c0}</style>
</head><body><main><p>${siteName}</p><h1>${heading}</h1><p>${text}</p><p><a href="/home">${messages.backHome}</a></p></main></body></html>`;
}

/** The headers of such a screen (a 503, or the crawler limit's 429): never stored, try again after `retrySeconds`. */
export function screenHeaders(policy: string, retrySeconds: number): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': String(retrySeconds),
    'content-security-policy': policy,
  };
}

/**
 * What a page that needs the gateway answers while the gateway is down: HTTP 503 at once, with the
 * spec's message, a way home and no wait for a call that would fail.
 */
export function unavailablePage(policy: string): Response {
  const html = screenHtml({ heading: messages.serverEaten, text: messages.loadFailed });
  return new Response(html, { status: 503, headers: screenHeaders(policy, retryAfterSeconds) });
}

/** What an identifier page answers when its portal has more such requests in hand than it takes (runtime/load-shedding.ts). */
export function busyScreenHtml(retrySeconds: number): string {
  return screenHtml({ heading: messages.identifierBusy, text: format(messages.identifierBusyRetry, { seconds: retrySeconds }), refreshSeconds: retrySeconds });
}

/** What a client that claims a search engine's crawler gets past its rate (runtime/crawler-limits.ts): no refresh, a crawler comes back by itself. */
export function crawlerLimitedHtml(retrySeconds: number): string {
  return screenHtml({ heading: messages.crawlerLimited, text: format(messages.crawlerLimitedRetry, { seconds: retrySeconds }) });
}
