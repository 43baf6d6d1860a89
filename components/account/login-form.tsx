'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { refreshSession } from '@/components/layout/use-session-summary';
import { browserFingerprint } from '@/lib/client/fingerprint';
import { postJson } from '@/lib/client/post-json';
import { rememberedAccountKey } from '@/lib/client/storage-keys';
import { accountMessages } from '@/core/messages/account';
import { commonMessages } from '@/core/messages/common';
import { safeReturnPath } from '@/lib/security/url';
import type { ConsentAsked } from '@/lib/account/consent';
import type { CaptchaProof } from '@/lib/validation/account-fields';
import { loginSchema, type LoginForm } from '@/lib/validation/login';
import { applyFieldErrors, textField } from './form-bits';
import { SliderCaptcha } from './slider-captcha';

// The SMS-code fields and their sender load when that tab is first chosen: most visitors log in with a
// password, and the code mode's send button and demo hint kept /login over its script budget
// (e2e/js-budget.spec.ts). Until they arrive the panel is empty for a moment; nothing typed is lost.
const CodeLoginFields = dynamic(() => import('./code-login-fields').then((m) => m.CodeLoginFields));
// Asked only when an agreement changed since the account last consented (issue 62 item 1).
const ConsentDialog = dynamic(() => import('./consent-dialog'), { ssr: false });

interface Props {
  from: string | null;
  consoleUrl: string | null;
  onForgot: () => void;
  onRegister: () => void;
}

const blank = (mode: 'password' | 'code'): LoginForm =>
  mode === 'password'
    ? { mode, username: '', password: '', captcha: null, remember: false, fingerprint: '' }
    : { mode, mobile: '', verifyCode: '', captcha: null, remember: false, fingerprint: '' };

