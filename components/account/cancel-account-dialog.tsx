'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { refreshSession } from '@/components/layout/use-session-summary';
import { postJson } from '@/lib/client/post-json';
import { accountMessages } from '@/core/messages/account';
import { commonMessages } from '@/core/messages/common';
import { errorMessages } from '@/core/messages/errors';
import { cancelSchema, type CancelForm } from '@/lib/validation/register';
import { CodeWithSend, PhoneField } from './account-fields';
import { applyFieldErrors, textField } from './form-bits';
import { SliderCaptcha } from './slider-captcha';
import { useSmsCode } from './use-sms-code';

/**
 * Cancelling the account (注销, issue 62 item 1): what follows, said plainly; the slider, a code to the
 * account's phone and a tick; refused with the gateway's reason while an order or an application waits.
 * Done, the session is gone and the dialog says so, with the way home.
 */
export default function CancelAccountDialog({ phone, onClose }: { phone: string; onClose: () => void }) {
  const [notice, setNotice] = useState<{ severity: 'error' | 'success'; text: string } | null>(null);
  const blank: CancelForm = { captcha: null, phoneNo: phone, verifiyCode: '', confirm: false };
  const form = useForm<CancelForm>({ resolver: zodResolver(cancelSchema), defaultValues: blank });
  const { register, handleSubmit, formState, setError, setValue, control } = form;
  const errors = formState.errors;
  const confirmed = useWatch({ control, name: 'confirm' });
  const sms = useSmsCode(form, 'cancel', 'phoneNo', (text) => setNotice({ severity: 'error', text }));
  const done = notice?.severity === 'success';

  const onSubmit = async (values: CancelForm) => {
    setNotice(null);
    const answer = await postJson('/api/account/cancel', values, commonMessages.operationFailed);
    if (answer.ok) {
      setNotice({ severity: 'success', text: accountMessages.cancelledNotice });
      await refreshSession();
      return;
    }
    if (answer.relogin) return window.location.replace('/');
    applyFieldErrors(answer.fieldErrors, setError);
    sms.afterRefusal(answer.code);
    setNotice({ severity: 'error', text: answer.message ?? commonMessages.operationFailed });
  };

  return (
    <Dialog open onClose={done ? undefined : onClose} aria-labelledby="cancel-account-title" fullWidth maxWidth="sm">
      <DialogTitle id="cancel-account-title">{accountMessages.cancelTitle}</DialogTitle>
      <DialogContent>
        {done ? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Alert severity="success">{notice.text}</Alert>
            <Button variant="contained" href="/home">
              {errorMessages.backHome}
            </Button>
          </Box>
        ) : (
          <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label={accountMessages.cancelTitle} sx={{ display: 'grid', gap: 1.5 }}>
            <Alert severity="warning">{accountMessages.cancelWarning}</Alert>
            <SliderCaptcha scene="nc_other" onChange={sms.onCaptcha} resetKey={sms.resetKey} error={errors.captcha?.message} />
            <PhoneField field={textField(register, 'phoneNo', errors.phoneNo)} />
            <CodeWithSend field={textField(register, 'verifiyCode', errors.verifiyCode)} onSend={sms.sendCode} />
            <Box>
              <FormControlLabel control={<Checkbox checked={Boolean(confirmed)} onChange={(_, checked) => setValue('confirm', checked, { shouldValidate: true })} />} label={accountMessages.cancelConfirm} />
              {errors.confirm?.message ? <FormHelperText error>{errors.confirm.message}</FormHelperText> : null}
            </Box>
            {notice ? <Alert severity={notice.severity}>{notice.text}</Alert> : null}
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
              <Button onClick={onClose}>{commonMessages.cancel}</Button>
              <Button type="submit" variant="contained" color="error" disabled={formState.isSubmitting}>
                {accountMessages.cancelSubmit}
              </Button>
            </Box>
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
