'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { postJson } from '@/lib/client/post-json';
import { commonMessages } from '@/core/messages/common';
import { resetSchema, type ResetForm } from '@/lib/validation/register';
import { CodeWithSend, PasswordPair, PhoneField } from './account-fields';
import { applyFieldErrors, textField } from './form-bits';
import { SliderCaptcha } from './slider-captcha';
import { useSmsCode } from './use-sms-code';

/** 000 §2, §5 find-password panel: strength at least 50. */
export function ResetForm({ onDone }: { onDone: () => void }) {
  const [notice, setNotice] = useState<{ severity: 'error' | 'success'; text: string } | null>(null);
  const form = useForm<ResetForm>({
    resolver: zodResolver(resetSchema),
    defaultValues: { phoneNo: '', verifiyCode: '', newPwd: '', newPwd2: '', captcha: null },
  });
  const { register, handleSubmit, formState, setError, control } = form;
  const errors = formState.errors;
  const newPwdValue = useWatch({ control, name: 'newPwd' });
  const sms = useSmsCode(form, 'reset', 'phoneNo', (text) => setNotice({ severity: 'error', text }));

  const onSubmit = async (values: ResetForm) => {
    setNotice(null);
    const answer = await postJson('/api/account/retrieve', values, commonMessages.retrieveFailed);
    if (!answer.ok) {
      applyFieldErrors(answer.fieldErrors, setError);
      sms.afterRefusal(answer.code);
      setNotice({ severity: 'error', text: answer.message ?? commonMessages.retrieveFailed });
      return;
    }
    setNotice({ severity: 'success', text: commonMessages.retrieveOk });
    setTimeout(onDone, 1000);
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} sx={{ display: 'grid', gap: 1.5 }} aria-label="找回密码">
      <PhoneField field={textField(register, 'phoneNo', errors.phoneNo)} />
      <SliderCaptcha scene="nc_message" onChange={sms.onCaptcha} resetKey={sms.resetKey} error={errors.captcha?.message} />
      <CodeWithSend field={textField(register, 'verifiyCode', errors.verifiyCode)} onSend={sms.sendCode} />
      <PasswordPair
        password={textField(register, 'newPwd', errors.newPwd)}
        confirm={textField(register, 'newPwd2', errors.newPwd2)}
        value={newPwdValue}
        screen="reset"
        labels={['新密码', '确认新密码']}
      />
      {notice ? <Alert severity={notice.severity}>{notice.text}</Alert> : null}
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        确定
      </Button>
    </Box>
  );
}
