import { eq, or } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { contract } from '@/core/contract';
import { format, messages } from '@/core/messages';
import { logger } from '@/core/log/logger';
import { audit, auditSinkOf, type AuditOutcome } from '../audit/trail';
import { recordConsents } from './personal-data';
import { isBreached, loadBreachedPasswords } from '@/core/validation/breached-passwords';
import { strongEnough, type StrengthScreen } from '@/core/validation/password-strength';
import { decoyHash, hashPassword, verifyPassword } from '../auth/password';
import { rehashLater } from '../auth/password-rehash';
import { liftLocks, lockout, passwordGate, recordPasswordFailure, recordPasswordSuccess } from '../auth/password-lockout';
import { limitIp, limitSubject, tooManyUploads } from '../auth/rate-limit';
import { authenticate, endOtherSessions, endSessions, isRefusal, openSession, refreshSession, userView } from '../auth/tokens';
import { closeFormProof, proofRefused, formProofHolds, spendProof, spentOnCode, type SliderProof } from '../captcha/slider';
import { uploads, users } from '../db/schema';
import { bind, type Handler } from '../http/bind';
import { clientIp, holderOf } from '../http/client-ip';
import type { GatewayEnv } from '../http/env';
import { fail, forbidden, ok, tooMany } from '../http/reply';
import { checkCode, issueCode, missCode, smsContextOf, smsUnavailable, spendCode, verifyCode } from '../sms/codes';
import { smsSetup } from '../sms/setup';
import { gatewaySecret, storageDir } from '../settings';
import { clientFileName, publicFileUrl, storedName, storeFile } from '../storage/files';
import { cleanImage, imageProblemMessages } from '../storage/image-check';

/** One answer for a wrong password and for an unknown account, so neither can be told apart. */
export const wrongCredentials = '用户名或密码错误';
const lockedMessage = (minutes: number) => `登录失败次数过多，该账号的密码登录已暂停，请${minutes}分钟后再试，或使用验证码登录`;
/** A locked account is a limit like the others: 429 with Retry-After (it was 423 before issue 9). */
const locked = (seconds: number) => tooMany(lockedMessage(Math.ceil(seconds / 60)), seconds);
/** With SMS off there is no code to log in with: the network waits out its lock. */
const lockedWithoutSms = (seconds: number) => tooMany(format(messages.loginLockedNoSms, { minutes: Math.ceil(seconds / 60) }), seconds);
/**
 * Where the password alone is not let in (this network's lock, or the ceiling's ask for the phone) and SMS
 * works: the same answer for a right and a wrong password, so it tells a guesser nothing; the right one has
 * sent the phone a code (decision 0074). Retry-After says when the password alone is let in again.
 */
const phoneAsked = (seconds: number) => tooMany(messages.loginPhoneAsked, seconds);

const account = contract.account;

const decode = (base64: string) => Buffer.from(base64, 'base64').toString('utf8');

/** SMS purposes by messageType (000 §7): 0 register and password change, 10 login, 2 find password; 3 cancel the account (issue 62). */
export const purposeOf = { 0: 'account', 10: 'login', 2: 'reset', 3: 'cancel' } as const;

/** The slider scenes of the pages that send an account code and then complete with it. */
const accountScenes = ['nc_message', 'nc_register', 'nc_other'] as const;
/** A slider proof refused: the answer login gives, so the page asks for a new drag. */

/** The form's proof holds: a fresh one, or the one its code's send spent for this phone (decision 0049). */
function formProof(c: Context<GatewayEnv>, proof: SliderProof, purpose: string, phone: string) {
  const { database, now } = c.var.deps;
  return formProofHolds(database.db, gatewaySecret(c.var.deps), proof, accountScenes, spentOnCode(purpose, phone), now());
}

async function weakPassword(password: string, screen: StrengthScreen) {
  if (password.length < 6 || password.length > 64) return fail(400, '密码长度应为6-64位', 400);
  if (!strongEnough(password, screen)) return fail(400, messages.passwordTooWeak, 400);
  if (isBreached(password, await loadBreachedPasswords())) return fail(400, messages.passwordBreached, 400);
  return undefined;
}

