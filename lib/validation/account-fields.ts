import { z } from 'zod';
import { validationMessages } from '@/core/messages/validation';

// The fields of 000 §5 and 001 §5 with the spec's Chinese messages. The forms and the route handlers
// use the same schemas; the contract's wire rules (core/contract/common) say the same in English terms.

export const mobilePattern = /^1[3-9]\d{9}$/;

export const phoneField = (message: string = validationMessages.phoneInvalid) => z.string().trim().regex(mobilePattern, message);

/** The slider's proof; null until the drag passed. */
export const captchaProof = z
  .object({ scene: z.string().min(1), sessionId: z.string().min(1), sig: z.string().min(1), token: z.string().min(1) })
  .nullable()
  .refine((v) => v !== null, validationMessages.sliderRequired);

export type CaptchaProof = { scene: string; sessionId: string; sig: string; token: string };

/** Codes typed at login and in the account forms: 4 to 6 digits. */
export const codeField = (emptyMessage: string, badMessage: string = validationMessages.codeInvalid) =>
  z.string().trim().min(1, emptyMessage).regex(/^\d{4,6}$/, badMessage);

export const fingerprintField = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/).catch('unknown');
