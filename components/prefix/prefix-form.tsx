'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { applyFieldErrors } from '@/components/account/form-bits';
import { SliderCaptcha } from '@/components/account/slider-captcha';
import { AgreementCheck } from '@/components/agreements/agreement-check';
import { forgetOnForcedLogin } from '@/lib/client/local-data';
import { postJson } from '@/lib/client/post-json';
import type { SecondNode } from '@/core/contract';
import { commonMessages } from '@/core/messages/common';
import { validationMessages } from '@/core/messages/validation';
import { prefixMessages } from '@/core/messages/prefix';
import type { LevelOption } from '@/lib/prefix/load';
import type { CaptchaProof } from '@/lib/validation/account-fields';
import { prefixFormSchema, type PrefixForm as PrefixFormShape } from '@/lib/validation/prefix';
import { CompanyFields } from './company-fields';
import { LegalFields } from './legal-fields';
import { useDraftSaver } from './use-draft';

/** 000 §9: clicks on submit within 500 ms count once. */
export const submitDebounceMs = 500;

type Notice = { severity: 'error' | 'warning'; text: string; relogin?: boolean } | null;

interface Props {
  initial: PrefixFormShape;
  refill: boolean;
  draftKey: string;
  nodes: SecondNode[];
  industries: LevelOption[];
  provinces: LevelOption[];
  onSubmitted: () => void;
  onLeaveRefill?: () => void;
}

/** 000 §5 the registration form: every field and rule, uploads, slider, agreement, debounced submit. */
export function PrefixForm({ initial, refill, draftKey, nodes, industries, provinces, onSubmitted, onLeaveRefill }: Props) {
  const form = useForm<PrefixFormShape>({ resolver: zodResolver(prefixFormSchema), defaultValues: initial, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { control, handleSubmit, setValue, setError } = form;
  const [notice, setNotice] = useState<Notice>(null);
  const [submitting, setSubmitting] = useState(false);
  const [captchaReset, setCaptchaReset] = useState(0);
  const inFlight = useRef(false);
  const uploading = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const loginGone = useRef(false);
  useDraftSaver(form, draftKey, refill, loginGone);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onCaptcha = useCallback((proof: CaptchaProof | null) => setValue('captcha', proof, { shouldValidate: Boolean(proof) }), [setValue]);
  const onBusy = useCallback((busy: boolean) => {
    uploading.current += busy ? 1 : -1;
  }, []);
  // A forced re-login clears the stored draft (its company data must not stay in this browser) and stops
  // keeping one; what is typed stays on this page, and the login opens beside it (issue 19 item 9).
  const onSessionExpired = useCallback(() => {
    loginGone.current = true;
    forgetOnForcedLogin();
    setNotice({ severity: 'warning', text: prefixMessages.sessionExpiredDraftCleared, relogin: true });
  }, []);

  const onValid = async (values: PrefixFormShape) => {
    inFlight.current = true;
    setSubmitting(true);
    setNotice(null);
    const answer = await postJson('/api/prefix/register', values, commonMessages.operationFailed);
    inFlight.current = false;
    setSubmitting(false);
    if (answer.ok) return onSubmitted();
    // The slider's proof is spent (or refused): a new drag for the next try.
    setValue('captcha', null);
    setCaptchaReset((k) => k + 1);
    if (answer.relogin) return onSessionExpired();
    applyFieldErrors(answer.fieldErrors, setError);
    const text = answer.message || commonMessages.operationFailed;
    // 000 §8: a failed enterprise real-name check gets its own red notice.
    setNotice({ severity: 'error', text: text.includes('实名') ? commonMessages.realNameFailed : text });
  };

  const onInvalid = (errors: FieldErrors<PrefixFormShape>) => {
    setNotice(errors.idImages ? { severity: 'error', text: validationMessages.idIncomplete } : null);
  };

  const requestSubmit = () => {
    if (inFlight.current) return setNotice({ severity: 'warning', text: prefixMessages.submitInFlight });
    if (uploading.current > 0) return setNotice({ severity: 'warning', text: prefixMessages.uploadInProgress });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void handleSubmit(onValid, onInvalid)(), submitDebounceMs);
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="企业标识前缀注册申请表"
      onSubmit={(event) => {
        event.preventDefault();
        requestSubmit();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <CompanyFields form={form} nodes={nodes} industries={industries} provinces={provinces} onBusy={onBusy} onSessionExpired={onSessionExpired} />
      <LegalFields form={form} onBusy={onBusy} onSessionExpired={onSessionExpired} />
      <Controller control={control} name="captcha" render={({ fieldState }) => <SliderCaptcha scene="nc_other" onChange={onCaptcha} resetKey={captchaReset} error={fieldState.error?.message} />} />
      <Controller
        control={control}
        name="agreement"
        render={({ field, fieldState }) => (
          <AgreementCheck agreements={['prefixRegistration']} checked={field.value} onChange={field.onChange} inputRef={field.ref} error={fieldState.error?.message} />
        )}
      />
      {notice ? (
        <Alert
          severity={notice.severity}
          action={
            notice.relogin ? (
              <Button color="inherit" size="small" href="/login?from=/identification/apply" target="_blank" rel="noopener" aria-label="重新登录（在新窗口打开）">
                重新登录
              </Button>
            ) : undefined
          }
        >
          {notice.text}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" size="large" sx={{ minWidth: 160 }}>
          {submitting ? '提交中…' : '提交申请'}
        </Button>
        {refill && onLeaveRefill ? (
          <Button size="large" onClick={onLeaveRefill}>
            查看已提交的申请
          </Button>
        ) : null}
        <Button size="large" color="inherit" href="/">
          {commonMessages.cancel}
        </Button>
      </Box>
    </Box>
  );
}