const passwordLogin: Handler<typeof account.passwordLogin> = async (input, c) => {
  const { database, now } = c.var.deps;
  const db = database.db;
  const tried = (outcome: AuditOutcome, detail: Record<string, unknown>, userId?: number) =>
    audit(c, { kind: 'login.password', outcome, userId, subject: userId ? undefined : input.username, detail });
  const limited = await limitIp(db, 'login', clientIp(c), now());
  if (limited) return (await tried('refused', { reason: 'address_limit' }), limited);
  if (!(await spendProof(db, gatewaySecret(c.var.deps), input, ['nc_login'], now()))) return proofRefused();
  const [user] = await db.select().from(users).where(or(eq(users.account, input.username), eq(users.phone, input.username))).limit(1);
  // Unknown names are counted too, so a lock says nothing about whether the account exists.
  const lockName = user ? `user:${user.id}` : `name:${input.username.toLowerCase()}`;
  const network = holderOf(clientIp(c));
  const sms = smsSetup(c.var.deps);
  const phoneCanAnswer = !smsUnavailable(sms);
  const gate = await passwordGate(db, lockName, network, now(), { ceiling: phoneCanAnswer });
  // Issue 61 item 3: no stranger's failures may leave the owner, with the right password and the phone, no
  // way in. Where the password alone is not let in, the right one sends the account's phone a code that no
  // limit a stranger can spend holds back, and the code login (which lifts every lock) completes it.
  if (!gate.open && !phoneCanAnswer) return (await tried('refused', { reason: gate.why }, user?.id), lockedWithoutSms(gate.seconds));
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
  if (!gate.open) {
    // Sent behind the answer: a right password must not take longer to answer than a wrong one.
    if (user?.phone && valid) void sendProvenLoginCode(c, sms, user.phone, user.id);
    else await recordPasswordFailure(db, lockName, network, now());
    // Whether the password was right is the operator's to know: a right one past the lock may be the owner, or a stolen password.
    await tried('refused', { reason: 'phone_asked', gate: gate.why, passwordRight: Boolean(user && valid) }, user?.id);
    return phoneAsked(gate.seconds);
  }
  if (!user || !valid) {
    const nowLocked = await recordPasswordFailure(db, lockName, network, now());
    await tried('refused', { reason: 'wrong_password' }, user?.id);
    if (!nowLocked) return fail(401, wrongCredentials, 401);
    await audit(c, { kind: 'login.lock', outcome: 'ok', userId: user?.id, subject: user ? undefined : input.username, detail: { network, minutes: lockout.lockMs / 60_000 } });
    return phoneCanAnswer ? phoneAsked(lockout.lockMs / 1000) : lockedWithoutSms(lockout.lockMs / 1000);
  }
  await recordPasswordSuccess(db, lockName, network, now());
  await tried('ok', {}, user.id);
  // The one moment the password is known: a hash of an older setting is stored again at today's (0056).
  rehashLater(db, user, input.password);
  const tokenInfo = await openSession(db, user.id, input.fingerprint, now());
  return ok({ tokenInfo, userInfo: await userView(db, user) }, '登录成功');
};

/**
 * The login code the account's right password asks for where the password alone is not let in: sent past
 * the budget and the phone's shares, which strangers can spend (decision 0074). Its outcome is logged, never
 * answered: the answer is the same for a wrong password.
 */
async function sendProvenLoginCode(c: Context<GatewayEnv>, sms: ReturnType<typeof smsSetup>, phone: string, userId: number) {
  const sent = await issueCode({ ...smsContextOf(c.var.deps), sms, from: clientIp(c), audit: auditSinkOf(c), userId }, phone, purposeOf[10], (code) => `【标识解析】您的验证码为${code}，用于登录，10分钟内有效，请勿泄露。如非本人操作，请尽快修改密码。`, { passwordProven: true }).catch(
    (error: unknown) => fail(500, error instanceof Error ? error.message : String(error)),
  );
  if (!sent.ok) logger().warn({ service: 'gateway', status: sent.status, reason: sent.message }, 'login code asked by the right password not sent');
}

