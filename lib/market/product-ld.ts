import type { JsonLdNode } from '@/lib/seo/json-ld';
import { absolute } from '@/lib/seo/structured-data';
import type { ProductView } from './product-view';

/**
 * schema.org Product for the detail page: one Offer per package and duration. A negotiable product has
 * no price to offer, and a delisted one is marked discontinued.
 */
export function productLd(siteUrl: string, product: ProductView, path: string): JsonLdNode {
  const url = absolute(siteUrl, path);
  const availability = product.delisted ? 'https://schema.org/Discontinued' : 'https://schema.org/InStock';
  const offers = product.negotiable
    ? []
    : product.packages.flatMap((pkg) =>
        pkg.prices.map((price) => ({
          '@type': 'Offer',
          name: `${pkg.name} ${price.label}`,
          price: price.price.toFixed(2),
          priceCurrency: 'CNY',
          availability,
          url,
        })),
      );
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.describes,
    url,
    sku: String(product.id),
    category: '工业互联网应用',
    image: product.picture ? [absolute(siteUrl, product.picture)] : undefined,
    keywords: product.traits.join(','),
    ...(offers.length ? { offers } : {}),
  };
}
