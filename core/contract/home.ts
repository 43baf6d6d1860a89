import { z } from 'zod';
import { endpoint, id, noBody } from './define';
import { product } from './market-types';

// The portal home page's calls (000 §7).

/** A product category with its products, as the 'three major application scenario products' tabs use. */
export const productGroup = z.looseObject({
  apiProductClassifyVo: z.looseObject({ id: id.nullish(), name: z.string() }),
  apiProductManagerVoList: z.array(product).nullish(),
});
export type ProductGroup = z.output<typeof productGroup>;

export const topProducts = endpoint({
  summary: 'Home product groups with their products',
  method: 'GET',
  path: '/platform-operate-service/identifier/manager/productClassify/getProductTopfirst',
  auth: false,
  wire: 'none',
  request: noBody,
  data: z.array(productGroup),
});

/**
 * The home page polls this every 5 s; the spec does not show what it does with the data, so any
 * record or list of records passes.
 */
export const dataWarehouse = endpoint({
  summary: 'Home data-warehouse statistics (polled every 5 s)',
  method: 'POST',
  path: '/platform-operate-service/identifier/manager/homepage/datawarehousese',
  auth: false,
  wire: 'none',
  request: noBody,
  data: z.union([z.looseObject({}), z.array(z.looseObject({}))]),
});
