'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { postJson } from '@/lib/client/post-json';
import { formatYuan } from '@/core/format/price';
import { commonMessages } from '@/core/messages/common';
import { orderMessages } from '@/core/messages/order';
import { usePaymentResult } from './use-payment-result';

type Placed = { kind: 'placing' } | { kind: 'shown'; qr: string; sandboxUrl: string | null } | { kind: 'refused'; message: string };

async function placeQr(orderId: number): Promise<Placed> {
  const answer = await postJson('/api/order/wechat', { orderId });
  if (answer.ok) return { kind: 'shown', qr: answer.qr, sandboxUrl: answer.sandboxUrl };
  return { kind: 'refused', message: answer.message ?? commonMessages.requestError };
}

/**
 * WeChat native QR (001 §4, §7): places the order when shown, draws code_url as a QR code, and polls
 * the result until paid; then `onPaid`. A placed code has started a payment (`onStarted`: the order is
 * 支付中 now). A failed payment offers a new code.
 */
export function WechatPay({ orderId, amount, onPaid, onStarted }: { orderId: number; amount: number; onPaid: () => void; onStarted?: () => void }) {
  const [placed, setPlaced] = useState<Placed>({ kind: 'placing' });
  const [attempt, setAttempt] = useState(0);
  const started = useRef(onStarted);
  useEffect(() => {
    started.current = onStarted;
  });

  useEffect(() => {
    let live = true;
    void placeQr(orderId).then((next) => {
      if (!live) return;
      setPlaced(next);
      if (next.kind === 'shown') started.current?.();
    });
    return () => {
      live = false;
    };
  }, [orderId, attempt]);

  const retry = () => {
    setPlaced({ kind: 'placing' });
    setAttempt((n) => n + 1);
  };

  if (placed.kind === 'placing') {
    return (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 4, justifyContent: 'center' }}>
        <CircularProgress size={22} />
        <Typography>{orderMessages.wechatCreating}</Typography>
      </Stack>
    );
  }
  if (placed.kind === 'refused') {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={retry}>{orderMessages.wechatRetry}</Button>}>
        {placed.message}
      </Alert>
    );
  }
  return <QrPanel key={attempt} orderId={orderId} amount={amount} qr={placed.qr} sandboxUrl={placed.sandboxUrl} onPaid={onPaid} onRetry={retry} />;
}

function QrPanel(props: { orderId: number; amount: number; qr: string; sandboxUrl: string | null; onPaid: () => void; onRetry: () => void }) {
  const result = usePaymentResult(props.orderId, props.onPaid);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography>
        {orderMessages.wechatScanHint}，支付金额 <Box component="strong" sx={{ color: 'secondary.main' }}>{formatYuan(props.amount)}</Box>
      </Typography>
      <Box sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: '#fff', opacity: result.kind === 'failed' ? 0.3 : 1 }}>
        {/* A data URL made on the server by `qrcode`: nothing for next/image to do. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={props.qr} width={220} height={220} alt="微信支付二维码" />
      </Box>
      {props.sandboxUrl ? (
        <Link href={props.sandboxUrl} target="_blank" rel="noopener">
          {orderMessages.sandboxOpen}
        </Link>
      ) : null}
      <PollStatus result={result} onRetry={props.onRetry} />
    </Stack>
  );
}

function PollStatus({ result, onRetry }: { result: ReturnType<typeof usePaymentResult>; onRetry: () => void }) {
  if (result.kind === 'failed') {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>{orderMessages.wechatRetry}</Button>}>
        {result.message}
      </Alert>
    );
  }
  if (result.kind === 'stopped') return <Alert severity="error">{result.message}</Alert>;
  if (result.kind === 'paid') return <Alert severity="success">{orderMessages.wechatPaid}</Alert>;
  return (
    <Box role="status" aria-live="polite">
      {result.trouble ? <Alert severity="warning">{orderMessages.pollTrouble}</Alert> : <Typography sx={{ color: 'text.secondary' }}>{orderMessages.wechatWaiting}</Typography>}
    </Box>
  );
}
