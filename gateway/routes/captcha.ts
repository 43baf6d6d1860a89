import type { Hono } from 'hono';
import { contract } from '@/core/contract';
import { limitIp } from '../auth/rate-limit';
import { createChallenge, solveChallenge } from '../captcha/slider';
import { bind } from '../http/bind';
import { clientIp } from '../http/client-ip';
import type { GatewayEnv } from '../http/env';
import { fail, ok } from '../http/reply';
import { gatewaySecret } from '../settings';

/** The self-hosted slider captcha: a challenge, then the drag's check and the proof. */
export function registerCaptchaRoutes(app: Hono<GatewayEnv>): void {
  bind(app, contract.captcha.challenge, async (input, c) => {
    const { database, now } = c.var.deps;
    // Challenges cost a row each: bounded per IP like logins.
    const limited = await limitIp(database.db, 'login', clientIp(c), now());
    if (limited) return limited;
    return ok(await createChallenge(database.db, input.scene, now()));
  });

  bind(app, contract.captcha.solve, async (input, c) => {
    const { database, now } = c.var.deps;
    const solved = await solveChallenge(database.db, gatewaySecret(c.var.deps), input.sessionId, input.trace, now());
    return solved.ok ? ok(solved.proof, '验证通过') : fail(400, solved.message, 40011);
  });
}
