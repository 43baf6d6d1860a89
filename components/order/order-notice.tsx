import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { messages } from '@/core/messages';
import { OrderFrame } from './order-frame';
import { paths } from '@/lib/routes';

/** An order page that has nothing to do but say where the order stands, with a way on. */
export function OrderNotice(props: { title: string; severity: 'success' | 'info' | 'warning' | 'error'; message: string; summary?: ReactNode; countdown?: ReactNode; actions?: ReactNode }) {
  return (
    <OrderFrame title={props.title}>
      <Stack spacing={3}>
        {props.summary}
        <Alert severity={props.severity}>{props.message}</Alert>
        {props.countdown}
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', gap: 1.5 }}>
          {props.actions ?? (
            <Button variant="outlined" href={paths.marketList}>
              {messages.backToApps}
            </Button>
          )}
        </Stack>
      </Stack>
    </OrderFrame>
  );
}
