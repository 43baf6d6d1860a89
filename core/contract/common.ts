import { z } from 'zod';

// Wire-level building blocks shared by the entries. They say what the gateway accepts (it answers 400
// otherwise); the Chinese messages a person sees live in lib/validation, not here.

/** Mainland mobile: 11 digits, 1 then 3 to 9. */
export const mobile = z.string().regex(/^1[3-9]\d{9}$/);

/** A contact phone may carry the +86 or 0086 prefix before the mobile number. */
export const contactPhone = z.string().regex(/^(?:\+86|0086)?1[3-9]\d{9}$/);

/** Codes typed at login are 4 to 6 digits; the other forms use the same range. */
export const smsCode = z.string().regex(/^\d{4,6}$/);

/** The scene verification code is exactly 6 digits. */
export const sceneCode = z.string().regex(/^\d{6}$/);

/** The browser fingerprint hash sent with logins, logouts, token refreshes and trials. */
export const fingerprint = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);

/** A required, bounded line of text. */
export const text = (max: number) => z.string().trim().min(1).max(max);

/** An optional, bounded line of text (an empty string is allowed). */
export const optionalText = (max: number) => z.string().max(max).optional();

/** One part of the slider-captcha proof. Long enough for any vendor's signature, short enough to refuse junk. */
export const captchaPart = z.string().min(1).max(2048);

export const sliderProof = {
  scene: z.string().min(1).max(64),
  sessionId: captchaPart,
  sig: captchaPart,
  token: captchaPart,
};

/** Passwords travel base64-encoded on the register, retrieve and change calls. */
export const base64Password = z
  .string()
  .min(4)
  .max(256)
  .regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/);

/** Login name: a phone number, or 2 to 20 letters, digits, underscores, hyphens or Chinese characters. */
export const loginName = z.string().regex(/^(?:1[3-9]\d{9}|[A-Za-z0-9_\-\u4e00-\u9fa5]{2,20})$/);

/** An enterprise identifier prefix such as 88.365.1001. */
export const companyPrefix = z.string().max(64).regex(/^\d+(?:\.\d+)+$/);

/**
 * A reference to a record in a request: a non-negative integer or its decimal string (path and query
 * fields arrive as text). Handlers get a number.
 */
export const ref = z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,15}$/)]).transform(Number);

/** A reference that some services spell as text (app ids, scene ids). */
export const textRef = z.union([z.number().int().nonnegative(), z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/)]);

/** An integer as a query string carries it, checked against a range. */
export const queryInt = (min: number, max: number) =>
  z
    .union([z.number().int(), z.string().regex(/^-?\d{1,9}$/).transform(Number)])
    .pipe(z.number().int().min(min).max(max));

/** One of a few numeric codes (organisation, document, certificate types), as number or digit string. */
export const codeOf = (...codes: number[]) =>
  z
    .union([z.number().int(), z.string().regex(/^-?\d{1,3}$/).transform(Number)])
    .pipe(z.number().refine((n) => codes.includes(n)));

/** A yuan amount with at most two decimals. */
export const money = z.union([
  z.number().nonnegative().max(1e10).refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6))),
  z.string().regex(/^\d{1,10}(?:\.\d{1,2})?$/),
]);

/** An amount in cents, as the payment channels want it. */
export const cents = z.number().int().nonnegative().max(1e12);

/** A date as the date pickers send it: YYYY-MM-DD, optionally with a time. */
export const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/);

export const httpUrl = z.string().max(1024).regex(/^https?:\/\/[^\s]+$/);

/** Images the portal uploads: jpeg, png or bmp. */
export const imageFile = (maxBytes: number) =>
  z.file().min(1).max(maxBytes).mime(['image/jpeg', 'image/png', 'image/bmp', 'image/x-ms-bmp']);

/** Extra context (the user's companyInfo) passed through as flat scalars, bounded in count and size. */
export const flatRecord = z
  .record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
  .refine((r) => Object.keys(r).length <= 60);

// ---- response side: tolerant of what a real gateway may send, strict about types ----

/** A decimal that some services send as a string; the portal always gets a number. */
export const decimal = z.union([z.number(), z.string().regex(/^-?\d+(?:\.\d+)?$/).transform(Number)]);

/** An integer code or flag (status, negotiable, level), number or digit string; the portal gets a number. */
export const intLike = z.union([z.number().int(), z.string().regex(/^-?\d+$/).transform(Number)]);

/** A code the portal treats as text (dictionary codes, duration units), number or string on the wire. */
export const codeText = z.union([z.string(), z.number()]).transform(String);

/** An id some services spell as text (app ids, scene ids, data ids): kept as the gateway sent it. */
export const anyId = z.union([z.number(), z.string()]);

/** A flag sent as a boolean or as 0/1. */
export const boolish = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean);

/** A list of urls, sent as an array or as one comma-joined string. */
export const urlList = z.union([
  z.array(z.string()),
  z.string().transform((s) => (s ? s.split(',').filter(Boolean) : [])),
]);

/**
 * The data of a call whose answer the portal does not read (it reads success and message): anything but
 * a list, so an acknowledgement, a count or the saved record all pass.
 */
export const ack = z.union([z.boolean(), z.string(), z.number(), z.looseObject({})]);
