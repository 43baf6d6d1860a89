import type { BannerSeed } from './types';

// Each market banner exercises one branch of the portal's click handler: external site, existing
// product, and a product id that does not exist ('no such application currently').
export const MISSING_BANNER_PRODUCT_ID = 9999;

export const bannerSeeds: BannerSeed[] = [
  {
    id: 1,
    image: '/images/banners/market-supply-chain-cloud.svg',
    redirectType: 1,
    outSiteUrl: null,
    productId: 48,
    sort: 1,
    kind: 'market',
  },
  {
    id: 2,
    image: '/images/banners/market-miit-policy.svg',
    redirectType: 2,
    outSiteUrl: 'https://www.miit.gov.cn/',
    productId: null,
    sort: 2,
    kind: 'market',
  },
  {
    id: 3,
    image: '/images/banners/market-new-arrivals.svg',
    redirectType: 1,
    outSiteUrl: null,
    productId: MISSING_BANNER_PRODUCT_ID,
    sort: 3,
    kind: 'market',
  },
  {
    id: 4,
    image: '/images/banners/partner-recruitment.svg',
    redirectType: 1,
    outSiteUrl: null,
    productId: 15,
    sort: 1,
    kind: 'partner',
  },
  {
    id: 5,
    image: '/images/banners/partner-ecosystem.svg',
    redirectType: 2,
    outSiteUrl: 'https://www.caict.ac.cn/',
    productId: null,
    sort: 2,
    kind: 'partner',
  },
];
