import type { z } from 'zod';
import type { orderSave } from '@/core/contract/order';
import { sameAmount, standardPrice, toCents } from '@/core/order/pricing';
import type { packagePrices, packages, products } from '../db/schema';

export type OrderSaveInput = z.output<typeof orderSave>;
type Product = typeof products.$inferSelect;
type Package = typeof packages.$inferSelect;
type Price = typeof packagePrices.$inferSelect;

export interface CheckedLine {
  pkg: Package;
  price: Price;
}

export type PriceCheck = { ok: true; lines: CheckedLine[]; totalCents: number } | { ok: false; message: string };

const refuse = (message: string): PriceCheck => ({ ok: false, message });

/**
 * The order body against the product's own price list. The browser's numbers are only compared,
 * never used: every line must name a package of this product and one of that package's price entries
 * (duration and price), and the totals must add up to the cent.
 */
export function checkOrderPrices(body: OrderSaveInput, product: Product | undefined, pkgs: Package[], prices: Price[]): PriceCheck {
  if (!product) return refuse('应用不存在');
  if (product.sellStatus !== 1) return refuse('该应用已下架，无法下单');
  if (product.negotiable === 1) return refuse('该应用价格面议，请先询价');
  const lines: CheckedLine[] = [];
  for (const line of body.orderDetails) {
    if (line.productId !== product.id) return refuse('订单明细与应用不符');
    const pkg = pkgs.find((p) => p.id === line.packageProductId && p.productId === product.id);
    if (!pkg) return refuse('套餐不存在');
    const price = prices.find((p) => p.packageId === pkg.id && p.duration === line.purchaseDuration && sameAmount(p.price, line.price));
    if (!price) return refuse('订单价格与套餐价格不符');
    lines.push({ pkg, price });
  }
  const totalCents = lines.reduce((sum, l) => sum + toCents(l.price.price), 0);
  if (toCents(body.totalAmount) !== totalCents) return refuse('订单金额与套餐价格不符');
  if (toCents(body.salePrice) !== totalCents) return refuse('订单金额与套餐价格不符');
  const first = lines[0].price;
  if (!sameAmount(body.standardPrice, standardPrice(first.price, first.duration))) return refuse('标准价格与套餐价格不符');
  return { ok: true, lines, totalCents };
}