const codeLogin: Handler<typeof account.codeLogin> = async (input, c) => {
  const { database, now } = c.var.deps;
  const db = database.db;
  const limited = await limitIp(db, 'login', clientIp(c), now());
  if (limited) return limited;
  const checked = await verifyCode(smsContextOf(c.var.deps), input.mobile, purposeOf[10], input.verifyCode);
  const [user] = await db.select().from(users).where(eq(users.phone, input.mobile)).limit(1);
  const tried = (outcome: AuditOutcome, detail: Record<string, unknown>) => audit(c, { kind: 'login.code', outcome, userId: user?.id, subject: user ? undefined : input.mobile, detail });
  if (!checked.ok) return (await tried('refused', { reason: checked.message }), checked);
  if (!user) return (await tried('refused', { reason: 'unknown_phone' }), fail(400, '该手机号尚未注册，请先注册', 400));
  // The phone's owner is in: whatever others' wrong passwords locked on the account is lifted (0048).
  await liftLocks(db, `user:${user.id}`, holderOf(clientIp(c)), now());
  await tried('ok', { locksLifted: true });
  const tokenInfo = await openSession(db, user.id, input.fingerprint, now());
  return ok({ tokenInfo, userInfo: await userView(db, user) }, '登录成功');
};

const logout: Handler<typeof account.logout> = async (_input, c) => {
  const { database, now } = c.var.deps;
  const token = c.req.header('accessToken');
  if (token) await endSessions(database.db, token, now());
  return ok(true, '已退出登录');
};

const refreshToken: Handler<typeof account.refreshToken> = async (input, c) => {
  const { database, now } = c.var.deps;
  const refreshed = await refreshSession(database.db, input.refresh_token, now());
  return 'ok' in refreshed ? refreshed : ok(refreshed);
};

/**
 * Both SMS entries send the same way; they differ in the captcha scenes whose proof they accept. The
 * proof is spent for this purpose and phone: the form the code completes may carry it again (0049).
 */
const sendSms = (scenes: readonly string[]) => async (input: { phoneNo: string; messageType: 0 | 10 | 2 | 3; scene: string; sessionId: string; sig: string; token: string }, c: Context<GatewayEnv>) => {
  const { database, now } = c.var.deps;
  const db = database.db;
  const sms = smsSetup(c.var.deps);
  // Said first: with SMS off, neither the captcha proof nor the IP's quota is spent on a send that cannot happen.
  const closed = smsUnavailable(sms);
  if (closed) return closed;
  const purpose = purposeOf[input.messageType];
  if (!(await spendProof(db, gatewaySecret(c.var.deps), input, scenes, now(), spentOnCode(purpose, input.phoneNo)))) return proofRefused();
  const limited = await limitIp(db, 'sms', clientIp(c), now());
  if (limited) return limited;
  const use = { account: '注册或修改密码', login: '登录', reset: '找回密码', cancel: '注销账号' }[purpose];
  return issueCode({ ...smsContextOf(c.var.deps), sms, from: clientIp(c), audit: auditSinkOf(c) }, input.phoneNo, purpose, (code) => `【标识解析】您的验证码为${code}，用于${use}，10分钟内有效，请勿泄露。`);
};

const register: Handler<typeof account.register> = async (input, c) => {
  const { database, now } = c.var.deps;
  const db = database.db;
  const limited = await limitIp(db, 'register', clientIp(c), now());
  if (limited) return limited;
  if (!(await formProof(c, input, purposeOf[0], input.phoneNo))) return proofRefused();
  const password = decode(input.password);
  const weak = await weakPassword(password, 'register');
  if (weak) return weak;
  // The code first: whether a phone or a name is taken is said only to whoever holds the phone, and each
  // such answer spends one of the code's 5 tries, so one code cannot probe many names.
  const refused = async <T>(reason: string, reply: T) => (await audit(c, { kind: 'account.register', outcome: 'refused', subject: input.phoneNo, detail: { reason } }), reply);
  const checked = await checkCode(smsContextOf(c.var.deps), input.phoneNo, purposeOf[0], input.verifiyCode);
  if (!checked.ok) return refused(checked.message, checked);
  const taken = await db.select({ account: users.account, phone: users.phone }).from(users).where(or(eq(users.account, input.account), eq(users.phone, input.phoneNo)));
  if (taken.length > 0) await missCode(db, checked.data.id);
  if (taken.some((u) => u.phone === input.phoneNo)) return refused('phone_taken', fail(409, '该手机号已注册，请直接登录', 409));
  if (taken.some((u) => u.account === input.account)) return refused('name_taken', fail(409, '该用户名已被使用，请更换', 409));
  if (!(await closeFormProof(db, input, spentOnCode(purposeOf[0], input.phoneNo), now()))) return proofRefused();
  await spendCode(db, checked.data.id, now());
  const [row] = await db
    .insert(users)
    .values({ account: input.account, phone: input.phoneNo, email: input.email, passwordHash: await hashPassword(password), type: 'ORDINARY', origin: input.origin ?? 'portal', createdAt: now() })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!row) return refused('taken', fail(409, '该手机号或用户名已注册', 409));
  // The agreements ticked on the form, at their versions: the account's consent (issue 62 item 1).
  await recordConsents(db, row.id, input.consents ?? [], now());
  await audit(c, { kind: 'account.register', outcome: 'ok', userId: row.id, detail: input.consents?.length ? { consents: input.consents } : undefined });
  return ok({ userId: row.id, account: input.account }, '注册成功');
};

