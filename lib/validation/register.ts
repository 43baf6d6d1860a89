import { z } from 'zod';
import { accountMessages } from '@/core/messages/account';
import { validationMessages } from '@/core/messages/validation';
import { strongEnough } from '@/core/validation/password-strength';
import { captchaProof, codeField, phoneField } from './account-fields';

/** 000 §5 register. The name follows the login-name rule so the account can log in by it. */
export const registerSchema = z
  .object({
    userName: z
      .string()
      .trim()
      .min(1, validationMessages.userNameRequired)
      .regex(/^[A-Za-z0-9_\-\u4e00-\u9fa5]{2,20}$/, accountMessages.userNameRule),
    phoneNo: phoneField(),
    verifiyCode: codeField(validationMessages.codeEnter),
    // The spec shows no format rule; a plainly broken address is still refused.
    email: z.string().trim().min(1, validationMessages.emailRequired).max(100, validationMessages.emailInvalid).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, validationMessages.emailInvalid),
    password: z.string().min(1, validationMessages.passwordRequired).max(64, accountMessages.passwordTooLong),
    confirm: z.string().min(1, validationMessages.passwordRequired),
    agreement: z.boolean().refine((v) => v, validationMessages.agreementRead),
    captcha: captchaProof,
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: validationMessages.passwordMismatch })
  .refine((v) => v.password.length === 0 || strongEnough(v.password, 'register'), { path: ['password'], message: validationMessages.passwordTooWeak });

export type RegisterForm = z.input<typeof registerSchema>;

/** 000 §5 find password: strength at least 50. */
export const resetSchema = z
  .object({
    phoneNo: phoneField(),
    verifiyCode: codeField(validationMessages.codeEnter),
    newPwd: z.string().min(1, validationMessages.newPasswordRequired).max(64, accountMessages.passwordTooLong),
    newPwd2: z.string().min(1, validationMessages.newPasswordRequired),
    captcha: captchaProof,
  })
  .refine((v) => v.newPwd === v.newPwd2, { path: ['newPwd2'], message: validationMessages.passwordMismatch })
  .refine((v) => v.newPwd.length === 0 || strongEnough(v.newPwd, 'reset'), { path: ['newPwd'], message: validationMessages.passwordTooWeak });

export type ResetForm = z.input<typeof resetSchema>;

/** 001 §5 password change: slider first, phone, old, new, confirm, SMS code. */
export const changePasswordSchema = z
  .object({
    captcha: captchaProof,
    phoneNo: phoneField(),
    oldPassword: z.string().min(1, validationMessages.oldPasswordRequired),
    newPassword: z.string().min(1, validationMessages.passwordRequired).max(64, accountMessages.passwordTooLong),
    confirm: z.string().min(1, validationMessages.passwordRequired),
    verifiyCode: codeField(validationMessages.codeEnter, validationMessages.codeEnter),
  })
  .refine((v) => v.newPassword === v.confirm, { path: ['confirm'], message: validationMessages.passwordMismatch })
  .refine((v) => v.newPassword.length === 0 || strongEnough(v.newPassword, 'change'), { path: ['newPassword'], message: validationMessages.passwordTooWeak });

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
  verifiyCode: codeField(validationMessages.codeEnter, validationMessages.codeEnter),
  confirm: z.boolean().refine((v) => v, accountMessages.cancelConfirmRequired),
});

export type CancelForm = z.input<typeof cancelSchema>;
