import type { IdentifierDetail } from '@/core/contract';
import { identifierJsonLd } from '@/lib/identifier/seo';
import { serializeJsonLd } from '@/lib/seo/json-ld';

/** The identifier's Product JSON-LD, escaped so no value can close the script element. */
export function IdentifierJsonLd({ detail, url }: { detail: IdentifierDetail; url: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(identifierJsonLd(detail, url)) }} />;
}