const retrievePassword: Handler<typeof account.retrievePassword> = async (input, c) => {
  const { database, now } = c.var.deps;
  const db = database.db;
  const limited = await limitIp(db, 'reset', clientIp(c), now());
  if (limited) return limited;
  if (!(await formProof(c, input, purposeOf[2], input.content))) return proofRefused();
  const password = decode(input.newPassword);
  const weak = await weakPassword(password, 'reset');
  if (weak) return weak;
  const checked = await checkCode(smsContextOf(c.var.deps), input.content, purposeOf[2], input.verifiyCode);
  if (!checked.ok) return (await audit(c, { kind: 'password.reset', outcome: 'refused', subject: input.content, detail: { reason: checked.message } }), checked);
  if (!(await closeFormProof(db, input, spentOnCode(purposeOf[2], input.content), now()))) return proofRefused();
  await spendCode(db, checked.data.id, now());
  const [user] = await db.select().from(users).where(eq(users.phone, input.content)).limit(1);
  if (!user) return (await audit(c, { kind: 'password.reset', outcome: 'refused', subject: input.content, detail: { reason: 'unknown_phone' } }), fail(400, '该手机号尚未注册', 400));
  await db.update(users).set({ passwordHash: await hashPassword(password), passwordChangedAt: now(), loggedOutAt: now() }).where(eq(users.id, user.id));
  await liftLocks(db, `user:${user.id}`, holderOf(clientIp(c)), now());
  await audit(c, { kind: 'password.reset', outcome: 'ok', userId: user.id, detail: { sessionsEnded: true, locksLifted: true } });
  return ok(true, '找回密码成功');
};

const updatePassword: Handler<typeof account.updatePassword> = async (input, c) => {
  const { database, now } = c.var.deps;
  const db = database.db;
  const auth = await authenticate(c);
  if (isRefusal(auth)) return auth;
  if (auth.user.phone !== input.phoneNo) return fail(400, '手机号与当前账号不一致', 400);
  if (!(await formProof(c, input, purposeOf[0], input.phoneNo))) return proofRefused();
  const password = decode(input.newPassword);
  const weak = await weakPassword(password, 'change');
  if (weak) return weak;
  // The SMS code before the old password, and wrong old passwords count toward the login lockout: a
  // stolen session is no oracle for the password.
  const changed = (outcome: AuditOutcome, detail: Record<string, unknown>) => audit(c, { kind: 'password.change', outcome, userId: auth.user.id, detail });
  const checked = await checkCode(smsContextOf(c.var.deps), input.phoneNo, purposeOf[0], input.verifiyCode);
  if (!checked.ok) return (await changed('refused', { reason: checked.message }), checked);
  const lockName = `user:${auth.user.id}`;
  const network = holderOf(clientIp(c));
  // The code just proved the phone, so only this network's own lock holds here, not the ceiling's ask for it.
  const gate = await passwordGate(db, lockName, network, now());
  if (!gate.open && gate.why === 'locked') return (await changed('refused', { reason: 'locked' }), locked(gate.seconds));
  if (!(await verifyPassword(decode(input.oldPassword), auth.user.passwordHash))) {
    await missCode(db, checked.data.id);
    const nowLocked = await recordPasswordFailure(db, lockName, network, now());
    await changed('refused', { reason: 'wrong_old_password', locked: nowLocked });
    return nowLocked ? locked(lockout.lockMs / 1000) : fail(400, '旧密码错误', 400);
  }
  if (!(await closeFormProof(db, input, spentOnCode(purposeOf[0], input.phoneNo), now()))) return proofRefused();
  await spendCode(db, checked.data.id, now());
  await db.update(users).set({ passwordHash: await hashPassword(password), passwordChangedAt: now() }).where(eq(users.id, auth.user.id));
  await endOtherSessions(db, auth.user.id, auth.sessionId, now());
  await changed('ok', { otherSessionsEnded: true });
  return ok(null, '密码修改成功');
};

