import type { ServerResponse } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import compression from 'compression';
import sirv from 'sirv';
import { contentSecurityPolicy } from '@/lib/security/csp';
import { securityHeaders } from '@/lib/security/headers';
import type { Step } from './pipeline';

// How the portal's own server compresses what it sends (decision 0041), in place of Next's `compress`,
// which knows gzip only:
// - the build's files (/_next/static/…) are served as compressed once by the build (scripts/build/precompress.mjs:
//   Brotli 11 or gzip 9, whichever the browser accepts), with the headers Next gave them;
// - everything else (pages, RSC payloads, JSON, public files) is compressed per response by `compression`,
//   Brotli at quality 5 where accepted: a page comes to about a quarter fewer bytes than with gzip
//   (home 15.5 → 11.8 kB) for the same CPU.
// Behind deploy/nginx.conf the proxy compresses pages itself and passes the browser's encodings through
// for the build's files only.

const staticPrefix = '/_next/static';
const yearImmutable = 'public, max-age=31536000, immutable';
/** Brotli 5 costs what gzip 6 does (1.3 ms for the home page's 63 kB) and gains a quarter; 4 gains nothing on scripts. */
const pageBrotliQuality = 5;

/** Content types sirv names without a charset; the build's scripts and styles hold Chinese text. */
const withCharset: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/** The headers next.config.mjs gives every path, as the build's files had them from Next. */
function setBuildFileHeaders(res: ServerResponse, pathname: string) {
  for (const { key, value } of securityHeaders) res.setHeader(key, value);
  res.setHeader('Content-Security-Policy', contentSecurityPolicy({ dev: false }));
  res.setHeader('Cache-Control', yearImmutable);
  const type = withCharset[path.extname(pathname)];
  if (type) res.setHeader('Content-Type', type);
}

/** The middleware: the build's files from `staticDir` where it holds them, the rest compressed on the way out. */
export function compressedResponses(staticDir: string): Step {
  const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: pageBrotliQuality } } }) as unknown as Step;
  // Not dev: sirv lists the folder once, so only files the build wrote are ever served (no path from a URL
  // reaches the disk); the build's folder does not change while a server runs.
  const buildFiles = sirv(staticDir, { dev: false, etag: false, extensions: [], brotli: true, gzip: true, setHeaders: setBuildFileHeaders });
  return (req, res, next) => {
    const url = req.url ?? '';
    if ((req.method === 'GET' || req.method === 'HEAD') && url.startsWith(`${staticPrefix}/`)) {
      req.url = url.slice(staticPrefix.length);
      buildFiles(req, res, () => {
        // Not a file of this build: Next answers (its 404), compressed like any other answer.
        req.url = url;
        delete (req as { _parsedUrl?: unknown })._parsedUrl;
        compress(req, res, next);
      });
      return;
    }
    compress(req, res, next);
  };
}
