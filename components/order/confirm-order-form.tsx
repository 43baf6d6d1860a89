'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import NextLink from 'next/link';
import { useNavigation } from '@/components/layout/navigation-start';
import { useRef, useState } from 'react';
import { postJson } from '@/lib/client/post-json';
import { commonMessages } from '@/core/messages/common';
import { validationMessages } from '@/core/messages/validation';
import { orderMessages } from '@/core/messages/order';
import type { PurchaseIds } from '@/lib/order/purchase-summary';
import { remarkMax } from '@/lib/validation/order';
import { PrefixNeeded } from './prefix-needed';
import { newTransactionId } from './transaction-id';
import { useHydrated } from './use-hydrated';
import { paymentPath, payResultPath } from '@/lib/routes';

/** The remark and the submit of the confirm page (001 §2, §4, §5). */
export function ConfirmOrderForm({ ids, canBuy, backHref }: { ids: PurchaseIds; canBuy: boolean; backHref: string }) {
  const router = useNavigation();
  const hydrated = useHydrated();
  const transactionId = useRef<string | null>(null);
  const [remark, setRemark] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<{ message: string; relogin?: boolean } | null>(null);
  const remarkError = remark.length > remarkMax ? validationMessages.remarkTooLong : undefined;

  async function submit() {
    if (submitting || remarkError || !canBuy) return;
    setSubmitting(true);
    setProblem(null);
    // Kept for the life of this page: a retry after a failure sends the same attempt again.
    transactionId.current ??= newTransactionId();
    const answer = await postJson('/api/order/save', { ...ids, remark, transactionId: transactionId.current });
    if (answer.ok) {
      const { orderId } = answer;
      router.push(answer.free ? payResultPath(orderId) : paymentPath(orderId));
      return;
    }
    setSubmitting(false);
    setProblem({ message: answer.message ?? commonMessages.requestError, relogin: Boolean(answer.relogin) });
  }

  return (
    <Stack spacing={2.5} component="form" noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
      {!canBuy ? <PrefixNeeded /> : null}
      <TextField
        label="订单备注"
        placeholder="选填，如开通时间、发票等要求"
        multiline
        minRows={3}
        value={remark}
        onChange={(e) => setRemark(e.target.value)}
        error={Boolean(remarkError)}
        helperText={remarkError ?? `${remark.length}/${remarkMax}`}
      />
      {problem ? (
        <Alert
          severity="error"
          action={
            problem.relogin ? (
              <Button color="inherit" size="small" href={`/login?from=${encodeURIComponent(window.location.pathname + window.location.search)}`}>
                {commonMessages.loginNow}
              </Button>
            ) : undefined
          }
        >
          {problem.message}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button component={NextLink} href={backHref} variant="outlined">
          返回
        </Button>
        <Button type="submit" variant="contained" size="large" disabled={!hydrated || !canBuy || submitting}>
          {submitting ? orderMessages.submittingOrder : orderMessages.submitOrder}
        </Button>
      </Stack>
    </Stack>
  );
}
