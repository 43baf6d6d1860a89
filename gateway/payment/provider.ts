import type { PayChannel } from '@/core/env/payment';

export type { PayChannel } from '@/core/env/payment';

export interface StartPayment {
  channel: PayChannel;
  /** Unique per attempt: the order code plus a suffix. */
  tradeNo: string;
  amountCents: number;
  description: string;
  /** Random; names the sandbox page of this attempt. */
  token: string;
  /** Online only: where the cashier sends the browser back. */
  redirectUrl?: string;
}

export type Started = { ok: true; payUrl: string } | { ok: false; message: string };

/** What a provider says about an attempt when asked. */
export type TradeState = 'pending' | 'paid' | 'failed';

/**
 * One payment provider behind one interface. The sandbox settles attempts itself when a person presses
 * its buttons, so it has no `query`; real providers are asked while the portal polls.
 */
export interface PaymentProvider {
  readonly name: string;
  start(payment: StartPayment): Promise<Started>;
  query?(tradeNo: string): Promise<TradeState>;
}
