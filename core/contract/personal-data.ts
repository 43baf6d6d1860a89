import { z } from 'zod';
import { endpoint } from './define';
import { ack, mobile, sliderProof, smsCode } from './common';

// The rights the privacy policy promises (issue 62 item 1; PIPL articles 15, 45 and 47): a copy of one's
// personal information, the cancellation of the account (注销), and consent recorded by the agreement's
// version. The specs have none of these calls; a provider's gateway implements them as README ("Personal
// information and account cancellation") describes, and the embedded gateway does (gateway/routes/personal-data.ts).

const when = z.string();

/** One agreement a person consented to: which, the version (the date it took effect), when. */
export const consentRow = z.looseObject({ agreement: z.string(), version: z.string(), acceptedAt: when });
export type ConsentRow = z.infer<typeof consentRow>;

/** The copy of what the platform keeps about the person: JSON they download from the personal page. */
export const personalData = z.looseObject({
  exportedAt: when,
  account: z.looseObject({
    userId: z.number(),
    account: z.string(),
    phone: z.string(),
    email: z.string(),
    type: z.string(),
    createdAt: when,
    portrait: z.string().nullable(),
    company: z.looseObject({ name: z.string(), prefix: z.string().nullable() }).nullable(),
  }),
  consents: z.array(consentRow),
  orders: z.array(z.looseObject({ orderCode: z.string(), product: z.string().nullable(), status: z.string(), totalAmount: z.number(), createdAt: when, paidAt: when.nullable(), payChannel: z.string().nullable(), remark: z.string().nullable() })),
  prefixApplications: z.array(z.looseObject({ id: z.number(), companyName: z.string(), prefix: z.string(), status: z.string(), liaison: z.string(), liaisonPhone: z.string(), liaisonEmail: z.string(), createdAt: when })),
  /** Consultations, price inquiries and ecosystem applications as they were sent. */
  submissions: z.array(z.looseObject({ kind: z.string(), createdAt: when, content: z.unknown() })),
  trials: z.array(z.looseObject({ product: z.string().nullable(), status: z.string(), createdAt: when, endsAt: when.nullable() })),
  /** The account's security events (logins, codes, password changes) of the audit trail's last 180 days. */
  securityEvents: z.array(z.looseObject({ at: when, kind: z.string(), outcome: z.string(), address: z.string().nullable() })),
});
export type PersonalData = z.infer<typeof personalData>;

export const myData = endpoint({
  summary: 'A copy of the personal information the platform keeps about the user',
  method: 'POST',
  path: '/platform-user-service/customer/personalData.html',
  auth: true,
  wire: 'json',
  request: z.strictObject({}),
  data: personalData,
});

/**
 * Cancels the account after an SMS code to its phone (messageType 3) and a slider proof: refused while an
 * order waits for payment or review, or a prefix application is under review.
 */
export const cancelAccount = endpoint({
  summary: 'Cancel the account (注销)',
  method: 'POST',
  path: '/platform-user-service/customer/cancel.html',
  auth: true,
  wire: 'json',
  request: z.strictObject({ phoneNo: mobile, verifiyCode: smsCode, ...sliderProof }),
  data: ack,
});

export const consents = endpoint({
  summary: 'The agreements the user consented to, by version',
  method: 'POST',
  path: '/platform-user-service/customer/consents.html',
  auth: true,
  wire: 'json',
  request: z.strictObject({}),
  data: z.array(consentRow),
});

export const agreementVersion = z.strictObject({ agreement: z.string().regex(/^[A-Za-z]{1,40}$/), version: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

export const consent = endpoint({
  summary: 'Record the user’s consent to agreements at these versions',
  method: 'POST',
  path: '/platform-user-service/customer/consent.html',
  auth: true,
  wire: 'json',
  request: z.strictObject({ agreements: z.array(agreementVersion).min(1).max(10) }),
  data: ack,
});
