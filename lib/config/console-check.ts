import { value, type EnvRecord } from '@/core/env/record';
import { safeUrl } from './safe-url';

/**
 * Whether CONSOLE_URL leads to a console (issue 39 item 9). The console is another site: the header's
 * 控制台 and the payment result's 15-second countdown send people there. A console set to the portal's own
 * address, or one that answers 404 or not at all, sends them to a dead end, and only a start-up warning
 * tells the operator before a buyer finds it.
 */

const effect = "the 控制台 links and the payment result's countdown lead";

const originOf = (address: string): string | undefined => {
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
};

/** Which of the portal's own addresses CONSOLE_URL is at: SITE_URL's origin, or a loopback address at PORT. */
export function consoleAtPortal(env: EnvRecord): string | undefined {
  const consoleUrl = value(env, 'CONSOLE_URL');
  const consoleOrigin = consoleUrl && originOf(consoleUrl);
  if (!consoleOrigin || consoleOrigin === 'null') return undefined;
  if (consoleOrigin === originOf(value(env, 'SITE_URL') ?? 'http://localhost:3000')) return "SITE_URL's origin";
  const port = value(env, 'PORT') ?? '3000';
  const here = ['localhost', '127.0.0.1', '[::1]', '0.0.0.0'].map((host) => originOf(`http://${host}:${port}`));
  return here.includes(consoleOrigin) ? `where the portal listens, port ${port}` : undefined;
}

/** The start-up warning for a console at the portal's own address; none for one elsewhere or none at all. */
export function consoleAtPortalWarning(env: EnvRecord): string | undefined {
  const here = consoleAtPortal(env);
  if (!here) return undefined;
  return `CONSOLE_URL ${safeUrl(value(env, 'CONSOLE_URL')!)} is this portal's own address (${here}): ${effect} to this portal's 404 page, unless a reverse proxy sends that path to the console`;
}

export interface ConsoleProbeOptions {
  fetch?: typeof fetch;
  /** How long the console has to answer: a short wait, as the probe runs beside the serving portal. */
  timeoutMs?: number;
}

/** Why a request got no answer, in words that never hold the address (it may carry a password). */
function reasonOf(error: unknown, timeoutMs: number): string {
  // The timeout's DOMException, which is not an Error of every realm (jest's, for one): known by its name.
  const name = (error as { name?: unknown } | undefined)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer in ${timeoutMs / 1000} s`;
  const code = (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  return typeof code === 'string' ? code : 'the request failed';
}

/**
 * Asks the console once, HEAD (GET where HEAD is refused), following redirects as a browser would: a
 * warning when it answers 404 or 410 or cannot be reached, nothing otherwise (a login page, 401 or 403 is
 * a console there). Never throws.
 */
export async function probeConsole(consoleUrl: string, { fetch: get = fetch, timeoutMs = 5_000 }: ConsoleProbeOptions = {}): Promise<string | undefined> {
  const shown = safeUrl(consoleUrl);
  try {
    const signal = AbortSignal.timeout(timeoutMs);
    let response = await get(consoleUrl, { method: 'HEAD', redirect: 'follow', signal });
    if (response.status === 405 || response.status === 501) {
      response = await get(consoleUrl, { method: 'GET', redirect: 'follow', signal });
      await response.body?.cancel().catch(() => undefined);
    }
    if (response.status === 404 || response.status === 410) return `CONSOLE_URL ${shown} answered ${response.status} at start: ${effect} to a page that is not there`;
    return undefined;
  } catch (error) {
    return `CONSOLE_URL ${shown} could not be reached at start (${reasonOf(error, timeoutMs)}): ${effect} to a site that may not answer`;
  }
}

/**
 * The check after start (lib/config/startup.ts runs it without waiting): a configured console is asked
 * whether it answers. One at the portal's own address is not asked: the start-up report has warned of it,
 * and this portal may not be listening yet.
 */
export async function checkConsole(env: EnvRecord, options: ConsoleProbeOptions = {}): Promise<string | undefined> {
  const consoleUrl = value(env, 'CONSOLE_URL');
  if (!consoleUrl || consoleAtPortal(env)) return undefined;
  return probeConsole(consoleUrl, options);
}
