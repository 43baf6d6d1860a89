'use client';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ChevronRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import CheckIcon from '@mui/icons-material/Check';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { postJson } from '@/lib/client/post-json';
import { format } from '@/core/messages/format';
import { accountMessages } from '@/core/messages/account';
import type { CaptchaProof } from '@/lib/validation/account-fields';

import { loadChallenge, type Challenge } from './slider-challenge';

/**
 * 000 §9: a 300 px track (the challenge's 5 tries are in slider-challenge.ts). The gateway judges the drag
 * in the units of that track with a 40 px knob (gateway/captcha/slider.ts); the knob a person sees is
 * 44 px, 60 px in the care mode (--slider-knob, styles/care.css), and narrower phones shorten the track, so
 * the knob's place is kept as a fraction of its travel and sent in the gateway's units.
 */
const width = 300;
const gatewayTravel = width - 40;
/** The paths that need no drag (GB/T 37668; docs/decisions/0075): an arrow key or 向右移动滑块 moves it a tenth. */
const step = 0.1;
const knobSize = 'var(--slider-knob, 44px)';


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
  const [refusal, setRefusal] = useState<string>(accountMessages.sliderLoadFailed);
  /** Where the knob is, from 0 (start) to 1 (end). */
  const [x, setX] = useState(0);
  const trace = useRef<[number, number][]>([]);
  const start = useRef<{ clientX: number; time: number; travel: number } | null>(null);
  const track = useRef<HTMLDivElement>(null);
  const knobRef = useRef<HTMLButtonElement>(null);
  /** The knob's travel in CSS px, as drawn now. */
  const travel = () => Math.max(1, (track.current?.clientWidth ?? width) - (knobRef.current?.offsetWidth ?? 40));
  const record = (at: number, time: number) => trace.current.push([Math.round(at * gatewayTravel), Math.round(time)]);

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

  const onDown = (event: PointerEvent<HTMLElement>) => {
    if (state !== 'ready' && state !== 'failed') return;
    if (state === 'failed') return void load();
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { clientX: event.clientX, time: performance.now(), travel: travel() };
    trace.current = [[0, 0]];
  };
  const onMove = (event: PointerEvent<HTMLElement>) => {
    if (!start.current) return;
    const next = Math.max(0, Math.min(1, (event.clientX - start.current.clientX) / start.current.travel));
    setX(next);
    record(next, performance.now() - start.current.time);
  };
  /** One step to the right or left without a drag: the arrow keys and the step button. */
  const stepBy = (delta: number, time: number) => {
    if (state !== 'ready' && state !== 'failed') return;
    if (state === 'failed') return void load();
    if (!start.current) {
      start.current = { clientX: 0, time, travel: travel() };
      trace.current = [[0, 0]];
    }
    const next = Math.max(0, Math.min(1, Math.round((x + delta) * 10) / 10));
    setX(next);
    record(next, time - start.current.time);
    if (next === 1) void onUp();
  };
  const onKey = (event: KeyboardEvent<HTMLElement>) => {
    const delta = event.key === 'ArrowRight' || event.key === 'ArrowUp' ? step : event.key === 'ArrowLeft' || event.key === 'ArrowDown' ? -step : 0;
    if (delta === 0 || (state !== 'ready' && state !== 'failed')) return;
    event.preventDefault();
    stepBy(delta, event.timeStamp);
  };
  const onUp = async () => {
    if (!start.current || !challenge) return;
    start.current = null;
    setState('checking');
    const answer = await postJson('/api/captcha/verify', { sessionId: challenge.sessionId, trace: trace.current.slice(0, 600) });
    if (answer.ok && answer.data) {
      setState('passed');
      setX(1);
      onChange({ scene: answer.data.scene, sessionId: answer.data.sessionId, sig: answer.data.sig, token: answer.data.token });
    } else {
      setState('failed');
      setX(0);
    }
  };

  const label =
    state === 'passed' ? accountMessages.sliderPassed : state === 'loading' ? accountMessages.sliderLoading : state === 'unavailable' ? refusal : state === 'failed' ? accountMessages.sliderFailed : accountMessages.sliderHint;
  return (
    <Box>
      <Box
        role="group"
        aria-label="滑块验证"
        ref={track}
        sx={{ position: 'relative', width: '100%', maxWidth: width, minHeight: knobSize, borderRadius: 1, bgcolor: state === 'passed' ? 'success.light' : 'grey.100', border: 1, borderColor: error ? 'error.main' : 'divider', userSelect: 'none', touchAction: 'none' }}
      >
        <Box sx={{ position: 'absolute', inset: 0, width: `calc((100% - ${knobSize}) * ${x} + ${knobSize})`, bgcolor: state === 'passed' ? 'success.light' : 'primary.light', borderRadius: 1 }} />
        {/* In the flow, beside the knob: the care mode's 24 px hint wraps onto a second line and the track grows. */}
        <Box sx={{ position: 'relative', minHeight: knobSize, pl: knobSize, pr: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', textAlign: 'center', fontSize: 14, color: state === 'passed' ? 'success.contrastText' : 'text.secondary', pointerEvents: 'none' }}>
          {label}
        </Box>
        <ButtonBase
          role="slider"
          aria-label={state === 'unavailable' ? refusal : '拖动滑块，或按方向键右移'}
          ref={knobRef}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(x * 100)}
          aria-valuetext={label}
          onKeyDown={onKey}
          data-testid="slider-knob"
          onClick={state === 'unavailable' ? () => void load() : undefined}
          onPointerDown={onDown}
          onPointerMove={onMove}
          onPointerUp={onUp}
          disabled={state === 'passed' || state === 'checking' || state === 'loading'}
          sx={{ position: 'absolute', top: -1, left: `calc((100% - ${knobSize}) * ${x})`, width: knobSize, height: knobSize, borderRadius: 1, bgcolor: 'background.paper', border: 1, borderColor: 'divider', boxShadow: 1, cursor: 'grab' }}
        >
          {state === 'passed' ? <CheckIcon color="success" /> : <ChevronRightIcon color="primary" />}
        </ButtonBase>
      </Box>
      {/* No drag and no sight needed: each press moves the knob a tenth of the way, as an arrow key does. */}
      {/* Kept in place once passed (disabled), so the focus of a person who pressed it is not lost. */}
      {state !== 'loading' && state !== 'unavailable' ? (
        <ButtonBase onClick={(event) => stepBy(step, event.timeStamp)} disabled={state !== 'ready' && state !== 'failed'} sx={{ mt: 0.5, minHeight: 44, px: 1, color: 'primary.main', fontSize: 14, textDecoration: 'underline', textUnderlineOffset: 3 }}>
          {format(accountMessages.sliderStep, { percent: Math.round(x * 100) })}
        </ButtonBase>
      ) : null}
      {error ? (
        <Box role="alert" sx={{ color: 'error.main', fontSize: 12, mt: 0.5, ml: 1.75 }}>
          {error}
        </Box>
      ) : null}
    </Box>
  );
}
