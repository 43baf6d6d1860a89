import type { DoorAnswer } from '@/lib/api/doors';
import { postJson } from '@/lib/client/post-json';
import { accountMessages } from '@/core/messages/account';

/** 000 §9: 5 tries with a 3000 ms timeout to load a challenge. */
const tries = 5;
const timeoutMs = 3000;

export type Challenge = DoorAnswer<'/api/captcha/challenge'>['data'];

/** A challenge, or why there is none: the server's own words where it gave a reason (429 操作过于频繁…). */
export type Loaded = { challenge: Challenge } | { refusal: string };

/**
 * Loads a slider challenge. A request that timed out or never reached the server is tried again, up to
 * five times; a refusal the server explained is not (a 429 asked again five times is five more refusals),
 * and its reason is what the slider shows, where 验证组件加载失败 would blame the page (issue 39 item 11).
 */
export async function loadChallenge(scene: string, post: typeof postJson = postJson): Promise<Loaded> {
  for (let i = 0; i < tries; i++) {
    const answer = await post('/api/captcha/challenge', { scene }, accountMessages.sliderLoadFailed, timeoutMs);
    if (answer.ok && answer.data) return { challenge: answer.data };
    if (!answer.ok && !answer.network && answer.message && answer.message !== accountMessages.sliderLoadFailed) return { refusal: answer.message };
  }
  return { refusal: accountMessages.sliderLoadFailed };
}
