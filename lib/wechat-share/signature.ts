import { createHash, randomBytes } from 'node:crypto';

/**
 * The JS-SDK's signature of a page (WeChat's 附录1, JS-SDK使用权限签名算法): SHA-1 of the four fields in
 * ASCII order of their names, joined as a query string. `url` is the page's address as the browser has it,
 * without its fragment.
 */
export function shareSignature({ ticket, nonceStr, timestamp, url }: { ticket: string; nonceStr: string; timestamp: number; url: string }): string {
  return createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`).digest('hex');
}

/** A fresh nonce of 16 letters and digits. */
export function nonce(): string {
  return randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 16);
}

/**
 * The address to sign, if it is one of this site's pages: same origin as SITE_URL, no fragment. Anything
 * else is refused, so the portal signs for no one else's page.
 */
export function signableUrl(asked: string | null, siteUrl: string): string | undefined {
  if (!asked || asked.length > 2_048) return undefined;
  try {
    const url = new URL(asked);
    if (url.origin !== new URL(siteUrl).origin) return undefined;
    return asked.split('#')[0];
  } catch {
    return undefined;
  }
}
