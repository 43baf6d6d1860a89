'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { AgreementCheck } from '@/components/agreements/agreement-check';
import { postJson } from '@/lib/client/post-json';
import { accountMessages } from '@/core/messages/account';
import { commonMessages } from '@/core/messages/common';
import { registerSchema, type RegisterForm } from '@/lib/validation/register';
import { CodeWithSend, PasswordPair, PhoneField } from './account-fields';
import { applyFieldErrors, textField } from './form-bits';
import { SliderCaptcha } from './slider-captcha';
import { useSmsCode } from './use-sms-code';

/** The phrase a real gateway puts in a register refusal when the enterprise real-name check failed. */
const realNamePhrase = '实名认证';

/** 000 §2, §5 register panel. */
export function RegisterForm({ onLogin }: { onLogin: () => void }) {
  const [notice, setNotice] = useState<{ severity: 'error' | 'success'; text: string } | null>(null);
  const form = useForm<RegisterForm>({
    resolver: zodResolver(registerSchema),
    defaultValues: { userName: '', phoneNo: '', verifiyCode: '', email: '', password: '', confirm: '', agreement: false, captcha: null },
  });
  const { register, handleSubmit, setValue, formState, setError, control } = form;
  const errors = formState.errors;
  const passwordValue = useWatch({ control, name: 'password' });
  const agreementValue = useWatch({ control, name: 'agreement' });
  const sms = useSmsCode(form, 'register', 'phoneNo', (text) => setNotice({ severity: 'error', text }));

  const onSubmit = async (values: RegisterForm) => {
    setNotice(null);
    const answer = await postJson('/api/account/register', values, commonMessages.operationFailed);
    if (!answer.ok) {
      applyFieldErrors(answer.fieldErrors, setError);
      sms.afterRefusal(answer.code);
      const text = answer.message ?? commonMessages.operationFailed;
      setNotice({ severity: 'error', text: text.includes(realNamePhrase) ? commonMessages.realNameFailed : text });
      return;
    }
    setNotice({ severity: 'success', text: commonMessages.registerOk });
    setTimeout(onLogin, 1000);
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} sx={{ display: 'grid', gap: 1.5 }} aria-label="注册">
      <TextField label="用户名" autoComplete="username" {...textField(register, 'userName', errors.userName)} />
      <PhoneField field={textField(register, 'phoneNo', errors.phoneNo)} />
      <SliderCaptcha scene="nc_register" onChange={sms.onCaptcha} resetKey={sms.resetKey} error={errors.captcha?.message} />
      <CodeWithSend field={textField(register, 'verifiyCode', errors.verifiyCode)} onSend={sms.sendCode} />
      <TextField label="邮箱" type="email" autoComplete="email" {...textField(register, 'email', errors.email)} />
      <PasswordPair
        password={textField(register, 'password', errors.password)}
        confirm={textField(register, 'confirm', errors.confirm)}
        value={passwordValue}
        screen="register"
        labels={['密码', '确认密码']}
      />
      <AgreementCheck
        agreements={['userService', 'privacy']}
        checked={agreementValue}
        onChange={(c) => setValue('agreement', c, { shouldValidate: formState.isSubmitted })}
        error={errors.agreement?.message}
      />
      {notice ? <Alert severity={notice.severity}>{notice.text}</Alert> : null}
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        注册
      </Button>
      <Box sx={{ textAlign: 'center', fontSize: 14 }}>
        已有账号？
        <Link component="button" type="button" onClick={onLogin} underline="hover">
          {accountMessages.goLogin}
        </Link>
      </Box>
    </Box>
  );
}
