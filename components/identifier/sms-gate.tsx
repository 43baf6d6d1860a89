'use client';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useRef, useState } from 'react';
import { SliderCaptcha } from '@/components/account/slider-captcha';
import { DemoInboxHint } from '@/components/forms/demo-inbox-hint';
import { SendCodeButton } from '@/components/forms/send-code-button';
import { withMui } from '@/components/mui/mui-provider';
import type { IdentifierDetail } from '@/core/contract';
import { commonMessages } from '@/core/messages/common';
import { validationMessages } from '@/core/messages/validation';
import type { CaptchaProof } from '@/lib/validation/account-fields';

const mobileRule = /^1[3-9]\d{9}$/;

async function post(body: object): Promise<{ ok: boolean; message?: string; disabled?: boolean; data?: IdentifierDetail }> {
  try {
    const response = await fetch('/api/identifier/sms', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return await response.json();
  } catch {
    return { ok: false, message: commonMessages.smsFailed };
  }
}

/**
 * Mobile verification in front of monitoring and remote operations (000 §2, §4): phone, the slider,
 * send code (60 s, then 10 s after a resend click), 6-digit code, then the data. What was typed is kept
 * on failure. Each send spends the slider's proof, so a resend asks for a new drag.
 */
function SmsGateForm({ identifier, sceneConfId, onVerified }: { identifier: string; sceneConfId: string | number; onVerified: (detail: IdentifierDetail) => void }) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [phoneError, setPhoneError] = useState('');
  const [codeError, setCodeError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [captcha, setCaptcha] = useState<CaptchaProof | null>(null);
  const [captchaError, setCaptchaError] = useState('');
  const [sliderKey, setSliderKey] = useState(0);
  const spent = useRef<CaptchaProof | null>(null);

  // Stable: the slider loads a new challenge whenever its onChange changes.
  const onCaptcha = useCallback((proof: CaptchaProof | null) => {
    setCaptcha(proof);
    if (proof) setCaptchaError('');
  }, []);
  const newDrag = () => {
    spent.current = null;
    setSliderKey((k) => k + 1);
  };

  const send = async () => {
    const phoneOk = mobileRule.test(phone);
    const proof = captcha && captcha !== spent.current ? captcha : null;
    setPhoneError(phoneOk ? '' : validationMessages.mobileInvalid);
    setCaptchaError(proof ? '' : validationMessages.sliderRequired);
    if (!proof && captcha) newDrag();
    if (!phoneOk || !proof) return { ok: false, notSent: true };
    spent.current = proof;
    const answer = await post({ effect: 'SEND', identifier, sceneConfId, mobile: phone, captcha: proof });
    setNotice(answer.ok ? '' : (answer.message ?? commonMessages.smsFailed));
    if (!answer.ok) newDrag();
    return { ok: answer.ok, disabled: answer.disabled };
  };

  const verify = async (event: React.FormEvent) => {
    event.preventDefault();
    const phoneOk = mobileRule.test(phone);
    const codeOk = /^\d{6}$/.test(code);
    setPhoneError(phoneOk ? '' : validationMessages.mobileInvalid);
    setCodeError(codeOk ? '' : validationMessages.codeEnter);
    if (!phoneOk || !codeOk) return;
    setBusy(true);
    const answer = await post({ effect: 'VERIFY', identifier, sceneConfId, mobile: phone, verifyCode: code });
    setBusy(false);
    if (answer.ok && answer.data) onVerified(answer.data);
    else setNotice(answer.message ?? commonMessages.operationFailed);
  };

  return (
    <Stack component="form" onSubmit={verify} spacing={2} sx={{ maxWidth: 420, mx: 'auto', py: 3 }} noValidate>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <LockOutlinedIcon color="primary" />
        <Typography sx={{ fontWeight: 600 }}>该数据需验证手机号后查看</Typography>
      </Stack>
      {notice && <Alert severity="info">{notice}</Alert>}
      <TextField label="手机号" value={phone} onChange={(e) => setPhone(e.target.value.trim())} error={Boolean(phoneError)} helperText={phoneError || ' '} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11, autoComplete: 'tel' } }} />
      <SliderCaptcha scene="nc_message" onChange={onCaptcha} resetKey={sliderKey} error={captchaError} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField label="验证码" value={code} onChange={(e) => setCode(e.target.value.trim())} error={Boolean(codeError)} helperText={codeError || ' '} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, autoComplete: 'one-time-code' } }} sx={{ flex: 1 }} />
        <SendCodeButton onSend={send} seconds={60} resendSeconds={10} size="large" />
      </Stack>
      <DemoInboxHint />
      <Button type="submit" variant="contained" disabled={busy}>
        验证并查看
      </Button>
    </Stack>
  );
}

// Part of a scene loaded in the browser, with MUI's theme and cache (components/mui).
export const SmsGate = withMui(SmsGateForm);
