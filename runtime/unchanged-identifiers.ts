import type { IncomingMessage, ServerResponse } from 'node:http';
import { identifierFromPathname } from '@/lib/identifier/path';
import { validIdentifier } from '@/lib/identifier/validate';
import { clientHasVersion, validatorHeaders, type Validator } from '@/lib/http/validators';
import type { Step } from './pipeline';

// An identifier page asked again with the version its asker holds (issue 37 items 4 and 5): nginx, when
// its 30 s copy has expired (proxy_cache_revalidate), or a crawler coming back. Before this step Next
// answered from its own copy, stale by then as well, and rendered the page again in the background; the
// answer was a 304 whenever the data had not changed (conditional-pages.ts), so that render was thrown
// away: nginx keeps the bytes it has. In a hot storm those renders were most of the portals' work, and
// with them nginx held each background update's connection for a render's time. Here the data's current
// version is read from the gateway instead (one detail read, a few milliseconds of CPU, against about
// 26 for a render), and a client holding it gets its 304 at once, without Next. A changed version, a
// failed read, or a gateway known to be down (no call, then: nginx keeps serving its copy) leave the
// request to Next as before. The freshness is the same: the data is asked for as often as before.

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
  /** Counts each conditional request's outcome. */
  count?: (result: 'unchanged' | 'changed' | 'unread') => void;
}

const conditional = (req: IncomingMessage) => req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined;

/**
 * The step. The Cache-Control and Vary a 304 repeats are those of the last identifier page Next answered
 * in this process (with conditional-pages.ts's max-age=0): until one has gone out, every request
 * passes, since a 304 without its lifetime would leave nginx's copy expired.
 */
export function unchangedIdentifiers({ currentValidator, gatewayDown, count }: UnchangedOptions): UnchangedIdentifiers {
  const learned: Partial<Record<(typeof repeatedHeaders)[number], string>> = {};
  const learn = (res: ServerResponse) => {
    // A whole page, or conditional-pages.ts's 304 for one (every request may be conditional behind nginx).
    const page = res.statusCode === 304 || (res.statusCode === 200 && String(res.getHeader('content-type') ?? '').startsWith('text/html'));
    if (!page || !String(res.getHeader('cache-control') ?? '').includes('s-maxage=')) return;
    for (const name of repeatedHeaders) {
      const value = res.getHeader(name);
      if (value !== undefined) learned[name] = String(value);
    }
  };
  const step: Step = (req: IncomingMessage, res: ServerResponse, next) => {
    const identifier = req.method === 'GET' && req.headers.rsc === undefined ? identifierFromPathname(req.url?.split('?')[0] ?? null) : undefined;
    if (!identifier || !validIdentifier(identifier)) return next();
    const pass = () => (res.once('finish', () => learn(res)), next());
    if (!conditional(req) || learned['cache-control'] === undefined) return pass();
    if (gatewayDown()) return (count?.('unread'), pass());
    currentValidator(identifier).then(
      (validator) => {
        if (!validator) return (count?.('unread'), pass());
        if (!clientHasVersion(req.headers, validator)) return (count?.('changed'), pass());
        count?.('unchanged');
        res.writeHead(304, { ...learned, ...validatorHeaders(validator) });
        res.end();
      },
      () => (count?.('unread'), pass()),
    );
  };
  return { step, learned: () => ({ ...learned }) };
}
