import { z } from 'zod';
import { validationMessages } from '@/core/messages/validation';
import { captchaProof, codeField, fingerprintField, phoneField } from './account-fields';

/** 000 §5: a phone, or 2-20 letters, digits, _, - or Chinese. */
const loginName = z
  .string()
  .trim()
  .regex(/^(?:1[3-9]\d{9}|[A-Za-z0-9_\-\u4e00-\u9fa5]{2,20})$/, validationMessages.loginNameRequired);

export const passwordLoginSchema = z.object({
  mode: z.literal('password'),
  username: loginName,
  password: z.string().min(1, validationMessages.passwordRequired).max(128, validationMessages.passwordRequired),
  captcha: captchaProof,
  remember: z.boolean(),
  fingerprint: fingerprintField,
});

export const codeLoginSchema = z.object({
  mode: z.literal('code'),
  mobile: phoneField(),
  verifyCode: codeField(validationMessages.codeRequired),
  // The slider was passed to send the code; the code is the proof here.
  captcha: captchaProof.optional(),
  remember: z.boolean(),
  fingerprint: fingerprintField,
});

export const loginSchema = z.discriminatedUnion('mode', [passwordLoginSchema, codeLoginSchema]);

export type PasswordLoginForm = z.input<typeof passwordLoginSchema>;
export type CodeLoginForm = z.input<typeof codeLoginSchema>;
export type LoginForm = z.input<typeof loginSchema>;
