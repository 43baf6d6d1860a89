import { serializeJsonLd, type JsonLdNode } from '@/lib/seo/json-ld';

/** Structured data for crawlers. The text is escaped JSON (lib/seo/json-ld.ts), never markup. */
export function JsonLd({ data }: { data: JsonLdNode | JsonLdNode[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
