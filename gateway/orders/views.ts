import { asc, eq } from 'drizzle-orm';
import { isOrderStatus, statusCode } from '@/core/order/status';
import type { Db } from '../db/client';
import { orderDetails, payInfos } from '../db/schema';
import { publicFileUrl } from '../storage/files';
import type { OrderRow } from './state';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The order detail answer (001 §7 order detail): the order, its lines and the offline pay info. */
export async function orderView(db: Db, order: OrderRow) {
  const lines = await db.select().from(orderDetails).where(eq(orderDetails.orderId, order.id)).orderBy(asc(orderDetails.id));
  const [info] = await db.select().from(payInfos).where(eq(payInfos.orderId, order.id)).limit(1);
  const pictures = info ? info.payPicture.split(',').filter(Boolean) : [];
  return {
    id: order.id,
    orderCode: order.orderCode,
    status: isOrderStatus(order.status) ? statusCode(order.status) : -1,
    statusName: order.status,
    type: order.type,
    totalAmount: order.totalAmount,
    salePrice: order.salePrice,
    standardPrice: order.standardPrice,
    remark: order.remark ?? '',
    createTime: order.createdAt.toISOString(),
    payTime: iso(order.paidAt),
    cancelTime: iso(order.cancelledAt),
    payChannel: order.payChannel,
    buyerCompanyId: order.buyerCompanyId,
    buyerCompanyName: order.buyerCompanyName,
    productId: order.productId,
    orderDetails: lines.map((l) => {
      const [duration, unit] = l.purchaseDuration.split(':');
      return {
        appId: l.appId,
        packageProductId: l.packageProductId,
        packageName: l.packageName,
        priceId: l.priceId,
        price: l.price,
        purchaseDuration: Number(duration),
        durationUnit: unit ?? null,
        productId: l.productId,
        productName: l.productName,
      };
    }),
    payInfo: info
      ? {
          depositBank: info.depositBank,
          bankAccountName: info.bankAccountName,
          bankNo: info.bankNo,
          payAmount: info.payAmount,
          payTime: info.payTime,
          payPicture: info.payPicture,
          realPayPicture: pictures.map(publicFileUrl),
        }
      : null,
  };
}
