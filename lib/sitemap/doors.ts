import type { Result } from '@/lib/gateway/result';
import { gatewayDate } from './gateway-date';
import { identifierUrlset, type ReadPage, type SitemapFile } from './identifier-file';
import { sitemapIndex, urlset, w3cDatetime, type UrlEntry } from './xml';
import { clientHasVersion, dataValidator, withValidator } from '@/lib/http/validators';

// The sitemaps' answers (issue 38, docs/decisions/0050), apart from Next so that jest can call them with
// real Requests: app/sitemap.xml and app/sitemaps/… only hand over the site's address and the readers.

export const sitemapPaths = {
  index: '/sitemap.xml',
  pages: '/sitemaps/pages.xml',
  products: '/sitemaps/products.xml',
  identifiers: (n: number) => `/sitemaps/identifiers/${n}.xml`,
};

/**
 * For nginx's cache and the crawlers': 15 minutes, then nginx refreshes in the background and keeps
 * the last copy through errors (deploy/nginx.conf adds stale-if-error to an s-maxage answer). A crawler
 * reads the index a few times a day; a new identifier waits at most this long plus the boundaries' 5 minutes.
 */
export const sitemapCacheControl = 's-maxage=900, max-age=900, public';

export interface SitemapDeps {
  siteUrl: string;
  /** The identifier files' boundaries, in key order (cached by the caller: it costs a pass over the table). */
  files: () => Promise<Result<SitemapFile[]>>;
  page: ReadPage;
  /** The content pages: built from the portal's own content. */
  pages: () => UrlEntry[];
  /** The marketplace pages and products: from the gateway, the list pages alone when it cannot answer. */
  products: () => Promise<UrlEntry[]>;
  pageSize?: number;
  /** A change heard of since the boundaries were read (recent-change.ts): every identifier file's version moves. */
  recentChange?: () => Date | undefined;
  /**
   * The identifiers this portal knows (lib/sitemap/known, decision 0055): the files and their pages when
   * the gateway has no sitemap calls (it answers 404).
   */
  known?: IdentifierSource;
}

export interface IdentifierSource {
  files: () => Promise<Result<SitemapFile[]>>;
  page: ReadPage;
}

const xmlHeaders = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': sitemapCacheControl };

function unavailable(): Response {
  // nginx serves its last copy on a 503 (proxy_cache_use_stale); nothing stores this answer.
  return new Response('标识数据暂时无法读取，请稍后再试\n', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '60' } });
}

function notFound(): Response {
  return new Response('没有这个站点地图\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=300, s-maxage=300' } });
}

/** The newest of the entries' dates, as the index's lastmod of their sitemap. */
function newest(entries: UrlEntry[]): string | undefined {
  const times = entries.map((e) => w3cDatetime(e.lastmod)).filter((t): t is string => t !== undefined);
  return times.length === 0 ? undefined : times.reduce((a, b) => (new Date(a).getTime() >= new Date(b).getTime() ? a : b));
}

/**
 * The answer with the validator of the entries it lists (issue 38 item 2): a crawler that read this very
 * list gets 304. Made from the entries (or an identifier file's bounds), never from the XML.
 */
function versioned(request: Request | undefined, listed: unknown, lastmod: string | Date | undefined, answer: Response): Response {
  if (!request) return answer;
  const modified = lastmod === undefined ? undefined : new Date(lastmod);
  return withValidator(request, dataValidator(listed, modified && !Number.isNaN(modified.getTime()) ? modified : undefined), answer);
}

export function sitemapDoors(deps: SitemapDeps) {
  const origin = new URL(deps.siteUrl).origin;
  /**
   * The identifier files and the reader of their pages: the gateway's; with a gateway without the sitemap
   * calls (a 404), the known identifiers', or none at all without them. A failure is a 503, and nginx
   * serves the copy it had.
   */
  const identifierFiles = async (): Promise<Result<{ files: SitemapFile[]; page: ReadPage }>> => {
    const files = await deps.files();
    if (files.ok) return { ok: true, data: { files: files.data, page: deps.page } };
    if (files.error.status !== 404) return files;
    if (!deps.known) return { ok: true, data: { files: [], page: deps.page } };
    const known = await deps.known.files();
    return known.ok ? { ok: true, data: { files: known.data, page: deps.known.page } } : known;
  };
  return {
    /** `/sitemap.xml`: the content pages, the marketplace, then one file per run of identifiers (25,000, lib/sitemap/identifier-file.ts). */
    async index(request?: Request): Promise<Response> {
      const [files, products] = await Promise.all([identifierFiles(), deps.products()]);
      if (!files.ok) return unavailable();
      const entries = [
        { loc: origin + sitemapPaths.pages, lastmod: newest(deps.pages()) },
        { loc: origin + sitemapPaths.products, lastmod: newest(products) },
        ...files.data.files.map((file, i) => ({ loc: origin + sitemapPaths.identifiers(i + 1), lastmod: gatewayDate(file.updateTime) })),
      ];
      return versioned(request, entries, newest(entries), new Response(sitemapIndex(entries), { headers: xmlHeaders }));
    },

    pages(request?: Request): Response {
      const entries = deps.pages();
      return versioned(request, entries, newest(entries), new Response(urlset(entries), { headers: xmlHeaders }));
    },

    async products(request?: Request): Promise<Response> {
      const entries = await deps.products();
      return versioned(request, entries, newest(entries), new Response(urlset(entries), { headers: xmlHeaders }));
    },

    /** `/sitemaps/identifiers/{n}.xml`, n from 1: streamed a page of the gateway (or the store) at a time; 404 past the last. */
    async identifiers(name: string, request?: Request): Promise<Response> {
      const n = /^([1-9]\d{0,5})\.xml$/.exec(name)?.[1];
      if (!n) return notFound();
      const source = await identifierFiles();
      if (!source.ok) return unavailable();
      const { files, page } = source.data;
      const file = files[Number(n) - 1];
      if (!file) return notFound();
      const after = Number(n) > 1 ? files[Number(n) - 2].last : undefined;
      // The file's bounds say what it lists: its first and last key, how many, and when the newest changed.
      // A crawler that has this version gets 304 before a single row is read.
      const listed = [origin, after ?? null, file, deps.recentChange?.()?.toISOString() ?? null];
      const modified = [gatewayDate(file.updateTime), deps.recentChange?.()].filter((t): t is Date => t !== undefined);
      const lastModified = modified.length ? new Date(Math.max(...modified.map((t) => t.getTime()))) : undefined;
      const version = dataValidator(listed, lastModified);
      if (request && clientHasVersion(request.headers, version)) return withValidator(request, version, new Response(null, { headers: xmlHeaders }));
      const stream = await identifierUrlset(page, origin, file, after, deps.pageSize);
      if (!stream.ok) return unavailable();
      if (!stream.data) return notFound();
      return versioned(request, listed, lastModified, new Response(stream.data, { headers: xmlHeaders }));
    },
  };
}
