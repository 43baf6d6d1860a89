'use client';
import { useEffect, useRef, useState } from 'react';
import { forgetOnForcedLogin } from '@/lib/client/local-data';
import { commonMessages } from '@/core/messages/common';
import { orderMessages } from '@/core/messages/order';
import { nextPollDelay } from '@/lib/order/poll-schedule';

export type PollState =
  | { kind: 'waiting'; trouble: boolean }
  | { kind: 'paid' }
  | { kind: 'failed'; message: string }
  | { kind: 'stopped'; message: string };

/**
 * Polls the WeChat result of an order from mount (001 §4): every 2 s, every 5 s after 10 checks.
 * Stops on paid (then `onPaid`), failed or a refusal; an outage only sets `trouble` and the checks go
 * on. Leaving the page (unmount) clears the timer and aborts the check in flight. A new QR code is a
 * new mount (a `key`), so its count starts again.
 */
export function usePaymentResult(orderId: number, onPaid: () => void): PollState {
  const [state, setState] = useState<PollState>({ kind: 'waiting', trouble: false });
  const paidRef = useRef(onPaid);
  useEffect(() => {
    paidRef.current = onPaid;
  });

  useEffect(() => {
    let checks = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const abort = new AbortController();

    async function check() {
      checks += 1;
      let body: { state?: string; message?: string };
      try {
        const response = await fetch(`/api/order/wechat-result?orderId=${orderId}`, { cache: 'no-store', signal: abort.signal });
        body = (await response.json().catch(() => ({ state: 'unavailable' }))) as typeof body;
      } catch {
        body = { state: 'unavailable' };
      }
      if (abort.signal.aborted) return;
      if (body.state === 'paid') {
        setState({ kind: 'paid' });
        paidRef.current();
        return;
      }
      if (body.state === 'failed') return setState({ kind: 'failed', message: body.message ?? orderMessages.wechatFailed });
      if (body.state === 'relogin') forgetOnForcedLogin();
      if (body.state === 'error' || body.state === 'relogin') return setState({ kind: 'stopped', message: body.message ?? commonMessages.requestError });
      setState({ kind: 'waiting', trouble: body.state !== 'pending' });
      timer = setTimeout(check, nextPollDelay(checks));
    }

    timer = setTimeout(check, nextPollDelay(0));
    return () => {
      abort.abort();
      if (timer) clearTimeout(timer);
    };
  }, [orderId]);

  return state;
}
