import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  bannerSeeds,
  classificationSeeds,
  homeGroups,
  MISSING_BANNER_PRODUCT_ID,
  productSeeds,
  type ProductSeed,
} from './index';

const classById = new Map(classificationSeeds.map((c) => [c.id, c]));
const productById = new Map(productSeeds.map((p) => [p.id, p]));

function levelOneOf(classId: number): number {
  let node = classById.get(classId);
  while (node && node.level > 1) node = classById.get(node.parentId);
  if (!node) throw new Error(`class ${classId} has no level-1 ancestor`);
  return node.id;
}

const allPackages = productSeeds.flatMap((p) => p.packages);
const allPrices = allPackages.flatMap((k) => k.prices);
const unique = (ids: number[]) => new Set(ids).size === ids.length;

describe('classifications', () => {
  const level1 = classificationSeeds.filter((c) => c.level === 1);
  const hasChildren = (id: number) => classificationSeeds.some((c) => c.parentId === id);

  it('has three levels with unique ids and valid parents', () => {
    expect(unique(classificationSeeds.map((c) => c.id))).toBe(true);
    for (const c of classificationSeeds) {
      if (c.level === 1) expect(c.parentId).toBe(0);
      else expect(classById.get(c.parentId)?.level).toBe(c.level - 1);
    }
    expect(new Set(classificationSeeds.map((c) => c.level))).toEqual(new Set([1, 2, 3]));
  });

  it('has at least 7 level-1 classes, 6 with children and 1 without', () => {
    expect(level1.length).toBeGreaterThanOrEqual(7);
    expect(level1.filter((c) => hasChildren(c.id))).toHaveLength(6);
    expect(level1.filter((c) => !hasChildren(c.id))).toHaveLength(1);
  });

  it('puts level-3 classes under several level-2 classes', () => {
    const parents = new Set(classificationSeeds.filter((c) => c.level === 3).map((c) => c.parentId));
    expect(parents.size).toBeGreaterThanOrEqual(3);
  });
});

