/**
 * A browser fingerprint for login and logout calls (000 §7): a SHA-256 of stable browser properties,
 * computed here, with no third-party service. Not an identity, only a hint the gateway logs per session.
 */
let cached: Promise<string> | undefined;

export function browserFingerprint(): Promise<string> {
  cached ??= compute().catch(() => 'unknown');
  return cached;
}

async function compute(): Promise<string> {
  const n = window.navigator;
  const parts = [
    n.userAgent,
    n.language,
    (n.languages ?? []).join(','),
    n.hardwareConcurrency,
    `${window.screen.width}x${window.screen.height}x${window.screen.colorDepth}`,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    new Date().getTimezoneOffset(),
    n.maxTouchPoints,
  ].join('|');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(parts));
  return Array.from(new Uint8Array(digest).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
}
