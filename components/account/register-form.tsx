'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SendCodeButton } from '@/components/forms/send-code-button';
import { postJson } from '@/lib/client/post-json';
import { messages } from '@/lib/messages';
import type { CaptchaProof } from '@/lib/validation/account-fields';
import { registerSchema, type RegisterForm } from '@/lib/validation/register';
import { applyFieldErrors, textField } from './form-bits';
import { PasswordStrengthBar } from './password-strength-bar';
import { SliderCaptcha } from './slider-captcha';
import { sendAccountCode } from './sms-sender';

/** The phrase a real gateway puts in a register refusal when the enterprise real-name check failed. */
const realNamePhrase = '实名认证';

/** 000 §2, §5 register panel. */
export function RegisterForm({ onLogin }: { onLogin: () => void }) {
  const [notice, setNotice] = useState<{ severity: 'error' | 'success'; text: string } | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const { register, handleSubmit, setValue, formState, getValues, trigger, setError, control } = useForm<RegisterForm>({
    resolver: zodResolver(registerSchema),
    defaultValues: { userName: '', phoneNo: '', verifiyCode: '', email: '', password: '', confirm: '', agreement: false, captcha: null },
  });
  const errors = formState.errors;
  const passwordValue = useWatch({ control, name: 'password' });
  const agreementValue = useWatch({ control, name: 'agreement' });
  const onCaptcha = useCallback((proof: CaptchaProof | null) => setValue('captcha', proof, { shouldValidate: Boolean(proof) }), [setValue]);

  const sendCode = async () => {
    if (!(await trigger(['phoneNo', 'captcha']))) return { ok: false };
    const result = await sendAccountCode('register', getValues('phoneNo').trim(), getValues('captcha'), (text) => setNotice({ severity: 'error', text }));
    // The proof is spent by the send; a new drag is needed for the next one.
    if (!result.ok) setResetKey((k) => k + 1);
    return result;
  };

  const onSubmit = async (values: RegisterForm) => {
    setNotice(null);
    const answer = await postJson('/api/account/register', values, messages.operationFailed);
    if (!answer.ok) {
      applyFieldErrors(answer.fieldErrors, setError);
      const text = answer.message ?? messages.operationFailed;
      setNotice({ severity: 'error', text: text.includes(realNamePhrase) ? messages.realNameFailed : text });
      return;
    }
    setNotice({ severity: 'success', text: messages.registerOk });
    setTimeout(onLogin, 1000);
  };

  
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} sx={{ display: 'grid', gap: 1.5 }} aria-label="注册">
      <TextField label="用户名" autoComplete="username" {...textField(register, 'userName', errors.userName)} />
      <TextField label="手机号" autoComplete="tel" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }} {...textField(register, 'phoneNo', errors.phoneNo)} />
      <SliderCaptcha scene="nc_register" onChange={onCaptcha} resetKey={resetKey} error={errors.captcha?.message} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField label="验证码" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }} {...textField(register, 'verifiyCode', errors.verifiyCode)} />
        <Box sx={{ pt: 1 }}>
          <SendCodeButton onSend={sendCode} />
        </Box>
      </Box>
      <TextField label="邮箱" type="email" autoComplete="email" {...textField(register, 'email', errors.email)} />
      <TextField label="密码" type="password" autoComplete="new-password" {...textField(register, 'password', errors.password)} />
      <PasswordStrengthBar password={passwordValue} screen="register" />
      <TextField label="确认密码" type="password" autoComplete="new-password" {...textField(register, 'confirm', errors.confirm)} />
      <Box>
        <FormControlLabel control={<Checkbox checked={agreementValue} onChange={(_, c) => setValue('agreement', c, { shouldValidate: formState.isSubmitted })} />} label={messages.agreementLabel} />
        {errors.agreement ? <FormHelperText error>{errors.agreement.message}</FormHelperText> : null}
      </Box>
      {notice ? <Alert severity={notice.severity}>{notice.text}</Alert> : null}
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        注册
      </Button>
      <Box sx={{ textAlign: 'center', fontSize: 14 }}>
        已有账号？
        <Link component="button" type="button" onClick={onLogin} underline="hover">
          {messages.goLogin}
        </Link>
      </Box>
    </Box>
  );
}