describe('products', () => {
  it('has at least 40 products with ids 1..48 and id 48 the supply-chain cloud', () => {
    expect(productSeeds.length).toBeGreaterThanOrEqual(40);
    expect(unique(productSeeds.map((p) => p.id))).toBe(true);
    for (let id = 1; id <= 48; id++) expect(productById.has(id)).toBe(true);
    expect(productById.get(48)?.name).toBe('供应链管理云');
  });

  it('classifies every product under an existing level-2 or level-3 class', () => {
    for (const p of productSeeds) {
      expect([2, 3]).toContain(classById.get(p.classifyId)?.level);
    }
  });

  it('fills the required text fields realistically', () => {
    for (const p of productSeeds) {
      expect(p.name).toMatch(/[\u4e00-\u9fa5]/);
      expect(p.describes.length).toBeGreaterThan(10);
      expect(p.trait.split(',').length).toBeGreaterThanOrEqual(3);
      expect(p.vendor).toMatch(/有限公司$/);
      expect(p.sellTime).toMatch(/^202[1-6]-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(p.picture).toMatch(/^\/images\/products\/[a-z0-9-]+\.svg$/);
      expect(p.packages.length).toBeGreaterThanOrEqual(1);
    }
  });

  it('draws each product picture with the whole name, as a list or card shows it (gateway/scripts/make-market-images.mjs)', () => {
    for (const p of productSeeds) {
      const svg = readFileSync(join(process.cwd(), 'public', p.picture), 'utf8');
      const title = />([^<]*)<\/text>/.exec(svg)?.[1];
      expect(title).toBe(p.name.replace(/&/g, '&amp;'));
    }
  });

  it('has both application sources', () => {
    expect(productSeeds.some((p) => p.appOriginal === 1)).toBe(true);
    expect(productSeeds.some((p) => p.appOriginal === 0)).toBe(true);
  });

  it('has several negotiable products, each still with a package', () => {
    const negotiable = productSeeds.filter((p) => p.negotiable === 1);
    expect(negotiable.length).toBeGreaterThanOrEqual(3);
    for (const p of negotiable) expect(p.packages.length).toBeGreaterThanOrEqual(1);
  });

  it('has at least 5 zero-try products that can really be tried, across classes', () => {
    const zero = productSeeds.filter((p) => p.zeroTry === 1);
    expect(zero.length).toBeGreaterThanOrEqual(5);
    for (const p of zero) {
      expect(p.appId).not.toBeNull();
      expect(p.sellStatus).toBe(1);
      expect(p.packages.some((k) => k.tryUseDuration > 0)).toBe(true);
    }
    const perClass = new Map<number, number>();
    for (const p of zero) perClass.set(levelOneOf(p.classifyId), (perClass.get(levelOneOf(p.classifyId)) ?? 0) + 1);
    expect(perClass.size).toBeGreaterThanOrEqual(3);
    expect([...perClass.values()]).toContain(1);
  });

  it('has trial and no-trial packages, and a trial without an app id', () => {
    expect(allPackages.some((k) => k.tryUseDuration > 0)).toBe(true);
    expect(allPackages.some((k) => k.tryUseDuration === -1)).toBe(true);
    expect(productSeeds.some((p) => p.appId === null && p.packages.some((k) => k.tryUseDuration > 0))).toBe(true);
  });

  it('has a free package, a delisted product and a product with videos and banners', () => {
    expect(allPackages.some((k) => k.prices.some((x) => x.price === 0))).toBe(true);
    expect(productSeeds.filter((p) => p.sellStatus === 0)).toHaveLength(1);
    const media = productSeeds.find((p) => p.videoUrls.length === 2 && p.bannerUrls.length === 3);
    expect(media).toBeDefined();
    for (const v of media!.videoUrls) expect(v).toMatch(/^\/media\/products\/[a-z0-9-]+\.webm$/);
    for (const b of media!.bannerUrls) expect(b).toMatch(/^\/images\/products\/banners\/[a-z0-9-]+-\d\.svg$/);
  });

  it('keeps the unsafe vendor HTML verbatim for the sanitizer to face', () => {
    const xss = productSeeds.filter((p) => p.detailHtml.includes('<script>alert(1)</script>'));
    expect(xss).toHaveLength(1);
    expect(xss[0].detailHtml).toContain('<img src=x onerror="alert(2)">');
    expect(xss[0].detailHtml).toContain('href="javascript:');
    expect(xss[0].sellStatus).toBe(1);
  });

  it('gives the other products real HTML detail', () => {
    for (const p of productSeeds.filter((x) => !x.detailHtml.includes('<script>'))) {
      expect(p.detailHtml).toContain('<h3>');
      expect(p.detailHtml).toContain('<ul>');
      expect(p.detailHtml).toContain('<table>');
      expect(p.detailHtml).toContain(`<img src="${p.picture}"`);
      expect(p.detailHtml).not.toMatch(/on\w+=|javascript:/i);
    }
  });
});

describe('packages and prices', () => {
  it('uses unique ids across all products', () => {
    expect(unique(allPackages.map((k) => k.id))).toBe(true);
    expect(unique(allPrices.map((x) => x.id))).toBe(true);
  });

  it('marks exactly one default price per package', () => {
    for (const k of allPackages) {
      expect(k.prices.length).toBeGreaterThanOrEqual(1);
      expect(k.prices.filter((x) => x.isDefault)).toHaveLength(1);
    }
  });

  it('has plausible prices in yuan with two decimals', () => {
    for (const x of allPrices) {
      expect(x.price).toBeGreaterThanOrEqual(0);
      expect(x.price).toBeLessThan(1_000_000);
      expect(Math.round(x.price * 100) / 100).toBe(x.price);
      if (x.durationUnit === '-1') expect(x.duration).toBe(-1);
      else expect(x.duration).toBeGreaterThan(0);
    }
  });

  it('has products with several packages each carrying year, month and lifetime prices', () => {
    const rich = (p: ProductSeed) =>
      p.packages.length >= 2 &&
      p.packages.every((k) => k.prices.length >= 2) &&
      ['1', '2', '-1'].every((u) => p.packages.some((k) => k.prices.some((x) => x.durationUnit === u)));
    expect(productSeeds.filter(rich).length).toBeGreaterThanOrEqual(3);
  });
});

describe('banners, home groups and budget options', () => {
  const market = bannerSeeds.filter((b) => b.kind === 'market');

  it('covers the external, existing-product and missing-product banner branches', () => {
    expect(unique(bannerSeeds.map((b) => b.id))).toBe(true);
    expect(market.some((b) => b.redirectType === 2 && b.outSiteUrl?.startsWith('https://'))).toBe(true);
    expect(market.some((b) => b.redirectType === 1 && b.productId !== null && productById.has(b.productId))).toBe(true);
    expect(productById.has(MISSING_BANNER_PRODUCT_ID)).toBe(false);
    expect(market.some((b) => b.productId === MISSING_BANNER_PRODUCT_ID)).toBe(true);
    expect(bannerSeeds.filter((b) => b.kind === 'partner').length).toBeGreaterThanOrEqual(1);
  });

  it('has three home groups of listed products, one with a single product', () => {
    expect(homeGroups).toHaveLength(3);
    expect(homeGroups.filter((g) => g.productIds.length === 1)).toHaveLength(1);
    expect(homeGroups.filter((g) => g.productIds.length >= 2)).toHaveLength(2);
    for (const g of homeGroups) {
      const groupClass = classificationSeeds.find((c) => c.level === 1 && c.name === g.name);
      expect(groupClass).toBeDefined();
      for (const id of g.productIds) {
        const p = productById.get(id);
        expect(p?.sellStatus).toBe(1);
        expect(levelOneOf(p!.classifyId)).toBe(groupClass!.id);
      }
    }
  });

  it('is deterministic: no clock or randomness in the seed sources', () => {
    const sources = readdirSync(__dirname).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    for (const f of sources) {
      expect(readFileSync(join(__dirname, f), 'utf8')).not.toMatch(/Math\.random|Date\.now|new Date\(/);
    }
  });
});
