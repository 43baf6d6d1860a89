import type { Contract, DataOf } from '@/core/contract';
import type { Result } from '@/lib/gateway/result';
import { gatewayDate } from './gateway-date';
import { identifierFromPathname, identifierPath } from '@/lib/identifier/path';
import { validIdentifier } from '@/lib/identifier/validate';
import { escapeXml, urlsetClose, urlsetOpen, w3cDatetime } from './xml';

export type SitemapPage = DataOf<Contract['identifier']['sitemapPage']>;
export type SitemapFile = DataOf<Contract['identifier']['sitemapFiles']>['files'][number];
export interface SitemapPageQuery {
  after?: string;
  through?: string;
  limit: number;
}
export type ReadPage = (query: SitemapPageQuery) => Promise<Result<SitemapPage>>;

/** URLs read from the gateway per call: a file is five calls, each about 0.85 MB of XML. */
export const identifierPageSize = 5_000;

/**
 * Identifiers per sitemap file: half the 50,000 sitemaps.org allows. A file of 50,000 took 0.9-1.5 s at a
 * million identifiers on the project's loaded 2-core machine (gateway rows and XML about half each);
 * 25,000 keep a file well inside a second, for 40 files a million instead of 20 (decision 0050).
 */
export const identifierFileSize = 25_000;

const beijingText = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
let lastTime: { text: string; lastmod: string | undefined } | undefined;

/**
 * An update time as a W3C datetime in UTC. The gateway's Beijing wall-clock text is converted by its
 * numbers, and a run of equal times (a bulk load) once, instead of being parsed twice as a date string
 * for each of a file's 25,000 URLs (about a sixth of the XML's time, measured).
 */
export function lastmodOf(updateTime: string): string | undefined {
  if (lastTime?.text === updateTime) return lastTime.lastmod;
  const m = beijingText.exec(updateTime);
  const lastmod = m ? `${new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4] - 8, +m[5], +m[6])).toISOString().slice(0, 19)}Z` : w3cDatetime(gatewayDate(updateTime));
  lastTime = { text: updateTime, lastmod };
  return lastmod;
}

/** One identifier's `<url>`: its canonical page, dated by its data's update time (never by now). */
export function identifierUrl(origin: string, item: SitemapPage['items'][number]): string {
  const lastmod = lastmodOf(item.updateTime);
  return `<url><loc>${escapeXml(origin + identifierPath(item.identifier))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}<changefreq>weekly</changefreq><priority>0.5</priority></url>\n`;
}

/**
 * Whether an identifier's page answers 200, as far as its text tells: the page answers 404 at once for
 * what is no well-formed identifier, and an address that does not name the identifier again (an empty
 * segment, a trailing slash) reaches another page. A sitemap never lists a 404 (issue 38 item 4): a
 * provider's gateway, or data loaded into the embedded one, may hold such identifiers: neither checks
 * an identifier's form when it is stored.
 */
export function listableIdentifier(identifier: string): boolean {
  return validIdentifier(identifier) && identifierFromPathname(identifierPath(identifier)) === identifier;
}

interface Chunk {
  urls: string;
  /** The file's last page was read. */
  done: boolean;
}

/**
 * The urlset of one identifier file, read a page at a time as the reader takes it: from after `after`
 * (the previous file's last identifier) through the file's last, at most `file.count` identifiers, the
 * ones that would answer 404 left out. The answer starts once a URL is in hand, so a gateway that cannot
 * answer is a 503, not a cut document; a failure later cuts the stream with an error (no proxy caches a
 * cut answer). Undefined: nothing in the file is listable now (a urlset must hold a URL, sitemap.xsd).
 */
export async function identifierUrlset(read: ReadPage, origin: string, file: SitemapFile, after: string | undefined, pageSize = identifierPageSize): Promise<Result<ReadableStream<Uint8Array> | undefined>> {
  let remaining = file.count;
  let cursor = after;
  const nextChunk = async (): Promise<Result<Chunk>> => {
    const page = await read({ after: cursor, through: file.last, limit: Math.min(pageSize, remaining) });
    if (!page.ok) return page;
    const items = page.data.items.slice(0, remaining);
    remaining -= items.length;
    cursor = page.data.next ?? undefined;
    const urls = items.filter((item) => listableIdentifier(item.identifier)).map((item) => identifierUrl(origin, item));
    return { ok: true, data: { urls: urls.join(''), done: remaining === 0 || page.data.next === null || items.length === 0 } };
  };
  let first = await nextChunk();
  // Pages of nothing listable are read past before the answer starts: at most a file's five.
  while (first.ok && first.data.urls === '' && !first.data.done) first = await nextChunk();
  if (!first.ok) return first;
  if (first.data.urls === '') return { ok: true, data: undefined };
  const encoder = new TextEncoder();
  let chunk: Chunk | undefined = first.data;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(urlsetOpen));
    },
    async pull(controller) {
      if (!chunk) {
        const next = await nextChunk();
        if (!next.ok) return controller.error(new Error(`identifier sitemap cut short: ${next.error.kind}`));
        chunk = next.data;
      }
      const { urls, done } = chunk;
      chunk = undefined;
      controller.enqueue(encoder.encode(urls + (done ? urlsetClose : '')));
      if (done) controller.close();
    },
  });
  return { ok: true, data: stream };
}