/** 000 §2 login: password or SMS-code mode, slider first, remember, then back where the visitor came from. */
export function LoginForm({ from, consoleUrl, onForgot, onRegister }: Props) {
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const tabs = useId();
  const [notice, setNotice] = useState<{ severity: 'error' | 'success'; text: string } | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const form = useForm<LoginForm>({ resolver: zodResolver(loginSchema), defaultValues: blank('password') });
  const { register, handleSubmit, setValue, formState, reset, getValues, trigger, setError, control } = form;
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  const rememberValue = useWatch({ control, name: 'remember' });
  const [consent, setConsent] = useState<{ asked: ConsentAsked[]; busy: boolean } | null>(null);

  useEffect(() => {
    // 'remember password' keeps the account name only, never the password.
    const remembered = window.localStorage.getItem(rememberedAccountKey);
    if (remembered) {
      setValue('username' as never, remembered as never);
      setValue('remember', true);
    }
  }, [setValue]);

  const onCaptcha = useCallback((proof: CaptchaProof | null) => setValue('captcha', proof, { shouldValidate: Boolean(proof) }), [setValue]);

  const switchMode = (next: 'password' | 'code') => {
    setMode(next);
    setNotice(null);
    reset({ ...blank(next), remember: getValues('remember') });
    setResetKey((k) => k + 1);
  };

  const onSubmit = async (values: LoginForm) => {
    setNotice(null);
    const fingerprint = await browserFingerprint();
    const answer = await postJson('/api/session/login', { ...values, fingerprint }, commonMessages.loginFailed);
    if (!answer.ok) {
      applyFieldErrors(answer.fieldErrors, setError);
      setNotice({ severity: 'error', text: answer.message || commonMessages.loginFailed });
      // 000 §4: on failure the captcha data is cleared and the slider resets.
      setValue('captcha', null);
      setResetKey((k) => k + 1);
      return;
    }
    if (values.mode === 'password' && values.remember) window.localStorage.setItem(rememberedAccountKey, values.username.trim());
    else if (!values.remember) window.localStorage.removeItem(rememberedAccountKey);
    if (answer.consentRequired?.length) return setConsent({ asked: answer.consentRequired, busy: false });
    await loggedIn(answer.openConsole);
  };

  const loggedIn = async (openConsole: boolean) => {
    setNotice({ severity: 'success', text: commonMessages.loginOk });
    await refreshSession();
    if (openConsole && consoleUrl) window.open(consoleUrl, '_blank', 'noopener');
    setTimeout(() => window.location.assign(safeReturnPath(from, `/home?t=${Date.now()}`)), 1000);
  };

  const agree = async () => {
    setConsent((c) => c && { ...c, busy: true });
    const answer = await postJson('/api/account/consent', {}, commonMessages.operationFailed);
    setConsent(null);
    if (answer.ok) return loggedIn(answer.openConsole);
    setNotice({ severity: 'error', text: answer.message || commonMessages.operationFailed });
  };

  const decline = async () => {
    setConsent((c) => c && { ...c, busy: true });
    await fetch('/api/session/logout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).catch(() => undefined);
    setConsent(null);
    setValue('captcha', null);
    setResetKey((k) => k + 1);
  };

  const sendCode = async () => {
    const valid = await trigger(['mobile' as never, 'captcha']);
    if (!valid) return { ok: false, notSent: true };
    const values = getValues() as { mobile: string; captcha: CaptchaProof | null };
    const { sendAccountCode } = await import('./sms-sender');
    const result = await sendAccountCode('login', values.mobile.trim(), values.captcha, (text) => setNotice({ severity: 'error', text }));
    // The gateway spends the proof on the send; after a failure a new drag is needed.
    if (!result.ok) setResetKey((k) => k + 1);
    return result;
  };

  const busy = formState.isSubmitting || notice?.severity === 'success';
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} sx={{ display: 'grid', gap: 1.5 }}>
      <Tabs value={mode} onChange={(_, next: 'password' | 'code') => switchMode(next)} variant="fullWidth" sx={{ mb: 1 }}>
        <Tab value="password" label={accountMessages.loginTabPassword} id={`${tabs}-password`} aria-controls={`${tabs}-panel`} />
        <Tab value="code" label={accountMessages.loginTabCode} id={`${tabs}-code`} aria-controls={`${tabs}-panel`} />
      </Tabs>
      {/* The fields of the chosen way to log in are the tab's panel; the slider and the rest serve both. */}
      <Box role="tabpanel" id={`${tabs}-panel`} aria-labelledby={`${tabs}-${mode}`} sx={{ display: 'grid', gap: 1.5 }}>
        {mode === 'password' ? (
          <>
            <TextField label="手机号/用户名" autoComplete="username" {...textField(register, 'username' as never, errors.username)} />
            <TextField label="密码" type="password" autoComplete="current-password" {...textField(register, 'password' as never, errors.password)} />
          </>
        ) : (
          <CodeLoginFields phone={textField(register, 'mobile' as never, errors.mobile)} code={textField(register, 'verifyCode' as never, errors.verifyCode)} onSend={sendCode} />
        )}
      </Box>
      <SliderCaptcha scene="nc_login" onChange={onCaptcha} resetKey={resetKey} error={errors.captcha?.message} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <FormControlLabel control={<Checkbox checked={rememberValue} onChange={(_, checked) => setValue('remember', checked)} />} label={accountMessages.rememberPassword} />
        <Link component="button" type="button" onClick={onForgot} underline="hover" sx={{ minWidth: 44, minHeight: 44 }}>
          {accountMessages.forgotPassword}
        </Link>
      </Box>
      {notice ? <Alert severity={notice.severity}>{notice.text}</Alert> : null}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {formState.isSubmitting ? commonMessages.loggingIn : '登录'}
      </Button>
      {consent ? <ConsentDialog asked={consent.asked} busy={consent.busy} onAgree={() => void agree()} onDecline={() => void decline()} /> : null}
      <Box sx={{ textAlign: 'center', fontSize: 14, color: 'text.secondary' }}>
        还没有账号？
        <Link component="button" type="button" onClick={onRegister} underline="hover">
          {accountMessages.goRegister}
        </Link>
      </Box>
    </Box>
  );
}
