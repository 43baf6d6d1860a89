import { messages } from '@/core/messages';
import { siteName } from '@/lib/seo/site';

/** Seconds a client is asked to wait: about two of the outage probe's rounds (lib/gateway/outage.ts). */
export const retryAfterSeconds = 5;

/**
 * What a page that needs the gateway answers while the gateway is down: HTTP 503 at once, with the
 * spec's message, a way home and no wait for a call that would fail. Self-contained (proxy.ts sends it
 * without rendering the shell), so it carries no script and only an inline style.
 */
export function unavailablePage(policy: string): Response {
  const html = `<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${messages.serverEaten} - ${siteName}</title>
<style>body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#1f2937;text-align:center;padding:4rem 1rem}h1{font-size:1.5rem}a{color:#1565c0}</style>
</head><body><main><p>${siteName}</p><h1>${messages.serverEaten}</h1><p>${messages.loadFailed}</p><p><a href="/home">${messages.backHome}</a></p></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(retryAfterSeconds),
      'content-security-policy': policy,
    },
  });
}
