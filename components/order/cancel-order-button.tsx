'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Snackbar from '@mui/material/Snackbar';
import { useNavigation } from '@/components/layout/navigation-start';
import { useEffect, useState } from 'react';
import { postJson } from '@/lib/client/post-json';
import { commonMessages } from '@/core/messages/common';
import { orderMessages } from '@/core/messages/order';
import { useHydrated } from './use-hydrated';
import { paths } from '@/lib/routes';

/** Back to the list this long after 'order cancelled successfully', so the message is read. */
const leaveAfterMs = 1_500;

/** 001 §2, §4 cancel: asks first, then says it is done and returns to the application list. */
export function CancelOrderButton({ orderId }: { orderId: number }) {
  const router = useNavigation();
  const hydrated = useHydrated();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => router.push(paths.marketList), leaveAfterMs);
    return () => clearTimeout(timer);
  }, [done, router]);

  async function cancel() {
    setBusy(true);
    const answer = await postJson('/api/order/cancel', { orderId });
    setBusy(false);
    setAsking(false);
    if (answer.ok) setDone(true);
    else setProblem(answer.message ?? commonMessages.requestError);
  }

  return (
    <>
      <Button color="inherit" variant="outlined" onClick={() => setAsking(true)} disabled={!hydrated || done}>
        {orderMessages.cancelOrder}
      </Button>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-describedby="cancel-order-text">
        <DialogContent>
          <DialogContentText id="cancel-order-text">{commonMessages.cancelOrderConfirm}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{orderMessages.keepOrder}</Button>
          <Button onClick={cancel} color="error" variant="contained" disabled={busy}>
            确定
          </Button>
        </DialogActions>
      </Dialog>
      <Snackbar open={done} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
        <Alert severity="success" variant="filled">
          {commonMessages.orderCancelled}
        </Alert>
      </Snackbar>
      <Snackbar open={Boolean(problem)} autoHideDuration={4000} onClose={() => setProblem(null)} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
        <Alert severity="error" variant="filled" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      </Snackbar>
    </>
  );
}
