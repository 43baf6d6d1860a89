'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { applyFieldErrors, textField } from '@/components/account/form-bits';
import { AgreementCheck } from '@/components/agreements/agreement-check';
import { postJson } from '@/lib/client/post-json';
import { queryClient } from '@/lib/query/client';
import { format } from '@/core/messages/format';
import { accountMessages } from '@/core/messages/account';
import { commonMessages } from '@/core/messages/common';
import type { UserSummary } from '@/lib/session/summary';
import { consultSchema, consultContentMax, type ConsultForm as ConsultValues } from '@/lib/validation/consult';

interface IndustryOption {
  code: string;
  name: string;
}

async function loadIndustries(): Promise<IndustryOption[]> {
  const response = await fetch('/api/dictionary/industries?level=1&parentCode=-1', { headers: { accept: 'application/json' } });
  const body = (await response.json().catch(() => ({}))) as { ok?: boolean; data?: IndustryOption[] };
  if (!response.ok || !body.ok || !Array.isArray(body.data)) throw new Error('industries unavailable');
  return body.data;
}

/**
 * The consultation form (000 §2, §5). It lives only while the dialog is open, so closing the dialog or a
 * successful submit starts the next one blank (000 §4). A signed-in person's phone and company are
 * filled in; the route adds their companyInfo.
 */
export default function ConsultForm({ user, onDone }: { user: UserSummary | null; onDone: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const industries = useQuery({ queryKey: ['dictionary', 'industries', '1', '-1'], queryFn: loadIndustries, staleTime: 3_600_000 }, queryClient());
  const { register, handleSubmit, control, formState, setError } = useForm<ConsultValues>({
    resolver: zodResolver(consultSchema),
    defaultValues: {
      industryCode: '',
      consultContent: '',
      contactPersonName: '',
      contactPersonphone: user?.phone ?? '',
      companyName: user?.companyName ?? '',
      agreement: false,
    },
  });
  const errors = formState.errors;
  const content = useWatch({ control, name: 'consultContent' });

  const onSubmit = async (values: ConsultValues) => {
    setFailure(null);
    const answer = await postJson('/api/consult', values, format(commonMessages.submitFailed, { message: commonMessages.requestError }));
    if (answer.ok) return onDone();
    if (applyFieldErrors(answer.fieldErrors, setError)) return;
    setFailure(answer.message ?? format(commonMessages.submitFailed, { message: commonMessages.requestError }));
  };

  const industryHelp = errors.industryCode?.message ?? (industries.isError ? commonMessages.loadFailed : ' ');
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="咨询表单" sx={{ display: 'grid', gap: 1, pt: 1 }}>
      <Controller
        control={control}
        name="industryCode"
        render={({ field }) => (
          <TextField
            select
            label="应用行业"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
            error={Boolean(errors.industryCode) || industries.isError}
            helperText={industryHelp}
            fullWidth
          >
            {(industries.data ?? []).map((option) => (
              <MenuItem key={option.code} value={option.code}>
                {option.name}
              </MenuItem>
            ))}
            {industries.isError ? (
              <MenuItem value="" onClick={() => void industries.refetch()}>
                {commonMessages.loadFailed}
              </MenuItem>
            ) : null}
          </TextField>
        )}
      />
      <TextField
        label="咨询内容"
        multiline
        minRows={3}
        maxRows={8}
        {...textField(register, 'consultContent', errors.consultContent)}
        helperText={
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <span>{errors.consultContent?.message ?? ' '}</span>
            <Box component="span" sx={{ color: content.length > consultContentMax ? 'error.main' : 'text.secondary', whiteSpace: 'nowrap' }}>
              {content.length}/{consultContentMax}
            </Box>
          </Box>
        }
      />
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label="联系人" autoComplete="name" {...textField(register, 'contactPersonName', errors.contactPersonName)} />
        <TextField label="联系电话" autoComplete="tel" slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 15 } }} {...textField(register, 'contactPersonphone', errors.contactPersonphone)} />
      </Box>
      <TextField label="企业名称" autoComplete="organization" {...textField(register, 'companyName', errors.companyName)} />
      <Controller
        control={control}
        name="agreement"
        render={({ field }) => (
          <AgreementCheck agreements={['privacy']} tail={accountMessages.consultAgreementTail} checked={field.value} onChange={field.onChange} inputRef={field.ref} error={errors.agreement?.message} />
        )}
      />
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Box sx={{ fontSize: 13, color: 'text.secondary' }}>{commonMessages.contactPromise}</Box>
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        提交
      </Button>
    </Box>
  );
}
