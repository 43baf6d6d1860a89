import type { PackageSeed, PackageSpec, ProductSeed, ProductSpec } from './types';

// Package and price ids are derived from their owner's id so they stay the same when products are
// added or reordered: package = product·100 + n, price = package·10 + n (n from 1).
export const packageId = (productId: number, index: number): number => productId * 100 + index + 1;
export const priceId = (pkgId: number, index: number): number => pkgId * 10 + index + 1;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const productPicture = (slug: string): string => `/images/products/${slug}.svg`;

export function productDetailHtml(spec: ProductSpec): string {
  const items = spec.features.map((f) => `<li>${escapeHtml(f)}</li>`).join('');
  const rows = spec.specs
    .map(([k, v]) => `<tr><td>${escapeHtml(k)}</td><td>${escapeHtml(v)}</td></tr>`)
    .join('');
  return [
    '<h3>产品介绍</h3>',
    `<p>${escapeHtml(spec.name)}由${escapeHtml(spec.vendor)}提供。${escapeHtml(spec.describes)}</p>`,
    '<h3>核心功能</h3>',
    `<ul>${items}</ul>`,
    '<h3>技术规格</h3>',
    `<table><thead><tr><th>项目</th><th>说明</th></tr></thead><tbody>${rows}</tbody></table>`,
    `<p><img src="${productPicture(spec.slug)}" alt="${escapeHtml(spec.name)}" /></p>`,
  ].join('\n');
}

function buildPackage(productId: number, spec: PackageSpec, index: number): PackageSeed {
  const id = packageId(productId, index);
  return {
    id,
    name: spec.name,
    tryUseDuration: spec.trial,
    prices: spec.prices.map(([duration, durationUnit, price], i) => ({
      id: priceId(id, i),
      duration,
      durationUnit,
      price,
      isDefault: i === spec.defaultAt,
    })),
  };
}

const flag = (value: boolean | undefined): 0 | 1 => (value ? 1 : 0);

export function buildProduct(spec: ProductSpec): ProductSeed {
  const videos = spec.media?.videos ?? 0;
  const banners = spec.media?.banners ?? 0;
  // Numbered like real app-store ids: listing year plus the product id.
  const appId = spec.app ? `APP${spec.sellTime.slice(0, 4)}${String(spec.id).padStart(4, '0')}` : null;
  return {
    id: spec.id,
    name: spec.name,
    describes: spec.describes,
    trait: spec.traits.join(','),
    classifyId: spec.classifyId,
    appOriginal: spec.appOriginal,
    negotiable: flag(spec.negotiable),
    sellStatus: spec.delisted ? 0 : 1,
    choice: flag(spec.choice),
    recommend: flag(spec.recommend),
    zeroTry: flag(spec.zeroTry),
    hot: spec.hot,
    appId,
    appCode: spec.app ? spec.slug.replace(/-/g, '_').toUpperCase() : null,
    picture: productPicture(spec.slug),
    bannerUrls: Array.from({ length: banners }, (_, i) => `/images/products/banners/${spec.slug}-${i + 1}.svg`),
    videoUrls: Array.from({ length: videos }, (_, i) => `/media/products/${spec.slug}-${i + 1}.webm`),
    detailHtml: spec.detailHtml ?? productDetailHtml(spec),
    sellTime: spec.sellTime,
    vendor: spec.vendor,
    packages: spec.packages.map((p, i) => buildPackage(spec.id, p, i)),
  };
}
