import type { Db } from '../client';
import { banners, classifications, homeGroups, packagePrices, packages, products } from '../schema';
import { insertInChunks } from './dictionaries-seed';
import { bannerSeeds, classificationSeeds, homeGroups as homeGroupSeeds, productSeeds } from './market';

/** The level-1 and level-2 ancestors of a class, so a filter by any level is one indexed comparison. */
export function ancestors(classifyId: number, byId: Map<number, { level: number; parentId: number }>) {
  const chain: number[] = [];
  for (let id = classifyId; id; id = byId.get(id)?.parentId ?? 0) chain.unshift(id);
  return { level1: chain[0], level2: chain[1] ?? null };
}

export async function seedMarket(db: Db): Promise<void> {
  await db.insert(classifications).values(classificationSeeds);
  const byId = new Map(classificationSeeds.map((c) => [c.id, c]));
  const productRows = productSeeds.map((p) => {
    const { level1, level2 } = ancestors(p.classifyId, byId);
    const prices = p.packages.flatMap((pkg) => pkg.prices.map((price) => price.price));
    return {
      id: p.id,
      name: p.name,
      describes: p.describes,
      trait: p.trait,
      classifyId: p.classifyId,
      classifyLevel1: level1,
      classifyLevel2: level2,
      appOriginal: p.appOriginal,
      negotiable: p.negotiable,
      sellStatus: p.sellStatus,
      choice: p.choice,
      recommend: p.recommend,
      zeroTry: p.zeroTry,
      hot: p.hot,
      appId: p.appId,
      appCode: p.appCode,
      picture: p.picture,
      bannerUrls: p.bannerUrls,
      videoUrls: p.videoUrls,
      detail: p.detailHtml,
      vendor: p.vendor,
      // The list shows "from" the lowest price of any package.
      minPrice: prices.length ? Math.min(...prices) : 0,
      sellTime: new Date(`${p.sellTime.replace(' ', 'T')}+08:00`),
    };
  });
  await insertInChunks(productRows, 200, (chunk) => db.insert(products).values(chunk));
  const packageRows = productSeeds.flatMap((p) =>
    p.packages.map((pkg, sort) => ({ id: pkg.id, productId: p.id, name: pkg.name, tryUseDuration: pkg.tryUseDuration, sort })),
  );
  await insertInChunks(packageRows, 500, (chunk) => db.insert(packages).values(chunk));
  const priceRows = productSeeds.flatMap((p) => p.packages.flatMap((pkg) => pkg.prices.map((price) => ({ ...price, packageId: pkg.id }))));
  await insertInChunks(priceRows, 500, (chunk) => db.insert(packagePrices).values(chunk));
  await db.insert(banners).values(bannerSeeds);
  await db.insert(homeGroups).values(homeGroupSeeds.map((g, sort) => ({ name: g.name, productIds: g.productIds, sort })));
}
