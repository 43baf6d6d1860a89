import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readsQuery } from '@/lib/routes';
import { clientHasVersion, dataValidator, validatorHeaders, validatorOf, versionAttribute, type Validator } from '@/lib/http/validators';
import type { Step } from './pipeline';

// 304s for crawlers (issue 38 item 2). A page cached for everyone carries its data's version in its markup
// (lib/http/validators.ts); a page prerendered for the build and never rendered again (the content pages,
// `s-maxage=31536000`) is the build's. This step reads the version from the first chunk Next writes (a
// cached page is written in one piece; a fresh render's first chunk may hold only the head, and then that
// one answer goes without validators), sets ETag and Last-Modified, and answers a client that already has
// that version with 304 and no body. It costs one search of the first chunk: no digest of the bytes. HEAD
// and RSC requests pass as they are.

const marker = ` ${versionAttribute}="`;
/** A page is far smaller; a longer first chunk is searched this far. */
const searchLimit = 512 * 1024;
const buildOnlyCacheControl = 's-maxage=31536000';

/** The version attribute's value in a chunk of HTML, if there (the first one: the page's own). */
export function versionIn(chunk: Buffer | string): string | undefined {
  const at = chunk.indexOf(marker);
  if (at < 0 || at > searchLimit) return undefined;
  const start = at + marker.length;
  const end = chunk.indexOf('"', start);
  if (end < 0 || end - start > 100) return undefined;
  return typeof chunk === 'string' ? chunk.slice(start, end) : chunk.toString('latin1', start, end);
}

function validatorFor(res: ServerResponse, chunk: Buffer | string | undefined, build: Validator | undefined): Validator | undefined {
  if (res.statusCode !== 200 || !String(res.getHeader('content-type') ?? '').startsWith('text/html')) return undefined;
  const version = chunk === undefined ? undefined : versionIn(chunk);
  if (version !== undefined) return validatorOf(version);
  return String(res.getHeader('cache-control') ?? '').startsWith(buildOnlyCacheControl) ? build : undefined;
}

type Callback = (error?: Error | null) => void;

/**
 * The step, for pages of this build (`build`: the validator of pages prerendered once per build, if the
 * build is known). Holds the head back until the first chunk of the body is known.
 */
export function conditionalPages(build?: Validator): Step {
  return (req: IncomingMessage, res: ServerResponse, next) => {
    const path = req.url?.split('?')[0] ?? '';
    if (req.method !== 'GET' || req.headers.rsc !== undefined || readsQuery(path)) return next();
    const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const flushHeaders = res.flushHeaders.bind(res);
    let decided = false;
    let notModified = false;
    const restore = () => {
      res.write = write as typeof res.write;
      res.end = end as typeof res.end;
      res.flushHeaders = flushHeaders;
    };
    const decide = (chunk: Buffer | string | undefined) => {
      decided = true;
      restore();
      const validator = validatorFor(res, chunk, build);
      if (!validator) return;
      for (const [name, value] of Object.entries(validatorHeaders(validator))) res.setHeader(name, value);
      // A Last-Modified without a lifetime for browsers would let one keep the page for a tenth of its age
      // (heuristic freshness): a page of an item last changed in spring, kept for days, would not show a
      // recall. max-age=0: the browser asks every time, and a 304 makes that cheap. s-maxage still rules
      // shared caches.
      const cacheControl = String(res.getHeader('cache-control') ?? '');
      if (cacheControl && !/(^|[\s,])max-age=/.test(cacheControl)) res.setHeader('Cache-Control', `${cacheControl}, max-age=0`);
      if (!clientHasVersion(req.headers, validator)) return;
      notModified = true;
      res.statusCode = 304;
      res.removeHeader('content-length');
      res.removeHeader('content-type');
    };
    const asChunk = (value: unknown) => (typeof value === 'string' || Buffer.isBuffer(value) ? value : undefined);
    // Next flushes the head before its first write: held until that write shows the version.
    res.flushHeaders = () => undefined;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (!decided) decide(asChunk(chunk));
      if (!notModified) return write(chunk, ...rest);
      end();
      const callback = rest.find((arg): arg is Callback => typeof arg === 'function');
      callback?.();
      res.write = (() => true) as typeof res.write;
      res.end = ((...args: unknown[]) => (args.find((arg): arg is Callback => typeof arg === 'function')?.(), res)) as typeof res.end;
      return true;
    }) as typeof res.write;
    res.end = ((...args: unknown[]) => {
      if (!decided) decide(asChunk(args[0]));
      if (!notModified) return end(...args);
      const callback = args.find((arg): arg is Callback => typeof arg === 'function');
      return end(callback);
    }) as typeof res.end;
    next();
  };
}

/** The validator of the pages prerendered by the build in `distDir` (its BUILD_ID, made when the build was), if there is one. */
export function buildValidator(distDir: string): Validator | undefined {
  try {
    const file = `${distDir}/BUILD_ID`;
    return dataValidator(`build ${readFileSync(file, 'utf8').trim()}`, statSync(file).mtime);
  } catch {
    return undefined;
  }
}
