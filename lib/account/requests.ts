import type { contract } from '@/core/contract';
import type { RequestOf } from '@/core/contract/define';
import type { CaptchaProof } from '@/lib/validation/account-fields';
import type { codeLoginSchema, passwordLoginSchema } from '@/lib/validation/login';
import type { changePasswordSchema, registerSchema, resetSchema } from '@/lib/validation/register';
import type { z } from 'zod';
import { accountAgreements } from '@/core/agreements/versions';

// The checked account forms as the gateway's calls carry them: wire field names (verifiyCode, content)
// and passwords base64-encoded where the specs say so. Built here, not in each route, so the wire-form
// test (lib/gateway/wire-form.test.ts) sees exactly what the routes send.

type Calls = typeof contract.account;

/** 000 §7: passwords travel base64-encoded (UTF-8 first, so Chinese and symbols survive). */
export const wirePassword = (plain: string) => Buffer.from(plain, 'utf8').toString('base64');

type PasswordLoginValues = Pick<z.output<typeof passwordLoginSchema>, 'username' | 'password' | 'fingerprint'> & { captcha: CaptchaProof | null };

/**
 * 000 §7 password login: username, password (plain: the query's URL encoding is its only encoding),
 * returnType json, loginType ORDINARY, fingerprint and the slider's scene, sessionId, sig, token.
 */
export function passwordLoginRequest(f: PasswordLoginValues): RequestOf<Calls['passwordLogin']> {
  return { username: f.username, password: f.password, returnType: 'json', loginType: 'ORDINARY', fingerprint: f.fingerprint, ...f.captcha! };
}

type CodeLoginValues = Pick<z.output<typeof codeLoginSchema>, 'mobile' | 'verifyCode' | 'fingerprint'>;

/** 000 §7 code login: mobile, verifyCode, fingerprint, returnType json, loginType ORDINARY. */
export function codeLoginRequest(f: CodeLoginValues): RequestOf<Calls['codeLogin']> {
  return { mobile: f.mobile, verifyCode: f.verifyCode, returnType: 'json', loginType: 'ORDINARY', fingerprint: f.fingerprint };
}

type RegisterValues = Pick<z.output<typeof registerSchema>, 'phoneNo' | 'userName' | 'email' | 'password' | 'verifiyCode'> & { captcha: CaptchaProof | null };

/** 000 §7 register: phoneNo, account, email, password (base64), verifiyCode, origin; and the slider's proof (0049). */
export function registerRequest(f: RegisterValues): RequestOf<Calls['register']> {
  // The form's tick is consent to the user agreement and the privacy policy at the versions in force (issue 62).
  const consents = Object.entries(accountAgreements).map(([agreement, version]) => ({ agreement, version }));
  return { phoneNo: f.phoneNo, account: f.userName, email: f.email, password: wirePassword(f.password), verifiyCode: f.verifiyCode, origin: 'portal', consents, ...f.captcha! };
}

type ResetValues = Pick<z.output<typeof resetSchema>, 'phoneNo' | 'newPwd' | 'verifiyCode'> & { captcha: CaptchaProof | null };

/** 000 §7 find password: content (the phone), newPassword (base64), type 1, verifiyCode; and the slider's proof (0049). */
export function retrieveRequest(f: ResetValues): RequestOf<Calls['retrievePassword']> {
  return { content: f.phoneNo, newPassword: wirePassword(f.newPwd), type: 1, verifiyCode: f.verifiyCode, ...f.captcha! };
}

type ChangeValues = Pick<z.output<typeof changePasswordSchema>, 'phoneNo' | 'oldPassword' | 'newPassword' | 'verifiyCode'> & { captcha: CaptchaProof | null };

/**
 * 001 §7 password change: phoneNo, oldPassword, newPassword, verifiyCode. 001 does not say how the
 * passwords travel; the same user service takes them base64-encoded on register and find password
 * (000 §7), so they go alike here (decision 0018). The slider's proof goes along (0049).
 */
export function changePasswordRequest(f: ChangeValues): RequestOf<Calls['updatePassword']> {
  return { phoneNo: f.phoneNo, oldPassword: wirePassword(f.oldPassword), newPassword: wirePassword(f.newPassword), verifiyCode: f.verifiyCode, ...f.captcha! };
}
