/** An address without its user, password, query or fragment: what may be logged. */
export function safeUrl(value: string): string {
  try {
    const url = new URL(value);
    return `${url.protocol}//${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return '(unreadable)';
  }
}
