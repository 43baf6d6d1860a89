'use client';
import { useCallback, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { SendResult } from '@/components/forms/send-code-button';
import { captchaRefusedCode } from '@/core/contract/refusal-codes';
import type { CaptchaProof } from '@/lib/validation/account-fields';
import { sendAccountCode } from './sms-sender';

type WithCaptcha = FieldValues & { captcha: CaptchaProof | null };

/**
 * The slider and the send-code button of an account form: the slider's proof goes into `captcha`; a
 * send first checks the phone and the slider, and the gateway spends the proof on it (a failed send
 * asks for a new drag). The form's submit carries the same proof, which the gateway takes while the code
 * lives (decision 0049); a submit it refuses for the proof asks for a new drag too.
 */
export function useSmsCode<T extends WithCaptcha>(form: UseFormReturn<T>, purpose: 'register' | 'reset' | 'change' | 'cancel', phone: Path<T>, onError: (text: string) => void) {
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

  /** After a refused submit: a proof the gateway refused is spent or void, so the slider starts again. */
  const afterRefusal = (code: unknown) => {
    if (String(code) === String(captchaRefusedCode)) resetSlider();
  };

  return { resetKey, resetSlider, onCaptcha, sendCode, afterRefusal };
}
