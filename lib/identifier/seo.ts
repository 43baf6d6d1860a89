import type { Metadata } from 'next';
import type { IdentifierDetail } from '@/core/contract';
import type { JsonLdNode } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { usableImages } from './images';
import { identifierPath } from './path';

/** 000 §2: the identifier-query title with the item name; keywords and description from identifier, name and company. */
/** The page's summary: in its description, its share cards and its microdata. */
export function identifierDescription(identifier: string, detail: IdentifierDetail | undefined): string {
  const name = detail?.identifierName || identifier;
  const company = detail?.companyDetails?.companyName ?? detail?.companyName ?? '';
  return company
    ? `${name}（标识编码 ${identifier}）由${company}赋码，可查询产品信息、生产企业、追溯与召回等数据。`
    : `标识编码 ${identifier} 的产品信息、追溯与召回等数据查询。`;
}

export function identifierMetadata(identifier: string, detail: IdentifierDetail | undefined): Metadata {
  const name = detail?.identifierName || identifier;
  const company = detail?.companyDetails?.companyName ?? detail?.companyName ?? '';
  const description = identifierDescription(identifier, detail);
  const image = detail ? usableImages(detail.images)[0] : undefined;
  return pageMetadata({
    title: `${name} - 标识查询`,
    description,
    path: identifierPath(identifier),
    keywords: [identifier, name, company, '标识查询', '工业互联网标识'].filter(Boolean),
    image,
  });
}

/** schema.org Product with its identifier, the company as brand and manufacturer. */
export function identifierJsonLd(detail: IdentifierDetail, url: string): JsonLdNode {
  const company = detail.companyDetails?.companyName ?? detail.companyName ?? undefined;
  const images = usableImages(detail.images).map((i) => new URL(i, url).toString());
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: detail.identifierName ?? detail.identifier,
    productID: detail.identifier,
    identifier: { '@type': 'PropertyValue', propertyID: '工业互联网标识', value: detail.identifier },
    url,
    image: images.length ? images : undefined,
    brand: company ? { '@type': 'Brand', name: company } : undefined,
    manufacturer: company ? { '@type': 'Organization', name: company, url: detail.companyDetails?.website ?? undefined } : undefined,
  };
}
