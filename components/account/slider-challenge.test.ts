import { messages } from '@/core/messages';
import type { postJson } from '@/lib/client/post-json';
import { loadChallenge } from './slider-challenge';

// Answers as postJson gives them, one per try.
function answering(...answers: object[]) {
  const asked: string[] = [];
  const post = (async (door: string) => {
    asked.push(door);
    return answers[Math.min(asked.length, answers.length) - 1];
  }) as unknown as typeof postJson;
  return { post, asked };
}

const challenge = { sessionId: 'c0ffee', width: 300 };

describe('loading the slider’s challenge', () => {
  it('says the server’s reason for a refusal and does not ask again', async () => {
    const { post, asked } = answering({ ok: false, message: '操作过于频繁，请稍后再试', network: false });
    expect(await loadChallenge('nc_login', post)).toEqual({ refusal: '操作过于频繁，请稍后再试' });
    expect(asked).toHaveLength(1);
  });

  it('tries five times when the server is not reached, then says the component did not load', async () => {
    const { post, asked } = answering({ ok: false, message: messages.sliderLoadFailed, network: true });
    expect(await loadChallenge('nc_login', post)).toEqual({ refusal: messages.sliderLoadFailed });
    expect(asked).toHaveLength(5);
  });

  it('takes the challenge once one comes', async () => {
    const { post, asked } = answering({ ok: false, message: messages.sliderLoadFailed, network: true }, { ok: true, data: challenge });
    expect(await loadChallenge('nc_register', post)).toEqual({ challenge });
    expect(asked).toHaveLength(2);
  });
});
