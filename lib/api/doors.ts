import type { z } from 'zod';
import type { DataOf } from '@/core/contract';
import type { challenge, solve } from '@/core/contract/captcha';
import type { BatchResult } from '@/lib/identifier/batch-export';
import type { InvalidLine } from '@/lib/identifier/batch-input';
import type { UserSummary } from '@/lib/session/summary';
import type { LoginForm } from '@/lib/validation/login';
import type { ConsultForm } from '@/lib/validation/consult';
import type { InquiryForm, TrialRequest } from '@/lib/validation/inquiry';
import type { confirmOrderSchema, PayInfoForm } from '@/lib/validation/order';
import type { PrefixForm } from '@/lib/validation/prefix';
import type { cancelSchema, changePasswordSchema, registerSchema, resetSchema, smsRequestSchema } from '@/lib/validation/register';
import type { ConsentAsked } from '@/lib/account/consent';

// The browser's doors (decision 0044): each JSON route handler the pages post to, with the body it
// reads and what it answers when it accepts. The route answers through `accepted(door, …)` and the
// page posts through `postJson(door, …)` (lib/client/post-json.ts), so both sides are held to one
// type, as the gateway's contract holds the server's calls. A refusal has one shape for every door.

type OrderId = { orderId: number };
type Said = { message: string };

export interface Doors {
  '/api/session/login': { body: LoginForm; answer: { user: UserSummary; openConsole: boolean; consentRequired?: ConsentAsked[] } };
  '/api/account/consent': { body: object; answer: { user: UserSummary; openConsole: boolean } };
  '/api/account/cancel': { body: z.input<typeof cancelSchema>; answer: Said };
  '/api/captcha/challenge': { body: { scene: string }; answer: { data: DataOf<typeof challenge> } };
  '/api/captcha/verify': { body: z.input<typeof solve.request>; answer: { data: DataOf<typeof solve> } };
  '/api/account/sms': { body: z.input<typeof smsRequestSchema>; answer: object };
  '/api/account/register': { body: z.input<typeof registerSchema>; answer: Said };
  '/api/account/retrieve': { body: z.input<typeof resetSchema>; answer: Said };
  '/api/account/password': { body: z.input<typeof changePasswordSchema>; answer: Said };
  '/api/consult': { body: ConsultForm; answer: Said };
  '/api/market/inquiry': { body: InquiryForm; answer: Said };
  '/api/market/trial': { body: TrialRequest; answer: Said };
  '/api/prefix/register': { body: PrefixForm; answer: Said };
  '/api/order/save': { body: z.input<typeof confirmOrderSchema>; answer: { orderId: number; orderCode: string; free: boolean } };
  '/api/order/cancel': { body: OrderId; answer: Said };
  '/api/order/pay-info': { body: PayInfoForm & OrderId; answer: Said };
  '/api/order/wechat': { body: OrderId; answer: { qr: string; sandboxUrl: string | null } };
  '/api/order/online': { body: OrderId; answer: { pageUrl: string } };
  '/api/identifier/batch': { body: { identifiers: string[] }; answer: { results: BatchResult[]; invalid: InvalidLine[]; duplicates: number } };
}

export type Door = keyof Doors;
export type DoorBody<D extends Door> = Doors[D]['body'];
export type DoorAnswer<D extends Door> = Doors[D]['answer'];

/** Every door's refusal: a message for a person, field errors for a form, the code for button logic, relogin when the login is gone. */
export interface Refusal {
  ok: false;
  message?: string;
  code?: string | number | null;
  fieldErrors?: Record<string, string>;
  relogin?: boolean;
  /** Set by the browser side: the portal did not answer at all. */
  network?: boolean;
}

/** What a page gets back from a door: its accepted answer, or the refusal. */
export type Reply<D extends Door> = ({ ok: true } & DoorAnswer<D> & Omit<Partial<Refusal>, 'ok'>) | Refusal;
