'use client';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ChevronRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import CheckIcon from '@mui/icons-material/Check';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { postJson } from '@/lib/client/post-json';
import { messages } from '@/core/messages';
import type { CaptchaProof } from '@/lib/validation/account-fields';

import { loadChallenge, type Challenge } from './slider-challenge';

/** 000 §9: a 300 px track (the challenge's 5 tries are in slider-challenge.ts). */
const width = 300;
const knob = 40;
/** The keyboard alternative: each arrow press moves the knob this far (10 presses to the end). */
const keyStep = 26;


interface Props {
  scene: 'nc_login' | 'nc_register' | 'nc_message' | 'nc_other';
  onChange: (proof: CaptchaProof | null) => void;
  /** A new value resets the slider (after a failed login the proof is spent). */
  resetKey?: number;
  error?: string;
}

/**
 * The self-hosted slider (accounts issue, item 6): drag the knob to the end; the drag goes to the
 * gateway, which answers with the sessionId, sig and token the protected calls carry.
 */
export function SliderCaptcha({ scene, onChange, resetKey = 0, error }: Props) {
  const [challenge, setChallenge] = useState<Challenge | undefined>();
  const [state, setState] = useState<'loading' | 'ready' | 'checking' | 'passed' | 'failed' | 'unavailable'>('loading');
  const [refusal, setRefusal] = useState<string>(messages.sliderLoadFailed);
  const [x, setX] = useState(0);
  const trace = useRef<[number, number][]>([]);
  const start = useRef<{ clientX: number; time: number } | null>(null);

  const load = useCallback(async () => {
    setState('loading');
    setX(0);
    onChange(null);
    const loaded = await loadChallenge(scene);
    if ('challenge' in loaded) {
      setChallenge(loaded.challenge);
      setState('ready');
    } else {
      setChallenge(undefined);
      setRefusal(loaded.refusal);
      setState('unavailable');
    }
  }, [scene, onChange]);

  useEffect(() => {
    // The challenge is fetched once the page has loaded, and again after each reset.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load, resetKey]);

  const max = width - knob;
  const onDown = (event: PointerEvent<HTMLElement>) => {
    if (state !== 'ready' && state !== 'failed') return;
    if (state === 'failed') return void load();
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { clientX: event.clientX, time: performance.now() };
    trace.current = [[0, 0]];
  };
  const onMove = (event: PointerEvent<HTMLElement>) => {
    if (!start.current) return;
    const next = Math.max(0, Math.min(max, event.clientX - start.current.clientX));
    setX(next);
    trace.current.push([Math.round(next), Math.round(performance.now() - start.current.time)]);
  };
  const onKey = (event: KeyboardEvent<HTMLElement>) => {
    const delta = event.key === 'ArrowRight' || event.key === 'ArrowUp' ? keyStep : event.key === 'ArrowLeft' || event.key === 'ArrowDown' ? -keyStep : 0;
    if (delta === 0 || (state !== 'ready' && state !== 'failed')) return;
    event.preventDefault();
    if (state === 'failed') return void load();
    if (!start.current) {
      start.current = { clientX: 0, time: event.timeStamp };
      trace.current = [[0, 0]];
    }
    const next = Math.max(0, Math.min(max, x + delta));
    setX(next);
    trace.current.push([next, Math.round(event.timeStamp - start.current.time)]);
    if (next === max) void onUp();
  };
  const onUp = async () => {
    if (!start.current || !challenge) return;
    start.current = null;
    setState('checking');
    const answer = await postJson('/api/captcha/verify', { sessionId: challenge.sessionId, trace: trace.current.slice(0, 600) });
    if (answer.ok && answer.data) {
      setState('passed');
      setX(max);
      onChange({ scene: answer.data.scene, sessionId: answer.data.sessionId, sig: answer.data.sig, token: answer.data.token });
    } else {
      setState('failed');
      setX(0);
    }
  };

  const label =
    state === 'passed' ? messages.sliderPassed : state === 'loading' ? messages.sliderLoading : state === 'unavailable' ? refusal : state === 'failed' ? messages.sliderFailed : messages.sliderHint;
  return (
    <Box>
      <Box
        role="group"
        aria-label="滑块验证"
        sx={{ position: 'relative', width: '100%', maxWidth: width, height: knob, borderRadius: 1, bgcolor: state === 'passed' ? 'success.light' : 'grey.100', border: 1, borderColor: error ? 'error.main' : 'divider', userSelect: 'none', touchAction: 'none' }}
      >
        <Box sx={{ position: 'absolute', inset: 0, width: x + knob, bgcolor: state === 'passed' ? 'success.light' : 'primary.light', borderRadius: 1 }} />
        <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: 14, color: state === 'passed' ? 'success.contrastText' : 'text.secondary', pointerEvents: 'none' }}>
          {label}
        </Box>
        <ButtonBase
          role="slider"
          aria-label={state === 'unavailable' ? refusal : '拖动滑块，或按方向键右移'}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={Math.round(x)}
          aria-valuetext={label}
          onKeyDown={onKey}
          data-testid="slider-knob"
          onClick={state === 'unavailable' ? () => void load() : undefined}
          onPointerDown={onDown}
          onPointerMove={onMove}
          onPointerUp={onUp}
          disabled={state === 'passed' || state === 'checking' || state === 'loading'}
          sx={{ position: 'absolute', top: -1, left: x, width: knob, height: knob, borderRadius: 1, bgcolor: 'background.paper', border: 1, borderColor: 'divider', boxShadow: 1, cursor: 'grab' }}
        >
          {state === 'passed' ? <CheckIcon color="success" /> : <ChevronRightIcon color="primary" />}
        </ButtonBase>
      </Box>
      {error ? (
        <Box role="alert" sx={{ color: 'error.main', fontSize: 12, mt: 0.5, ml: 1.75 }}>
          {error}
        </Box>
      ) : null}
    </Box>
  );
}
