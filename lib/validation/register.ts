import { z } from 'zod';
import { messages } from '@/core/messages';
import { strongEnough } from '@/core/validation/password-strength';
import { captchaProof, codeField, phoneField } from './account-fields';

/** 000 §5 register. The name follows the login-name rule so the account can log in by it. */
export const registerSchema = z
  .object({
    userName: z
      .string()
      .trim()
      .min(1, messages.userNameRequired)
      .regex(/^[A-Za-z0-9_\-\u4e00-\u9fa5]{2,20}$/, messages.userNameRule),
    phoneNo: phoneField(),
    verifiyCode: codeField(messages.codeEnter),
    // The spec shows no format rule; a plainly broken address is still refused.
    email: z.string().trim().min(1, messages.emailRequired).max(100, messages.emailInvalid).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, messages.emailInvalid),
    password: z.string().min(1, messages.passwordRequired).max(64, messages.passwordTooLong),
    confirm: z.string().min(1, messages.passwordRequired),
    agreement: z.boolean().refine((v) => v, messages.agreementRead),
    captcha: captchaProof,
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: messages.passwordMismatch })
  .refine((v) => v.password.length === 0 || strongEnough(v.password, 'register'), { path: ['password'], message: messages.passwordTooWeak });

export type RegisterForm = z.input<typeof registerSchema>;

/** 000 §5 find password: strength at least 50. */
export const resetSchema = z
  .object({
    phoneNo: phoneField(),
    verifiyCode: codeField(messages.codeEnter),
    newPwd: z.string().min(1, messages.newPasswordRequired).max(64, messages.passwordTooLong),
    newPwd2: z.string().min(1, messages.newPasswordRequired),
    captcha: captchaProof,
  })
  .refine((v) => v.newPwd === v.newPwd2, { path: ['newPwd2'], message: messages.passwordMismatch })
  .refine((v) => v.newPwd.length === 0 || strongEnough(v.newPwd, 'reset'), { path: ['newPwd'], message: messages.passwordTooWeak });

export type ResetForm = z.input<typeof resetSchema>;

/** 001 §5 password change: slider first, phone, old, new, confirm, SMS code. */
export const changePasswordSchema = z
  .object({
    captcha: captchaProof,
    phoneNo: phoneField(),
    oldPassword: z.string().min(1, messages.oldPasswordRequired),
    newPassword: z.string().min(1, messages.passwordRequired).max(64, messages.passwordTooLong),
    confirm: z.string().min(1, messages.passwordRequired),
    verifiyCode: codeField(messages.codeEnter, messages.codeEnter),
  })
  .refine((v) => v.newPassword === v.confirm, { path: ['confirm'], message: messages.passwordMismatch })
  .refine((v) => v.newPassword.length === 0 || strongEnough(v.newPassword, 'change'), { path: ['newPassword'], message: messages.passwordTooWeak });

export type ChangePasswordForm = z.input<typeof changePasswordSchema>;

/** Sending a code: a valid phone and a passed slider. */
export const smsRequestSchema = z.object({
  purpose: z.enum(['login', 'register', 'reset', 'change', 'cancel']),
  phoneNo: phoneField(),
  captcha: captchaProof,
});

/** Cancelling the account (issue 62 item 1): the slider, the account's phone, its SMS code, and a tick that the person read what follows. */
export const cancelSchema = z.object({
  captcha: captchaProof,
  phoneNo: phoneField(),
  verifiyCode: codeField(messages.codeEnter, messages.codeEnter),
  confirm: z.boolean().refine((v) => v, messages.cancelConfirmRequired),
});

export type CancelForm = z.input<typeof cancelSchema>;
