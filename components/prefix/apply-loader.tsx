'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useState } from 'react';
import type { CompanyPrefixApplication } from '@/lib/contract';
import { messages } from '@/lib/messages';
import { ApplyFrame } from './apply-frame';
import { fetchApplication, PrefixApplyScreen, type ApplyScreenProps } from './apply-screen';

type Props = Omit<ApplyScreenProps, 'initialApplication'> & { initialApplication: CompanyPrefixApplication | null | undefined };

/** The application as the page brought it, or, when the page could not ask (a token to refresh), asked here. */
export function PrefixApplyLoader({ initialApplication, ...rest }: Props) {
  const [state, setState] = useState<{ application?: CompanyPrefixApplication | null; failed?: boolean }>({ application: initialApplication });
  const missing = state.application === undefined && !state.failed;

  useEffect(() => {
    if (!missing) return;
    let live = true;
    void fetchApplication().then((answer) => {
      if (!live) return;
      if (answer === 'relogin') window.location.replace('/');
      else setState(answer === undefined ? { failed: true } : { application: answer });
    });
    return () => {
      live = false;
    };
  }, [missing]);

  if (state.application !== undefined) return <PrefixApplyScreen initialApplication={state.application} {...rest} />;
  return (
    <ApplyFrame stage="none">
      {state.failed ? (
        <Alert severity="error" action={<Button color="inherit" onClick={() => setState({})}>重试</Button>}>
          {messages.loadFailed}
        </Alert>
      ) : (
        <LinearProgress aria-label="正在加载申请信息" />
      )}
    </ApplyFrame>
  );
}
