import { z } from 'zod';
import { endpoint } from './define';
import {
  ack,
  base64Password,
  fingerprint,
  imageFile,
  loginName,
  mobile,
  ref,
  sliderProof,
  smsCode,
  text,
} from './common';
import { loginResult, tokenInfo, uploadResult, userInfo } from './user-types';
import { agreementVersion } from './personal-data';

// Accounts: login, logout, SMS codes, registration, passwords and the personal page (000 §7, 001 §7).

/**
 * The two login calls put everything in the query string; the spec's `?{query}` is that, not a path part.
 * No body, a form content type and the client's Basic header (000 §7), the password URL-encoded.
 */
export const passwordLogin = endpoint({
  summary: 'Password login',
  method: 'POST',
  path: '/platform-user-center/authentication/form',
  auth: false,
  clientAuth: true,
  wire: 'query',
  request: z.strictObject({
    username: loginName,
    password: z.string().min(1).max(128),
    returnType: z.literal('json'),
    loginType: z.literal('ORDINARY'),
    fingerprint,
    ...sliderProof,
  }),
  data: loginResult,
});

/** The spec shows only the query; it hands out tokens like the password login, so it travels alike (0018). */
export const codeLogin = endpoint({
  summary: 'Mobile verification-code login',
  method: 'POST',
  path: '/security/authentication/mobile',
  auth: false,
  clientAuth: true,
  wire: 'query',
  request: z.strictObject({
    mobile,
    verifyCode: smsCode,
    returnType: z.literal('json'),
    loginType: z.literal('ORDINARY'),
    fingerprint,
  }),
  data: loginResult,
});

/**
 * The spec sends no token with logout (the original's session rode on a gateway cookie). Here the
 * token names the session the gateway revokes; a logout without one still succeeds.
 */
export const logout = endpoint({
  summary: 'Logout',
  method: 'GET',
  path: '/platform-security-service/logout',
  auth: true,
  wire: 'query',
  request: z.strictObject({ fingerprint }),
  data: ack,
});

/** messageType: 0 default, 10 login, 2 find password. */
const smsRequest = z.strictObject({
  phoneNo: mobile,
  messageType: z.union([z.literal(0), z.literal(10), z.literal(2)]),
  ...sliderProof,
});

/** The user service's sender also takes 3, the cancellation of the account (an extension, personal-data.ts). */
const userServiceSmsRequest = smsRequest.extend({ messageType: z.union([z.literal(0), z.literal(10), z.literal(2), z.literal(3)]) });

export const sendSms = endpoint({
  summary: 'Send an SMS code (register, find password, change password)',
  method: 'POST',
  path: '/platform-user-service/message/sendShortMessage.html',
  auth: false,
  wire: 'json',
  request: userServiceSmsRequest,
  data: ack,
});

export const sendLoginSms = endpoint({
  summary: 'Send an SMS code for code login',
  method: 'POST',
  path: '/platform-security-service/message/sendShortMessage.html',
  auth: false,
  wire: 'json',
  request: smsRequest,
  data: ack,
});

/**
 * Register, find password and password change carry the slider's proof too, which 000 §7 and 001 §7 do
 * not show: the page asks for the drag, so the gateway checks what it sends (decision 0049). A gateway
 * that does not know the fields is sent them as extra JSON members.
 */
export const retrievePassword = endpoint({
  summary: 'Find password: set a new one with an SMS code',
  method: 'POST',
  path: '/platform-user-service/customer/retrievePassword.html',
  auth: false,
  wire: 'json',
  request: z.strictObject({
    content: mobile,
    newPassword: base64Password,
    type: z.literal(1),
    verifiyCode: smsCode,
    ...sliderProof,
  }),
  data: ack,
});

export const register = endpoint({
  summary: 'Register an account',
  method: 'POST',
  path: '/platform-user-service/customer/account/register.html',
  auth: false,
  wire: 'json',
  request: z.strictObject({
    phoneNo: mobile,
    account: loginName,
    // The spec shows no e-mail format rule, only that it is required.
    email: text(100),
    password: base64Password,
    verifiyCode: smsCode,
    origin: z.string().max(64).optional(),
    /** The agreements ticked on the form, at their versions (issue 62 item 1): recorded as the account's consent. */
    consents: z.array(agreementVersion).max(10).optional(),
    ...sliderProof,
  }),
  data: ack,
});

export const userInfoCall = endpoint({
  summary: 'Personal information (basicInfo with userId and portrait)',
  method: 'POST',
  path: '/platform-user-service/customer/info.html',
  auth: true,
  wire: 'json',
  request: z.strictObject({
    level: z.union([z.number().int().min(0).max(9), z.string().regex(/^\d$/)]),
    userId: ref,
  }),
  data: userInfo,
});

export const updatePassword = endpoint({
  summary: 'Change password',
  method: 'POST',
  path: '/platform-user-service/customer/updatePassword.html',
  auth: true,
  wire: 'json',
  request: z.strictObject({
    phoneNo: mobile,
    oldPassword: base64Password,
    newPassword: base64Password,
    verifiyCode: smsCode,
    ...sliderProof,
  }),
  data: ack,
});

export const updateInfo = endpoint({
  summary: 'Update the avatar',
  method: 'POST',
  path: '/platform-user-service/customer/info/update.html',
  auth: true,
  wire: 'json',
  request: z.strictObject({ userId: ref, portrait: text(1024) }),
  data: ack,
});

/** Avatars are 1 MB at most, payment proofs 10 MB; the same call serves both. */
export const uploadFile = endpoint({
  summary: 'Upload a file (avatar, payment proof)',
  method: 'POST',
  path: '/platform-user-service/file/upload.html',
  auth: true,
  wire: 'multipart',
  request: z.strictObject({ file: imageFile(10 * 1024 * 1024) }),
  data: uploadResult,
});

export const refreshToken = endpoint({
  summary: 'Refresh the access token',
  method: 'POST',
  path: '/platform-security-service/oauth/token',
  // The refresh token is the user's credential here (the access token may already be stale); an OAuth
  // token endpoint also authenticates the client (RFC 6749 §6), though 001 §7 shows only the form.
  auth: false,
  clientAuth: true,
  wire: 'form',
  request: z.strictObject({
    fingerprint,
    grant_type: z.literal('refresh_token'),
    refresh_token: z.string().min(1).max(4096),
  }),
  data: tokenInfo,
});
