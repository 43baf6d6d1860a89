'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SendCodeButton } from '@/components/forms/send-code-button';
import { postJson } from '@/lib/client/post-json';
import { messages } from '@/lib/messages';
import type { CaptchaProof } from '@/lib/validation/account-fields';
import { resetSchema, type ResetForm } from '@/lib/validation/register';
import { applyFieldErrors, textField } from './form-bits';
import { PasswordStrengthBar } from './password-strength-bar';
import { SliderCaptcha } from './slider-captcha';
import { sendAccountCode } from './sms-sender';

/** 000 §2, §5 find-password panel: strength at least 50. */
export function ResetForm({ onDone }: { onDone: () => void }) {
  const [notice, setNotice] = useState<{ severity: 'error' | 'success'; text: string } | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const { register, handleSubmit, setValue, formState, getValues, trigger, setError, control } = useForm<ResetForm>({
    resolver: zodResolver(resetSchema),
    defaultValues: { phoneNo: '', verifiyCode: '', newPwd: '', newPwd2: '', captcha: null },
  });
  const errors = formState.errors;
  const newPwdValue = useWatch({ control, name: 'newPwd' });
  const onCaptcha = useCallback((proof: CaptchaProof | null) => setValue('captcha', proof, { shouldValidate: Boolean(proof) }), [setValue]);

  const sendCode = async () => {
    if (!(await trigger(['phoneNo', 'captcha']))) return { ok: false };
    const result = await sendAccountCode('reset', getValues('phoneNo').trim(), getValues('captcha'), (text) => setNotice({ severity: 'error', text }));
    if (!result.ok) setResetKey((k) => k + 1);
    return result;
  };

  const onSubmit = async (values: ResetForm) => {
    setNotice(null);
    const answer = await postJson('/api/account/retrieve', values, messages.retrieveFailed);
    if (!answer.ok) {
      applyFieldErrors(answer.fieldErrors, setError);
      setNotice({ severity: 'error', text: answer.message ?? messages.retrieveFailed });
      return;
    }
    setNotice({ severity: 'success', text: messages.retrieveOk });
    setTimeout(onDone, 1000);
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} sx={{ display: 'grid', gap: 1.5 }} aria-label="找回密码">
      <TextField label="手机号" autoComplete="tel" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }} {...textField(register, 'phoneNo', errors.phoneNo)} />
      <SliderCaptcha scene="nc_message" onChange={onCaptcha} resetKey={resetKey} error={errors.captcha?.message} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField label="验证码" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }} {...textField(register, 'verifiyCode', errors.verifiyCode)} />
        <Box sx={{ pt: 1 }}>
          <SendCodeButton onSend={sendCode} />
        </Box>
      </Box>
      <TextField label="新密码" type="password" autoComplete="new-password" {...textField(register, 'newPwd', errors.newPwd)} />
      <PasswordStrengthBar password={newPwdValue} screen="reset" />
      <TextField label="确认新密码" type="password" autoComplete="new-password" {...textField(register, 'newPwd2', errors.newPwd2)} />
      {notice ? <Alert severity={notice.severity}>{notice.text}</Alert> : null}
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        确定
      </Button>
    </Box>
  );
}
