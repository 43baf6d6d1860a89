'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { postJson } from '@/lib/client/post-json';
import { accountMessages } from '@/core/messages/account';
import { commonMessages } from '@/core/messages/common';
import { changePasswordSchema, type ChangePasswordForm as ChangeValues } from '@/lib/validation/register';
import { CodeWithSend, PasswordPair, PhoneField } from './account-fields';
import { applyFieldErrors, textField } from './form-bits';
import { SliderCaptcha } from './slider-captcha';
import { useSmsCode } from './use-sms-code';

/**
 * 001 §2 type 2, §5 password change: the slider first, then phone, old, new and confirmation, and the
 * SMS code; the strength bar uses 30 and 60. The gateway ends the user's other sessions.
 */
export function ChangePasswordForm({ phone }: { phone: string }) {
  const [notice, setNotice] = useState<{ severity: 'error' | 'success'; text: string } | null>(null);
  const blank: ChangeValues = { captcha: null, phoneNo: phone, oldPassword: '', newPassword: '', confirm: '', verifiyCode: '' };
  const form = useForm<ChangeValues>({ resolver: zodResolver(changePasswordSchema), defaultValues: blank });
  const { register, handleSubmit, formState, setError, control, reset } = form;
  const errors = formState.errors;
  const newPassword = useWatch({ control, name: 'newPassword' });
  const sms = useSmsCode(form, 'change', 'phoneNo', (text) => setNotice({ severity: 'error', text }));

  const onSubmit = async (values: ChangeValues) => {
    setNotice(null);
    const answer = await postJson('/api/account/password', values, commonMessages.changePasswordFailed);
    if (answer.ok) {
      reset(blank);
      sms.resetSlider();
      setNotice({ severity: 'success', text: answer.message ?? accountMessages.passwordChanged });
      return;
    }
    if (answer.relogin) return window.location.replace('/');
    applyFieldErrors(answer.fieldErrors, setError);
    sms.afterRefusal(answer.code);
    setNotice({ severity: 'error', text: answer.message ?? commonMessages.changePasswordFailed });
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="修改密码" sx={{ display: 'grid', gap: 1.5, maxWidth: 480 }}>
      <SliderCaptcha scene="nc_other" onChange={sms.onCaptcha} resetKey={sms.resetKey} error={errors.captcha?.message} />
      <PhoneField field={textField(register, 'phoneNo', errors.phoneNo)} />
      <TextField label="旧密码" type="password" autoComplete="current-password" {...textField(register, 'oldPassword', errors.oldPassword)} />
      <PasswordPair
        password={textField(register, 'newPassword', errors.newPassword)}
        confirm={textField(register, 'confirm', errors.confirm)}
        value={newPassword}
        screen="change"
        labels={['新密码', '确认新密码']}
      />
      <CodeWithSend field={textField(register, 'verifiyCode', errors.verifiyCode)} onSend={sms.sendCode} />
      {notice ? <Alert severity={notice.severity}>{notice.text}</Alert> : null}
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        确认修改
      </Button>
    </Box>
  );
}
