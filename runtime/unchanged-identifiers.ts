import type { IncomingMessage, ServerResponse } from 'node:http';
import { identifierFromPathname } from '@/lib/identifier/path';
import { validIdentifier } from '@/lib/identifier/validate';
import { RecentMap } from '@/lib/cache/recent-map.cjs';
import { clientHasVersion, isConditional, validatorHeaders, type Validator } from '@/lib/http/validators';
import { answeredByStep, type Step } from './pipeline';

// An identifier page asked again with the version its asker holds (issue 37 items 4 and 5): nginx, when
// its 30 s copy has expired (proxy_cache_revalidate), or a crawler coming back. Before this step Next
// answered from its own copy, stale by then as well, and rendered the page again in the background; the
// answer was a 304 whenever the data had not changed (conditional-pages.ts), so that render was thrown
// away: nginx keeps the bytes it has. In a hot storm those renders were most of the portals' work, and
// with them nginx held each background update's connection for a render's time. Here the data's current
// version is read from the gateway instead (one detail read, a few milliseconds of CPU, against about
// 26 for a render), and a client holding it gets its 304 at once, without Next. A changed version or a
// failed read leaves the request to Next as before. The freshness is the same: the data is asked for as
// often as before.
//
// While the gateway is known to be down no read is tried. Next would answer such a request from its own
// copy, the last good page (decision 0025), with a 304 when the asker holds that version, and try a render
// in the background that fails. The step remembers the version of the page each identifier last got
// (its own 304s, and the ETag of what Next sent), and answers a request holding that version with the
// same 304, without the failed render; any other goes to Next.

/** What a 304 repeats of the page's own answer (RFC 9110 §15.4.5): learned from the pages themselves. */
const repeatedHeaders = ['cache-control', 'vary'] as const;

export interface UnchangedIdentifiers {
  step: Step;
  /** The headers learned so far (none before the first identifier page went out whole). */
  learned(): Partial<Record<(typeof repeatedHeaders)[number], string>>;
}

export interface UnchangedOptions {
  /** The validator the page would carry now, or undefined if it cannot be known. */
  currentValidator: (identifier: string) => Promise<Validator | undefined>;
  /** Whether the gateway is known to be down. */
  gatewayDown: () => boolean;
  /** Counts each conditional request's outcome (kept: the last page sent, while the gateway is down). */
  count?: (result: 'unchanged' | 'changed' | 'unread' | 'kept') => void;
  /** Identifiers whose last page's version is remembered (the oldest forgotten first). */
  remembered?: number;
}

/** About 200 bytes each: 10 MB at most. */
const defaultRemembered = 50_000;

/**
 * The step. The Cache-Control and Vary a 304 repeats are those of the last identifier page Next answered
 * in this process (with conditional-pages.ts's max-age=0): until one has gone out, every request
 * passes, since a 304 without its lifetime would leave nginx's copy expired.
 */
export function unchangedIdentifiers({ currentValidator, gatewayDown, count, remembered = defaultRemembered }: UnchangedOptions): UnchangedIdentifiers {
  const learned: Partial<Record<(typeof repeatedHeaders)[number], string>> = {};
  const lastSent = new RecentMap<string, Validator>(remembered);
  const notModified = (res: ServerResponse, identifier: string, validator: Validator) => {
    lastSent.set(identifier, validator);
    answeredByStep(res);
    res.writeHead(304, { ...learned, ...validatorHeaders(validator) });
    res.end();
  };
  const learn = (res: ServerResponse, identifier: string) => {
    // A whole page, or conditional-pages.ts's 304 for one (every request may be conditional behind nginx).
    const page = res.statusCode === 304 || (res.statusCode === 200 && String(res.getHeader('content-type') ?? '').startsWith('text/html'));
    if (!page || !String(res.getHeader('cache-control') ?? '').includes('s-maxage=')) return;
    for (const name of repeatedHeaders) {
      const value = res.getHeader(name);
      if (value !== undefined) learned[name] = String(value);
    }
    const etag = res.getHeader('etag');
    const lastModified = res.getHeader('last-modified');
    if (typeof etag === 'string') lastSent.set(identifier, { etag, lastModified: typeof lastModified === 'string' ? new Date(lastModified) : undefined });
  };
  const step: Step = (req: IncomingMessage, res: ServerResponse, next) => {
    const identifier = req.method === 'GET' && req.headers.rsc === undefined ? identifierFromPathname(req.url?.split('?')[0] ?? null) : undefined;
    if (!identifier || !validIdentifier(identifier)) return next();
    const pass = () => (res.once('finish', () => learn(res, identifier)), next());
    if (!isConditional(req.headers) || learned['cache-control'] === undefined) return pass();
    if (gatewayDown()) {
      const kept = lastSent.get(identifier);
      if (!kept || !clientHasVersion(req.headers, kept)) return (count?.('unread'), pass());
      count?.('kept');
      return notModified(res, identifier, kept);
    }
    currentValidator(identifier).then(
      (validator) => {
        if (!validator) return (count?.('unread'), pass());
        if (!clientHasVersion(req.headers, validator)) return (count?.('changed'), pass());
        count?.('unchanged');
        notModified(res, identifier, validator);
      },
      () => (count?.('unread'), pass()),
    );
  };
  return { step, learned: () => ({ ...learned }) };
}
