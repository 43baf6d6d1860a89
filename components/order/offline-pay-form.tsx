'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { format as formatDate } from 'date-fns';
import { useNavigation } from '@/components/layout/navigation-start';
import { useMemo, useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { DayField } from '@/components/forms/day-field';
import { postJson } from '@/lib/client/post-json';
import { commonMessages } from '@/core/messages/common';
import { orderMessages } from '@/core/messages/order';
import { payInfoSchema, type PayInfoForm } from '@/lib/validation/order';
import { ProofUpload } from './proof-upload';
import { useHydrated } from './use-hydrated';
import { payResultPath } from '@/lib/routes';

const textFields: [Path<PayInfoForm>, string, string?][] = [
  ['depositBank', '开户银行', '付款账户的开户银行'],
  ['bankAccountName', '账户名称', '付款账户的户名'],
  ['bankNo', '银行账号', '付款账户的账号'],
  ['payAmount', '付款金额（元）'],
];

/** 001 §5 offline payment form: every field required, then the result page. */
export function OfflinePayForm({ orderId, amount }: { orderId: number; amount: number }) {
  const router = useNavigation();
  const hydrated = useHydrated();
  const today = useMemo(() => formatDate(new Date(), 'yyyy-MM-dd'), []);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<PayInfoForm>({
    resolver: zodResolver(payInfoSchema({ today, total: amount })),
    defaultValues: { depositBank: '', bankAccountName: '', bankNo: '', payAmount: amount.toFixed(2), payTime: '', proofs: [] },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    const answer = await postJson('/api/order/pay-info', { ...values, orderId });
    if (answer.ok) {
      router.push(payResultPath(orderId));
      return;
    }
    for (const [field, message] of Object.entries(answer.fieldErrors ?? {})) form.setError(field as Path<PayInfoForm>, { message });
    setProblem(answer.message ?? commonMessages.requestError);
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label="线下转账付款信息">
      <Grid container spacing={2}>
        {textFields.map(([name, label, placeholder]) => (
          <Grid key={name} size={{ xs: 12, sm: 6 }}>
            <TextField
              {...form.register(name)}
              label={label}
              placeholder={placeholder}
              required
              fullWidth
              error={Boolean(errors[name as keyof typeof errors])}
              helperText={errors[name as keyof typeof errors]?.message as string | undefined}
              slotProps={name === 'bankNo' || name === 'payAmount' ? { htmlInput: { inputMode: name === 'bankNo' ? 'numeric' : 'decimal' } } : undefined}
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6 }}>
          {/* Typed as YYYY-MM-DD: a native date input shows the browser's locale (01/05/2026 in an English one). */}
          <Controller
            control={form.control}
            name="payTime"
            render={({ field }) => <DayField label="付款日期" value={field.value} onChange={field.onChange} onBlur={field.onBlur} problem={errors.payTime?.message} required fullWidth size="medium" />}
          />
        </Grid>
      </Grid>
      <Controller
        control={form.control}
        name="proofs"
        render={({ field }) => <ProofUpload value={field.value} onChange={(next) => field.onChange(next)} error={errors.proofs?.message} />}
      />
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <Button type="submit" variant="contained" size="large" disabled={!hydrated || isSubmitting} sx={{ alignSelf: { sm: 'flex-start' } }}>
        {orderMessages.submitPayInfo}
      </Button>
    </Stack>
  );
}
