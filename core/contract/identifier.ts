import { z } from 'zod';
import { endpoint } from './define';
import { dateText, mobile, sceneCode, sliderProof, textRef } from './common';
import { identifierDetail } from './identifier-types';

// Identifier lookup (000 §7). One path serves the plain detail, one scene's detail, the AI-production
// data with a time filter, and the SMS send and verify steps in front of monitoring and remote ops.
// All of it goes without a token.

/** A handle such as 88.365.1/DEMO0001: numeric prefix, a slash, then printable ASCII. */
export const identifierCode = z
  .string()
  .max(255)
  .regex(/^\d+(?:\.\d+)*\/[\x21-\x7e]+$/);

/** quickTime: 0 today, 1 week, 2 month, 3 quarter, 5 custom range. */
const quickTime = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(5)]);

const dayOf = (s: string) => new Date(`${s.slice(0, 10)}T00:00:00Z`);

/** A custom range may span three months at most (000 §5). */
function withinThreeMonths(start: string, end: string): boolean {
  const from = dayOf(start);
  const to = dayOf(end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to < from) return false;
  const limit = new Date(from);
  limit.setUTCMonth(limit.getUTCMonth() + 3);
  return to <= limit;
}

export const productionFilter = z
  .strictObject({
    dataOption: z.union([z.number().int().nonnegative().max(999), z.string().regex(/^\d{1,3}$/)]),
    quickTime: quickTime.optional(),
    startTime: dateText.optional(),
    endTime: dateText.optional(),
  })
  .refine((f) => !f.startTime || !f.endTime || withinThreeMonths(f.startTime, f.endTime), {
    message: 'custom range over three months',
    path: ['endTime'],
  });
export type ProductionFilter = z.input<typeof productionFilter>;

const sceneConfId = textRef;

export const detailRequest = z.union([
  z.strictObject({ identifier: identifierCode }),
  z.strictObject({ identifier: identifierCode, sceneConfId }),
  z.strictObject({ identifier: identifierCode, sceneConfId, intelligentProductionRequest: productionFilter }),
  // Monitoring and remote operations once the phone is verified: the verified mobile goes along.
  z.strictObject({ identifier: identifierCode, sceneConfId, mobile }),
  // The send is behind the slider like every other code (security probe: a send needed nothing at all).
  z.strictObject({ identifier: identifierCode, sceneConfId: sceneConfId.optional(), mobile, effect: z.literal('SEND'), ...sliderProof }),
  z.strictObject({
    identifier: identifierCode,
    sceneConfId: sceneConfId.optional(),
    mobile,
    verifyCode: sceneCode,
    effect: z.literal('VERIFY'),
  }),
]);
export type DetailRequest = z.input<typeof detailRequest>;

export const detail = endpoint({
  summary: 'Identifier detail, one scene, AI-production data, or the SMS send/verify step',
  method: 'POST',
  path: '/platform-console-service/identifier/manager/identifier/detail',
  auth: false,
  wire: 'json',
  request: detailRequest,
  // The SMS send and verify answers may carry no data; the envelope allows null.
  data: identifierDetail,
});

/** Most entries one flush may carry: an instance flushes every few seconds, so this is a busy storm. */
export const viewBatchLimit = 500;

export const viewsRequest = z.strictObject({
  views: z
    .array(z.strictObject({ identifier: identifierCode, count: z.number().int().min(1).max(100_000) }))
    .min(1)
    .max(viewBatchLimit),
});

/**
 * Page views counted by the portal (issue 18, decision 0037): each instance adds up its visitors' views
 * for a few seconds and hands the sums over in one call, so a scan storm costs one statement per flush,
 * not one write per scan. Only the portal may call it (its client credentials, as the token calls).
 * The platform's own gateway has no such call in 000 §7: a portal in front of it shows no count.
 */
export const views = endpoint({
  summary: 'Add page views counted by the portal, batched',
  method: 'POST',
  path: '/platform-console-service/identifier/manager/identifier/views',
  auth: false,
  clientAuth: true,
  wire: 'json',
  request: viewsRequest,
  data: z.looseObject({ counted: z.number().int().nonnegative() }),
});

// ─── Sitemaps (an extension of 000 §7, issue 38, docs/decisions/0051) ──────────────────────────────
// A crawler must find every public identifier; at a million of them the portal reads the list by key,
// never as one answer. Two calls, both only for the portal's own client: the page is a keyset range
// scan on the primary key, the files' boundaries one pass over it (the portal caches that answer).

/** At most this many URLs in one sitemap file (sitemaps.org). */
export const sitemapFileLimit = 50_000;

/** An identifier as the gateway stores it: keys of the list, compared by the database's own order. */
const storedIdentifier = z.string().min(1).max(256);

export const sitemapPageRequest = z.strictObject({
  /** The page starts after this identifier (exclusive); absent, at the first. */
  after: storedIdentifier.optional(),
  /** The page ends at this identifier (inclusive): one sitemap file's last. */
  through: storedIdentifier.optional(),
  limit: z.number().int().min(1).max(sitemapFileLimit),
});

export const sitemapItem = z.looseObject({
  identifier: z.string(),
  /** When the identifier's data last changed, as the detail's `updateTime`: the sitemap's lastmod. */
  updateTime: z.string(),
});

export const sitemapPage = endpoint({
  summary: 'Identifiers in key order after a key, with their update times (sitemaps)',
  method: 'POST',
  path: '/platform-console-service/identifier/manager/identifier/sitemap/page',
  auth: false,
  clientAuth: true,
  wire: 'json',
  request: sitemapPageRequest,
  // `next`: the key to ask after for the page that follows, null when this page was the last.
  data: z.looseObject({ items: z.array(sitemapItem), next: z.string().nullable() }),
});

export const sitemapFile = z.looseObject({
  /** Its first and last identifiers in key order, both included. */
  first: z.string(),
  last: z.string(),
  count: z.number().int().min(1).max(sitemapFileLimit),
  /** The newest `updateTime` among its identifiers: the index's lastmod for the file. */
  updateTime: z.string(),
});

export const sitemapFiles = endpoint({
  summary: 'The identifier sitemap files: each run of `size` identifiers in key order, its bounds, count and newest update',
  method: 'POST',
  path: '/platform-console-service/identifier/manager/identifier/sitemap/files',
  auth: false,
  clientAuth: true,
  wire: 'json',
  request: z.strictObject({ size: z.number().int().min(1).max(sitemapFileLimit) }),
  data: z.looseObject({ files: z.array(sitemapFile) }),
});

/** Traced rows give at most this many items that trace an identifier: a part in 100,000 assemblies is named by count beyond it. */
export const containersLimit = 100;

export const tracedItem = z.looseObject({ identifier: z.string(), identifierName: z.string().nullish() });

export const links = endpoint({
  summary: "The identifiers an item's public scenes trace (its parts) and the items whose public scenes trace it, for its linkset (issue 63)",
  method: 'POST',
  path: '/platform-console-service/identifier/manager/identifier/links',
  auth: false,
  clientAuth: true,
  wire: 'json',
  request: z.strictObject({ identifier: storedIdentifier }),
  // `containersTotal`: how many items trace it, of which the first `containersLimit` in key order are named.
  data: z.looseObject({ parts: z.array(tracedItem), containers: z.array(tracedItem), containersTotal: z.number().int().min(0) }),
});
