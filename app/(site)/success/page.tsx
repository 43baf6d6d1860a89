import Button from '@mui/material/Button';
import type { Metadata } from 'next';
import { CountdownRedirect } from '@/components/order/countdown-redirect';
import { OrderNotice } from '@/components/order/order-notice';
import { messages } from '@/core/messages';

export const metadata: Metadata = { title: messages.successTitle, robots: { index: false, follow: false } };

/** 001 §2 /success: payment success, then /home after 6 s. The same page for everyone, so prerendered. */
export default function SuccessPage() {
  return (
    <OrderNotice
      title={messages.successTitle}
      severity="success"
      message={messages.successTitle}
      countdown={<CountdownRedirect seconds={6} href="/home" template={messages.countdownHome} />}
      actions={
        <>
          <Button variant="contained" href="/home">
            {messages.backHome}
          </Button>
        </>
      }
    />
  );
}
