import type { Db } from '../client';
import { orderDetails, orders, payInfos } from '../schema';
import { productSeeds } from './market';

/**
 * demo_company's history (spec/demo-data.md): one paid order, one awaiting offline-payment review,
 * one cancelled. Amounts come from the seeded price lists, as the gateway would compute them.
 */
export async function seedOrders(db: Db, buyer: { companyId: number; userId: number }): Promise<void> {
  const plan = [
    { productId: 15, status: 'paid', code: 'DD202603150001', createdAt: '2026-03-15T02:10:00Z' },
    { productId: 48, status: 'awaiting_review', code: 'DD202611180002', createdAt: '2026-11-18T07:40:00Z' },
    { productId: 19, status: 'cancelled', code: 'DD202609020003', createdAt: '2026-09-02T05:05:00Z' },
  ] as const;
  for (const [i, item] of plan.entries()) {
    const product = productSeeds.find((p) => p.id === item.productId);
    if (!product) throw new Error(`demo order product ${item.productId} missing`);
    const pkg = product.packages[0];
    const price = pkg.prices.find((p) => p.isDefault) ?? pkg.prices[0];
    const created = new Date(item.createdAt);
    const [order] = await db
      .insert(orders)
      .values({
        orderCode: item.code,
        transactionId: `demo-seed-${i + 1}`,
        userId: buyer.userId,
        buyerCompanyId: buyer.companyId,
        buyerCompanyName: '苏州智联精密制造有限公司',
        productId: product.id,
        type: 0,
        totalAmount: price.price,
        salePrice: price.price,
        standardPrice: price.duration > 0 ? Math.round((price.price / price.duration) * 100) / 100 : price.price,
        remark: i === 1 ? '请尽快开通，谢谢。' : null,
        status: item.status,
        payChannel: item.status === 'cancelled' ? null : 'offline',
        paidAt: item.status === 'paid' ? new Date(created.getTime() + 86_400_000) : null,
        cancelledAt: item.status === 'cancelled' ? new Date(created.getTime() + 3_600_000) : null,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: orders.id });
    await db.insert(orderDetails).values({
      orderId: order.id,
      appId: product.appId,
      packageProductId: pkg.id,
      packageName: pkg.name,
      priceId: price.id,
      price: price.price,
      purchaseDuration: `${price.duration}:${price.durationUnit}`,
      productId: product.id,
      productName: product.name,
    });
    if (item.status !== 'cancelled') {
      await db.insert(payInfos).values({
        orderId: order.id,
        depositBank: '中国工商银行苏州工业园区支行',
        bankAccountName: '苏州智联精密制造有限公司',
        bankNo: '1102020509000123456',
        payAmount: price.price,
        payTime: item.createdAt.slice(0, 10),
        payPicture: 'demo-proof.png',
        createdAt: created,
        reviewedAt: item.status === 'paid' ? new Date(created.getTime() + 86_400_000) : null,
      });
    }
  }
}
