// When this portal last heard that an identifier changed (lib/identifier/revalidate.ts), for the identifier
// files' validators: their boundaries are kept 5 minutes (sources.ts), so for that long a change is not
// yet in a file's newest time, and a crawler holding the file's old version must not get 304. Any change
// renews every file's version until the boundaries have been read again. On globalThis: the revalidation
// door and the sitemap routes may be bundled apart.

const key = Symbol.for('idportal.sitemap-recent-change');
type Holder = Record<symbol, number | undefined>;

/** Notes that identifiers changed now. */
export function noteIdentifierChange(now = Date.now()): void {
  (globalThis as unknown as Holder)[key] = now;
}

/** The last change heard of within `windowMs`, if any. */
export function recentIdentifierChange(windowMs: number, now = Date.now()): Date | undefined {
  const at = (globalThis as unknown as Holder)[key];
  return at !== undefined && now - at <= windowMs ? new Date(at) : undefined;
}
