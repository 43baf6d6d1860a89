import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import { captchaRefusedCode } from '@/core/contract/refusal-codes';
import type { Db } from '../db/client';
import { captchaChallenges } from '../db/schema';
import { fail, type Reply } from '../http/reply';
import { smsRules } from '../sms/codes';

/** 000 §9: a track 300 px wide. A challenge lives 2 minutes and its proof is spent once. */
export const sliderRules = { width: 300, lifeMs: 120_000, minDragMs: 250, maxDragMs: 60_000, minPoints: 8 } as const;

export type DragPoint = readonly [x: number, t: number];

export async function createChallenge(db: Db, scene: string, now: Date) {
  const id = randomBytes(16).toString('hex');
  // The knob (40 px) must end inside the last stretch of the track, which moves a little per challenge.
  const target = sliderRules.width - 40 - randomInt(0, 6);
  await db.insert(captchaChallenges).values({ id, target, scene, createdAt: now, expiresAt: new Date(now.getTime() + sliderRules.lifeMs) });
  // The target is not told: the drag is judged against it here, so a script cannot aim at it.
  return { sessionId: id, width: sliderRules.width, expiresIn: sliderRules.lifeMs / 1000 };
}

/**
 * A person's drag: starts near 0, reaches the target, moves forward in time, takes a human while and
 * is not one straight jump. Scripts can still pass it; it is a speed bump, as the vendors' sliders are,
 * and the real protection is the rate limits behind it.
 */
export function plausibleDrag(trace: readonly DragPoint[], target: number): boolean {
  // A pointer reports a move every frame (about 15 points in the shortest allowed drag); the keyboard
  // alternative gives 11. A handful of points is a script.
  if (trace.length < sliderRules.minPoints) return false;
  const [x0, t0] = trace[0];
  const [xEnd, tEnd] = trace[trace.length - 1];
  if (x0 > 10 || xEnd < target - 2) return false;
  const duration = tEnd - t0;
  if (duration < sliderRules.minDragMs || duration > sliderRules.maxDragMs) return false;
  for (let i = 1; i < trace.length; i++) if (trace[i][1] < trace[i - 1][1]) return false;
  const steps = new Set(trace.map(([x]) => Math.round(x)));
  return steps.size >= 3;
}

const signature = (secret: string, id: string, token: string, scene: string) =>
  createHmac('sha256', secret).update(`${id}.${token}.${scene}`).digest('base64url');

/** Checks the drag of a live challenge; on success the proof the protected calls carry. */
export async function solveChallenge(db: Db, secret: string, sessionId: string, trace: readonly DragPoint[], now: Date) {
  const [row] = await db
    .select()
    .from(captchaChallenges)
    .where(and(eq(captchaChallenges.id, sessionId), isNull(captchaChallenges.passedAt), gt(captchaChallenges.expiresAt, now)))
    .limit(1);
  if (!row) return { ok: false as const, message: '验证已过期，请重新拖动滑块' };
  // One attempt per challenge: a failed drag asks for a new one, so a script cannot try positions.
  if (!plausibleDrag(trace, row.target)) {
    await db.update(captchaChallenges).set({ expiresAt: now }).where(eq(captchaChallenges.id, row.id));
    return { ok: false as const, message: '验证未通过，请重新拖动滑块' };
  }
  const token = randomBytes(12).toString('base64url');
  await db.update(captchaChallenges).set({ passedAt: now, tokenHash: tokenHash(token) }).where(eq(captchaChallenges.id, row.id));
  return { ok: true as const, proof: { sessionId: row.id, token, sig: signature(secret, row.id, token, row.scene), scene: row.scene } };
}

/** The token is stored hashed: a proof with a forged token fails even with a leaked secret. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SliderProof {
  scene: string;
  sessionId: string;
  sig: string;
  token: string;
}

/** The proof is one this gateway signed, for one of these scenes. */
function signed(secret: string, proof: SliderProof, scenes: readonly string[]): boolean {
  if (!scenes.includes(proof.scene)) return false;
  const expected = Buffer.from(signature(secret, proof.sessionId, proof.token, proof.scene));
  const given = Buffer.from(proof.sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The challenge a proof names, solved, with the proof's own token. */
const provenBy = (proof: SliderProof) =>
  and(eq(captchaChallenges.id, proof.sessionId), eq(captchaChallenges.scene, proof.scene), eq(captchaChallenges.tokenHash, tokenHash(proof.token)), isNotNull(captchaChallenges.passedAt));

/** Solved, unexpired, not used before. */
const fresh = (now: Date) => and(isNull(captchaChallenges.usedAt), gt(captchaChallenges.expiresAt, now));

/**
 * Spends a proof: right signature, solved, unexpired, not used before, for this scene. An SMS send says
 * what the code is for (`spentFor`, see `spentOnCode`): the proof then still vouches for that form.
 */
export async function spendProof(db: Db, secret: string, proof: SliderProof, scenes: readonly string[], now: Date, spentFor?: string): Promise<boolean> {
  if (!signed(secret, proof, scenes)) return false;
  const spent = await db
    .update(captchaChallenges)
    .set({ usedAt: now, spentFor: spentFor ?? null })
    .where(and(provenBy(proof), fresh(now)))
    .returning({ id: captchaChallenges.id });
  return spent.length === 1;
}

/** What a proof spent on an SMS send is for: the code's purpose and phone. */
export const spentOnCode = (purpose: string, phone: string) => `${purpose}:${phone}`;

/**
 * A proof a form that completes with an SMS code may carry (register, find password, password change,
 * decision 0049): a fresh one, or the one its code's send spent for this purpose and phone, while that
 * code lives. Either way once: `closeFormProof` spends it when the form goes through.
 */
const usableByForm = (proof: SliderProof, spentFor: string, now: Date) =>
  and(provenBy(proof), or(fresh(now), and(eq(captchaChallenges.spentFor, spentFor), gt(captchaChallenges.usedAt, new Date(now.getTime() - smsRules.lifeMs)))));

/** Checks a form's proof without spending it: a refused form (a wrong code, a taken name) may be sent again. */
export async function formProofHolds(db: Db, secret: string, proof: SliderProof, scenes: readonly string[], spentFor: string, now: Date): Promise<boolean> {
  if (!signed(secret, proof, scenes)) return false;
  const rows = await db.select({ id: captchaChallenges.id }).from(captchaChallenges).where(usableByForm(proof, spentFor, now)).limit(1);
  return rows.length === 1;
}

/** Spends a form's proof as the form goes through; false when another request spent it first. */
export async function closeFormProof(db: Db, proof: SliderProof, spentFor: string, now: Date): Promise<boolean> {
  const closed = await db
    .update(captchaChallenges)
    .set({ usedAt: now, spentFor: null })
    .where(usableByForm(proof, spentFor, now))
    .returning({ id: captchaChallenges.id });
  return closed.length === 1;
}

export const captchaFailed = '滑块验证已失效，请重新验证';

/** The answer to a proof the gateway does not accept: 400 with the code that has the page start its slider again. */
export const proofRefused = (): Reply<never> => fail(400, captchaFailed, captchaRefusedCode);
