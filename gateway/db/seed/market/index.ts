import { bannerSeeds, MISSING_BANNER_PRODUCT_ID } from './banners';
import { buildProduct } from './build';
import { classificationSeeds } from './classifications';
import { homeGroups } from './home-groups';
import { equipmentProducts } from './products-equipment';
import { identifierProducts } from './products-identifier';
import { qualityProducts } from './products-quality';
import { safetyProducts } from './products-safety';
import { softwareProducts } from './products-software';
import { supplyProducts } from './products-supply';
import type { ProductSeed } from './types';

export type {
  BannerSeed,
  ClassificationSeed,
  DurationUnit,
  HomeGroup,
  PackageSeed,
  PriceSeed,
  ProductSeed,
} from './types';

export const productSeeds: ProductSeed[] = [
  ...identifierProducts,
  ...softwareProducts,
  ...supplyProducts,
  ...qualityProducts,
  ...equipmentProducts,
  ...safetyProducts,
]
  .map(buildProduct)
  .sort((a, b) => a.id - b.id);

export { bannerSeeds, classificationSeeds, homeGroups, MISSING_BANNER_PRODUCT_ID };
