import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Metadata } from 'next';
import { ApplyFrame } from '@/components/prefix/apply-frame';
import { PrefixApplyScreen } from '@/components/prefix/apply-screen';
import { publicConfig } from '@/lib/config/env';
import { messages } from '@/core/messages';
import { loadApplyPage } from '@/lib/prefix/load';
import { refillRequested } from '@/lib/prefix/refill';
import { requireUser } from '@/lib/session';

export const metadata: Metadata = { title: '企业标识前缀注册申请', robots: { index: false, follow: false } };

/** 000 §2 prefix registration: logged-in users only (proxy.ts and here), else home. */
export default async function PrefixApplyPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { user, call } = await requireUser({ from: '/identification/apply', otherwise: 'home' });
  const load = await loadApplyPage(call);
  if (load.status === 'failed') {
    return (
      <ApplyFrame stage="none">
        <Alert severity="error" action={<Button color="inherit" href="/identification/apply">刷新</Button>}>
          {messages.loadFailed}
        </Alert>
      </ApplyFrame>
    );
  }
  const { application, nodes, industries, provinces } = load.data;
  return (
    <PrefixApplyScreen
      userKey={String(user.userId ?? user.name)}
      initialApplication={application}
      nodes={nodes}
      industries={industries}
      provinces={provinces}
      hazardPlatformUrl={publicConfig().hazardPlatformUrl}
      refilling={refillRequested(await searchParams)}
    />
  );
}
