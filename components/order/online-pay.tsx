'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { postJson } from '@/lib/client/post-json';
import { formatYuan } from '@/core/format/price';
import { commonMessages } from '@/core/messages/common';
import { orderMessages } from '@/core/messages/order';
import { useHydrated } from './use-hydrated';

/** Online payment (001 §4): create the payment, then the browser goes to the cashier's pageUrl. */
export function OnlinePay({ orderId, amount }: { orderId: number; amount: number }) {
  const [going, setGoing] = useState(false);
  const hydrated = useHydrated();
  const [problem, setProblem] = useState<string | null>(null);

  async function go() {
    setGoing(true);
    setProblem(null);
    const answer = await postJson('/api/order/online', { orderId });
    if (answer.ok && answer.pageUrl) {
      window.location.assign(answer.pageUrl);
      return;
    }
    setGoing(false);
    setProblem(answer.message ?? commonMessages.requestError);
  }

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>
        {orderMessages.onlinePayHint}。支付金额 {formatYuan(amount)}
      </Typography>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <Button variant="contained" onClick={go} disabled={!hydrated || going}>
        {going ? orderMessages.onlinePayGoing : orderMessages.onlinePayGo}
      </Button>
    </Stack>
  );
}
