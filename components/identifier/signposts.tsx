import type { IdentifierDetail } from '@/core/contract';
import { usableImages } from '@/lib/identifier/images';
import { identifierSignposts } from '@/lib/linkset/signposting';

/**
 * The page's signposts as <link> elements (React puts them in <head>), the same as its Link header
 * (runtime/resolver-requests.ts): the address to cite, the JSON twin and Handle record, the linkset, the QR
 * labels, the type (FAIR signposting, issue 63).
 */
export function SignpostLinks({ identifier, siteUrl }: { identifier: string; siteUrl: string }) {
  return (
    <>
      {identifierSignposts(identifier, siteUrl).map((s) => (
        <link key={`${s.rel} ${s.href}`} rel={s.rel} href={s.href} type={s.type} />
      ))}
    </>
  );
}

/** Name, picture and summary as schema.org microdata: what QQ's share card reads (Open Graph is in <head>). */
export function ShareMicrodata({ detail, description, siteUrl }: { detail: IdentifierDetail; description: string; siteUrl: string }) {
  const image = usableImages(detail.images)[0] ?? '/images/identifiers/default.svg';
  return (
    <>
      <meta itemProp="name" content={detail.identifierName || detail.identifier} />
      <meta itemProp="image" content={new URL(image, siteUrl).toString()} />
      <meta itemProp="description" content={description} />
    </>
  );
}
