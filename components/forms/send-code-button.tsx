'use client';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { format } from '@/core/messages/format';
import { commonMessages } from '@/core/messages/common';

export interface SendResult {
  ok: boolean;
  /** The gateway's code 900: sending is off for this phone; the button stays disabled. */
  disabled?: boolean;
  /** Nothing was sent (the phone failed its check before any call): the button stays as it was. */
  notSent?: boolean;
}

interface Props {
  /** Checks the phone and sends; the button shows 发送中 meanwhile. */
  onSend: () => Promise<SendResult>;
  /** Countdown after the first send (000 §4: 60 s). */
  seconds?: number;
  /** Countdown after a resend click (scene verification: 10 s); defaults to `seconds`. */
  resendSeconds?: number;
  size?: 'small' | 'medium' | 'large';
}

/** The send-code button of 000 §4: idle, sending, a countdown while disabled, 'send again' after a failure. */
export function SendCodeButton({ onSend, seconds = 60, resendSeconds, size = 'medium' }: Props) {
  const [state, setState] = useState<'idle' | 'sending' | 'counting' | 'failed' | 'off'>('idle');
  const [left, setLeft] = useState(0);
  const [sends, setSends] = useState(0);

  // The countdown ends by itself: 'counting' with nothing left reads as idle.
  const counting = state === 'counting' && left > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [counting, left]);

  const send = async () => {
    setState('sending');
    const result = await onSend();
    if (result.notSent) return setState(sends > 0 ? 'failed' : 'idle');
    if (result.disabled) return setState('off');
    if (!result.ok) return setState('failed');
    setLeft(sends > 0 ? (resendSeconds ?? seconds) : seconds);
    setSends((n) => n + 1);
    setState('counting');
  };

  const label =
    state === 'sending' ? commonMessages.codeSending : counting ? format(commonMessages.codeCountdown, { n: left }) : state === 'failed' || sends > 0 ? commonMessages.codeResend : commonMessages.codeGet;
  return (
    <Button variant="outlined" size={size} onClick={send} disabled={state === 'sending' || counting || state === 'off'} sx={{ whiteSpace: 'nowrap', minWidth: 120 }}>
      {label}
    </Button>
  );
}
