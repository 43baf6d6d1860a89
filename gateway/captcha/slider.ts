import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { captchaChallenges } from '../db/schema';

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

/** Spends a proof: right signature, solved, unexpired, not used before, for this scene. */
export async function spendProof(db: Db, secret: string, proof: SliderProof, scenes: readonly string[], now: Date): Promise<boolean> {
  if (!scenes.includes(proof.scene)) return false;
  const expected = Buffer.from(signature(secret, proof.sessionId, proof.token, proof.scene));
  const given = Buffer.from(proof.sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  const spent = await db
    .update(captchaChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(captchaChallenges.id, proof.sessionId),
        eq(captchaChallenges.scene, proof.scene),
        eq(captchaChallenges.tokenHash, tokenHash(proof.token)),
        isNotNull(captchaChallenges.passedAt),
        isNull(captchaChallenges.usedAt),
        gt(captchaChallenges.expiresAt, now),
      ),
    )
    .returning({ id: captchaChallenges.id });
  return spent.length === 1;
}

export const captchaFailed = '滑块验证已失效，请重新验证';
