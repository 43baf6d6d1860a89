import { orderMessages } from '@/core/messages/order';

/**
 * The order's states (docs/decisions/0005-orders-and-payment.md). The spec shows no status values, so
 * the wire codes are ours; the gateway sends the code, the portal reads it back through here.
 */
export const orderStatuses = ['created', 'awaiting_payment', 'awaiting_review', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

const codes: Record<OrderStatus, number> = { created: 0, awaiting_review: 1, paid: 2, cancelled: 3, awaiting_payment: 4 };

export const statusCode = (status: OrderStatus): number => codes[status];

export function statusOfCode(code: number | null | undefined): OrderStatus | undefined {
  return orderStatuses.find((s) => codes[s] === code);
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (orderStatuses as readonly string[]).includes(value);
}

/** Still payable and still cancellable: nothing has been paid or submitted for review. */
export const isUnpaid = (status: OrderStatus): boolean => status === 'created' || status === 'awaiting_payment';

export const statusLabel: Record<OrderStatus, string> = {
  created: orderMessages.orderStatusCreated,
  awaiting_payment: orderMessages.orderStatusAwaitingPayment,
  awaiting_review: orderMessages.orderStatusAwaitingReview,
  paid: orderMessages.orderStatusPaid,
  cancelled: orderMessages.orderStatusCancelled,
};
