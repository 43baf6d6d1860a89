import { z } from 'zod';
import { endpoint } from './define';
import { captchaPart } from './common';

// The self-hosted slider captcha (accounts issue, item 6). Not a call of the specs: the original used a
// vendor's widget. The embedded gateway issues a challenge, checks the drag and hands out the
// `sessionId`, `sig`, `token` proof that the login, SMS and prefix calls carry. A provider's own captcha
// service replaces these two calls (lib/captcha).

/** Where a proof may be spent: login, SMS send (register, reset, password change), prefix submission. */
export const captchaScene = z.enum(['nc_login', 'nc_register', 'nc_message', 'nc_other']);

export const challenge = endpoint({
  summary: 'Slider captcha: a new challenge (2 minutes, single use)',
  method: 'POST',
  path: '/captcha/challenge',
  auth: false,
  wire: 'json',
  request: z.strictObject({ scene: captchaScene }),
  data: z.looseObject({
    sessionId: z.string().min(1),
    /** Track width in px (000 §9: 300). Where the drag must end stays on the server. */
    width: z.number().int().positive(),
    expiresIn: z.number().int().positive(),
  }),
});

/** One point of the drag: x in px along the track, t in ms since the press. */
const tracePoint = z.tuple([z.number().min(-50).max(400), z.number().int().min(0).max(120_000)]);

export const solve = endpoint({
  summary: 'Slider captcha: check a drag and return the proof',
  method: 'POST',
  path: '/captcha/verify',
  auth: false,
  wire: 'json',
  request: z.strictObject({ sessionId: captchaPart, trace: z.array(tracePoint).min(2).max(600) }),
  data: z.looseObject({ sessionId: z.string(), sig: z.string(), token: z.string(), scene: z.string() }),
});
