'use client';
import { postJson } from '@/lib/client/post-json';
import { commonMessages } from '@/core/messages/common';
import type { SendResult } from '@/components/forms/send-code-button';
import type { CaptchaProof } from '@/lib/validation/account-fields';

/** Sends a code for a purpose with the slider's proof; code 900 turns the button off (000 §8). */
export async function sendAccountCode(purpose: 'login' | 'register' | 'reset' | 'change' | 'cancel', phoneNo: string, captcha: CaptchaProof | null, onError: (message: string) => void): Promise<SendResult> {
  const answer = await postJson('/api/account/sms', { purpose, phoneNo, captcha }, commonMessages.smsFailed);
  if (answer.ok) return { ok: true };
  onError(answer.message ?? commonMessages.smsFailed);
  return { ok: false, disabled: String(answer.code) === '900' };
}
