import { z } from 'zod';
import { endpoint, noBody, page } from './define';
import { queryInt, ref } from './common';
import {
  assetRecord,
  banner,
  choiceBlock,
  classification,
  packageDetail,
  product,
  productDetail,
  searchQuery,
} from './market-types';

// The application marketplace of 001 §7. Browsing is public; the asset book is the user's own.

const website = '/platform-operate-service/identifier/officialWebsite/productAndService';

export const productsByClassify = endpoint({
  summary: 'Products of a classification (footer and product lists)',
  method: 'POST',
  path: `${website}/findProductByClassifyId`,
  auth: false,
  wire: 'json',
  request: z.strictObject({
    current: z.number().int().min(1).max(100_000),
    size: z.number().int().min(1).max(100),
    productClassifyId: ref.optional(),
  }),
  data: z.array(product),
});

export const hotProducts = endpoint({
  summary: 'Hot products, first 5',
  method: 'POST',
  path: `${website}/findHotProduct?limit=5`,
  auth: false,
  wire: 'none',
  request: noBody,
  data: z.array(product),
});

export const classifyList = endpoint({
  summary: 'All classifications, flat, with level and parentId',
  method: 'POST',
  path: `${website}/findProductClassifyList`,
  auth: false,
  wire: 'none',
  request: noBody,
  data: z.array(classification),
});

export const allProducts = endpoint({
  summary: 'All listed products (banner product lookup)',
  method: 'POST',
  path: '/platform-operate-service/identifier/manager/product/officialweb/findProduct',
  auth: false,
  wire: 'none',
  request: noBody,
  data: z.array(product),
});

export const productDetails = endpoint({
  summary: 'Product detail with prices (official website variant)',
  method: 'GET',
  path: '/platform-operate-service/identifier/manager/product/findProductDetails/{id}',
  auth: false,
  wire: 'none',
  request: z.strictObject({ id: ref }),
  data: productDetail,
});

export const globalBanners = endpoint({
  summary: 'Marketplace home banners',
  method: 'GET',
  path: '/platform-operate-service/api/config/platform/global/banners',
  auth: false,
  wire: 'none',
  request: noBody,
  data: z.array(banner),
});

export const choiceBlocks = endpoint({
  summary: "'Selected applications' blocks: classifications with their chosen products",
  method: 'GET',
  path: '/platform-operate-service/api/product/manager/choice/three/block',
  auth: false,
  wire: 'none',
  request: noBody,
  data: z.array(choiceBlock),
});

export const recommended = endpoint({
  summary: "'Official selection' products",
  method: 'POST',
  path: '/platform-operate-service/api/product/manager/recommented',
  auth: false,
  wire: 'json',
  request: z.strictObject({ recommend: z.literal(1) }),
  data: z.array(product),
});

export const zeroTrial = endpoint({
  summary: "'0 yuan experience' products",
  method: 'POST',
  path: '/platform-operate-service/api/product/manager/zero',
  auth: false,
  wire: 'json',
  request: z.strictObject({ zeroTry: z.literal(1) }),
  data: z.array(product),
});

export const partnerBanners = endpoint({
  summary: 'Marketplace partner banners',
  method: 'POST',
  path: '/platform-operate-service/api/product/config/banner',
  auth: false,
  wire: 'none',
  request: noBody,
  data: z.array(banner),
});

export const classifyByLevel = endpoint({
  summary: 'Classifications of one level, with their children',
  method: 'GET',
  path: '/platform-operate-service/api/product/classify/level/{level}',
  auth: false,
  wire: 'none',
  request: z.strictObject({ level: z.union([z.literal(1), z.literal(2), z.literal(3), z.enum(['1', '2', '3'])]) }),
  data: z.array(classification),
});

export const search = endpoint({
  summary: 'Search and filter products, one page',
  method: 'POST',
  path: '/platform-operate-service/api/product/manager/search',
  auth: false,
  wire: 'json',
  request: searchQuery,
  data: page(product),
});

export const choice = endpoint({
  summary: 'Chosen products of a classification',
  method: 'POST',
  path: '/platform-operate-service/api/product/manager/choice',
  auth: false,
  wire: 'json',
  request: z.strictObject({ productClassifyId: ref }),
  data: z.array(product),
});

export const detail = endpoint({
  summary: 'Product detail with child packages and prices',
  method: 'GET',
  path: '/platform-operate-service/api/product/manager/detail/{id}',
  auth: false,
  wire: 'none',
  request: z.strictObject({ id: ref }),
  data: productDetail,
});

export const packageDetails = endpoint({
  summary: 'Child package detail with its prices',
  method: 'GET',
  path: '/platform-operate-service/api/identifier/manager/PackegeProduct/findPackageProductDetail/{id}',
  auth: false,
  wire: 'none',
  request: z.strictObject({ id: ref }),
  data: packageDetail,
});

export const assetBook = endpoint({
  summary: "The user's asset book, one page",
  method: 'POST',
  path: '/app-zs-asset-manage/manager/assetbook/list/page',
  auth: true,
  wire: 'query',
  request: z.strictObject({ current: queryInt(1, 100_000), size: queryInt(1, 100) }),
  data: page(assetRecord),
});
