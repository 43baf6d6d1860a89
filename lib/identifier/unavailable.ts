import { ExpectedError } from '@/lib/log/expected-error';

/**
 * Thrown by the identifier page when the gateway cannot answer: nothing is cached from such a render,
 * so the last good page keeps being served, and a page never rendered shows the outage screen. Printed
 * by Next as one line (lib/log/expected-error.ts).
 */
export class IdentifierUnavailable extends ExpectedError {
  constructor(readonly userMessage: string) {
    super(`identifier unavailable: ${userMessage}`);
    this.name = 'IdentifierUnavailable';
  }
}

/**
 * identifier → when its gateway last failed; read by runtime/outage-status.ts. On globalThis: the page and
 * the runtime (instrumentation) are bundled apart, each with its own copy of this module.
 */
export const unavailableRegistryKey = Symbol.for('idportal.unavailable-identifiers');
/** Entries past this many are pruned of those older than the one-minute window. */
const pruneAbove = 1_000;
/** And never more than this many, oldest out first, whatever a storm of unknown identifiers asks. */
const hardLimit = 10_000;
const windowMs = 60_000;

function registry(): Map<string, number> {
  const store = globalThis as unknown as Record<symbol, unknown>;
  if (!(store[unavailableRegistryKey] instanceof Map)) store[unavailableRegistryKey] = new Map<string, number>();
  return store[unavailableRegistryKey] as Map<string, number>;
}

/**
 * Notes that the gateway failed for this identifier, so the runtime sends the failure screen of a page
 * never rendered with 503 rather than the 500 a throwing render gets (issue 16 item 5). In `next dev`
 * nothing reads it and the status stays 500.
 */
export function markUnavailable(identifier: string, now = Date.now()): void {
  const failed = registry();
  failed.delete(identifier);
  failed.set(identifier, now);
  if (failed.size <= pruneAbove) return;
  for (const [key, at] of failed) {
    if (now - at <= windowMs && failed.size <= hardLimit) break;
    failed.delete(key);
  }
}

/** Whether the gateway failed for this identifier within the last minute. */
export function failedRecently(identifier: string, now = Date.now()): boolean {
  const at = registry().get(identifier);
  return at !== undefined && now - at <= windowMs;
}