const userInfo: Handler<typeof account.userInfo> = async (input, c) => {
  const auth = await authenticate(c);
  if (isRefusal(auth)) return auth;
  if (input.userId !== auth.user.id) return forbidden();
  return ok(await userView(c.var.deps.database.db, auth.user));
};

const updateInfo: Handler<typeof account.updateInfo> = async (input, c) => {
  const { database } = c.var.deps;
  const auth = await authenticate(c);
  if (isRefusal(auth)) return auth;
  if (input.userId !== auth.user.id) return forbidden();
  // The avatar must be a file this user uploaded: no links to elsewhere.
  const name = input.portrait.replace(/^\/api\/files\//, '');
  if (!storedName.test(name)) return fail(400, '头像文件有误，请重新上传', 400);
  const [upload] = await database.db.select().from(uploads).where(eq(uploads.fileName, name)).limit(1);
  if (!upload || upload.ownerUserId !== auth.user.id) return fail(400, '头像文件有误，请重新上传', 400);
  await database.db.update(users).set({ portrait: publicFileUrl(name) }).where(eq(users.id, auth.user.id));
  return ok(true, '修改成功');
};

const uploadFile: Handler<typeof account.uploadFile> = async (input, c) => {
  const { database, now } = c.var.deps;
  const auth = await authenticate(c);
  if (isRefusal(auth)) return auth;
  const limited = (await limitIp(database.db, 'upload', clientIp(c), now(), tooManyUploads)) ?? (await limitSubject(database.db, 'uploadUser', auth.user.id, now(), tooManyUploads));
  if (limited) return limited;
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  // Avatars and payment proofs: any size of picture, but decoded and re-encoded like identity documents.
  const verdict = await cleanImage(bytes, { shape: false });
  if (!verdict.ok) return fail(400, verdict.problem === 'empty' || verdict.problem === 'type' ? '图片格式有误，请上传jpeg、png或bmp图片' : imageProblemMessages[verdict.problem], 400);
  const { clean } = verdict;
  const fileName = await storeFile(storageDir(c.var.deps), clean.bytes, clean.ext, async (name) => {
    await database.db.insert(uploads).values({ ownerUserId: auth.user.id, fileName: name, originalName: clientFileName(input.file.name), mime: clean.mime, size: clean.bytes.length, createdAt: now() });
    return name;
  });
  return ok({ fileName, fullUrl: publicFileUrl(fileName) }, '上传成功');
};

/** Accounts (000 §7, 001 §7): login and logout, tokens, SMS codes, sign-up, passwords, the profile. */
export function registerAccountRoutes(app: Hono<GatewayEnv>): void {
  bind(app, account.passwordLogin, passwordLogin);
  bind(app, account.codeLogin, codeLogin);
  bind(app, account.logout, logout);
  bind(app, account.refreshToken, refreshToken);
  bind(app, account.sendSms, sendSms(['nc_message', 'nc_register', 'nc_other']));
  bind(app, account.sendLoginSms, sendSms(['nc_login', 'nc_message']));
  bind(app, account.register, register);
  bind(app, account.retrievePassword, retrievePassword);
  bind(app, account.updatePassword, updatePassword);
  bind(app, account.userInfo, userInfo);
  bind(app, account.updateInfo, updateInfo);
  bind(app, account.uploadFile, uploadFile);
}
