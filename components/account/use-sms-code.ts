'use client';
import { useCallback, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { SendResult } from '@/components/forms/send-code-button';
import type { CaptchaProof } from '@/lib/validation/account-fields';
import { sendAccountCode } from './sms-sender';

type WithCaptcha = FieldValues & { captcha: CaptchaProof | null };

/**
 * The slider and the send-code button of an account form: the slider's proof goes into `captcha`; a
 * send first checks the phone and the slider, and the gateway spends the proof on it (a failed send
 * asks for a new drag).
 */
export function useSmsCode<T extends WithCaptcha>(form: UseFormReturn<T>, purpose: 'register' | 'reset' | 'change', phone: Path<T>, onError: (text: string) => void) {
  const { setValue, trigger, getValues } = form;
  const [resetKey, setResetKey] = useState(0);
  const captcha = 'captcha' as Path<T>;
  const onCaptcha = useCallback((proof: CaptchaProof | null) => setValue(captcha, proof as PathValue<T, Path<T>>, { shouldValidate: Boolean(proof) }), [setValue, captcha]);
  const resetSlider = useCallback(() => setResetKey((k) => k + 1), []);

  const sendCode = async (): Promise<SendResult> => {
    if (!(await trigger([phone, captcha]))) return { ok: false, notSent: true };
    const result = await sendAccountCode(purpose, String(getValues(phone)).trim(), getValues(captcha) as CaptchaProof | null, onError);
    if (!result.ok) resetSlider();
    return result;
  };

  return { resetKey, resetSlider, onCaptcha, sendCode };
}
