import { identifierPath } from '@/lib/identifier/path';
import { labelSizesMm } from '@/lib/identifier/print-qr';
import { linksetMediaType } from './http';

/** One typed link of FAIR signposting (signposting.org): in the page's Link header and its <link> elements. */
export interface Signpost {
  href: string;
  rel: 'cite-as' | 'describedby' | 'linkset' | 'item' | 'type';
  type?: string;
}

/**
 * The signposts of an identifier's page: the address to cite, the JSON twin and the Handle record that
 * describe it, its linkset, the QR labels to print, and what it is (a schema.org Product). From the address
 * alone, so the cached page's copy and the header a proxy step adds say the same.
 */
export function identifierSignposts(identifier: string, siteUrl: string): Signpost[] {
  const page = new URL(identifierPath(identifier), siteUrl).toString();
  const tail = identifierPath(identifier).slice('/product_scene/'.length);
  const absolute = (path: string) => new URL(path, siteUrl).toString();
  return [
    { href: page, rel: 'cite-as' },
    { href: absolute(`/api/identifier/json/${tail}`), rel: 'describedby', type: 'application/json' },
    { href: absolute(`/api/handles/${tail}`), rel: 'describedby', type: 'application/json' },
    { href: `${page}?linkType=linkset`, rel: 'linkset', type: linksetMediaType },
    ...labelSizesMm.map((size): Signpost => ({ href: absolute(`/api/identifier/qr/${tail}?size=${size}`), rel: 'item', type: 'image/svg+xml' })),
    { href: 'https://schema.org/Product', rel: 'type' },
  ];
}

/** The signposts as one HTTP Link header value (RFC 8288). */
export function linkHeader(signposts: readonly Signpost[]): string {
  return signposts.map((s) => `<${s.href}>; rel="${s.rel}"${s.type ? `; type="${s.type}"` : ''}`).join(', ');
}
