import { z } from 'zod';
import { endpoint, id } from './define';
import {
  ack,
  anyId,
  cents,
  dateText,
  decimal,
  httpUrl,
  intLike,
  money,
  optionalText,
  ref,
  text,
  textRef,
  urlList,
} from './common';

// Orders, offline payment and the two online payment channels (001 §7). Amounts are yuan except where
// a payment channel wants cents.

/** Payment proofs per order; the spec limits the count without showing it. */
// The ordering issue fixes the count: at most 5 proof images of 10 MB each.
export const MAX_PROOFS = 5;

const orderLine = z.strictObject({
  appId: textRef,
  packageProductId: ref,
  packageName: text(100),
  price: money,
  /** In the price option's unit; -1 means lifetime. */
  purchaseDuration: z.number().int().min(-1).max(1200),
  productId: ref,
  productName: text(100),
});

export const orderSave = z.strictObject({
  buyerCompanyId: ref,
  buyerCompanyName: text(100),
  productId: ref,
  type: z.literal(0),
  totalAmount: money,
  salePrice: money,
  standardPrice: money,
  /** Names the purchase attempt, so a repeated submit does not create a second order. */
  transactionId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  remark: optionalText(300),
  orderDetails: z.array(orderLine).min(1).max(20),
});
export type OrderSave = z.input<typeof orderSave>;

export const savedOrder = z.looseObject({ id, orderCode: z.string(), totalAmount: decimal.nullish() });
export type SavedOrder = z.output<typeof savedOrder>;

const notFuture = (s: string) => new Date(`${s.slice(0, 10)}T00:00:00Z`).getTime() <= Date.now() + 86_400_000;

export const payInfo = z.strictObject({
  orderId: ref,
  depositBank: text(100),
  bankAccountName: text(100),
  bankNo: z.string().regex(/^\d{1,32}$/),
  payAmount: money,
  // A day of slack: the payer's "today" may be ahead of the server's clock zone.
  payTime: dateText.refine(notFuture, { message: 'payment date in the future' }),
  /** Stored file names, comma-joined. */
  payPicture: z
    .string()
    .min(1)
    .max(4000)
    .refine((s) => s.split(',').length <= MAX_PROOFS),
  realPayPicture: z.array(z.string().max(1024)).max(MAX_PROOFS).optional(),
});
export type PayInfo = z.input<typeof payInfo>;

const payInfoRecord = z.looseObject({
  depositBank: z.string().nullish(),
  bankAccountName: z.string().nullish(),
  bankNo: z.string().nullish(),
  payAmount: decimal.nullish(),
  payTime: z.string().nullish(),
  payPicture: z.string().nullish(),
  realPayPicture: urlList.nullish(),
});

/** An order as the detail call answers it. The spec shows no fields or status values. */
export const orderDetail = z.looseObject({
  id,
  orderCode: z.string(),
  status: intLike.nullish(),
  type: intLike.nullish(),
  totalAmount: decimal.nullish(),
  salePrice: decimal.nullish(),
  standardPrice: decimal.nullish(),
  remark: z.string().nullish(),
  createTime: z.string().nullish(),
  buyerCompanyId: id.nullish(),
  buyerCompanyName: z.string().nullish(),
  productId: id.nullish(),
  orderDetails: z
    .array(
      z.looseObject({
        appId: anyId.nullish(),
        packageProductId: id.nullish(),
        packageName: z.string().nullish(),
        price: decimal.nullish(),
        purchaseDuration: intLike.nullish(),
        productId: id.nullish(),
        productName: z.string().nullish(),
      }),
    )
    .nullish(),
  payInfo: payInfoRecord.nullish(),
});
export type OrderDetail = z.output<typeof orderDetail>;

export const save = endpoint({
  summary: 'Create an order',
  method: 'POST',
  path: '/platform-operate-service/manager/order/save',
  auth: true,
  wire: 'json',
  request: orderSave,
  data: savedOrder,
});

export const detail = endpoint({
  summary: 'Order detail',
  method: 'GET',
  path: '/platform-operate-service/manager/order/detail/{id}',
  auth: true,
  wire: 'none',
  request: z.strictObject({ id: ref }),
  data: orderDetail,
});

export const savePayInfo = endpoint({
  summary: 'Save the offline bank-transfer payment info',
  method: 'POST',
  path: '/platform-operate-service/manager/order/save/payinfo',
  auth: true,
  wire: 'json',
  request: payInfo,
  data: ack,
});

export const cancel = endpoint({
  summary: 'Cancel an order',
  method: 'POST',
  path: '/platform-operate-service/manager/order/cancel/{id}',
  auth: true,
  wire: 'none',
  request: z.strictObject({ id: ref }),
  data: ack,
});

export const onlinePay = endpoint({
  summary: 'Create an online (card/bank redirect) payment; the browser goes to pageUrl',
  method: 'POST',
  path: '/platform-operate-service/humi/payment/humi/order/create',
  auth: true,
  wire: 'json',
  request: z.strictObject({
    payeeUserNo: text(64),
    channelCode: text(32),
    bizOrderNo: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    orderAmount: cents,
    payAmount: cents,
    paymentMethod: z.union([z.string().min(1).max(32), z.number().int()]),
    poundageAmount: cents,
    redirectUrl: httpUrl,
  }),
  data: z.looseObject({ pageUrl: z.string().min(1) }),
});

export const wechatPlaceOrder = endpoint({
  summary: 'Place a WeChat Native order; code_url is shown as a QR code',
  method: 'POST',
  path: '/platform-operate-service/wechat/payment/native/placeOrder',
  auth: true,
  wire: 'json',
  request: z.strictObject({
    // WeChat Pay's own limits: description 127 characters, out_trade_no 6 to 32 of [A-Za-z0-9_|*-].
    description: text(127),
    out_trade_no: z.string().regex(/^[A-Za-z0-9_|*-]{6,32}$/),
    amount: z.strictObject({ total: cents.min(1), currency: z.literal('CNY').optional() }),
  }),
  data: z.looseObject({ code_url: z.string().min(1) }),
});

/** Polled every 2 s (5 s after 10 polls) until success with code '200'. */
export const wechatResult = endpoint({
  summary: 'WeChat payment result of an order',
  method: 'GET',
  path: '/platform-operate-service/manager/order/select/wechatpayment/Result',
  auth: true,
  wire: 'query',
  request: z.strictObject({ orderId: ref }),
  data: ack,
});
