import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ApplyFrame } from '@/components/prefix/apply-frame';
import { PrefixApplyLoader } from '@/components/prefix/apply-loader';
import { publicConfig } from '@/lib/config/env';
import { messages } from '@/lib/messages';
import { loadApplyPage } from '@/lib/prefix/load';
import { readSession } from '@/lib/session/session';
import { isLoggedInUser } from '@/lib/session/user';

export const metadata: Metadata = { title: '企业标识前缀注册申请', robots: { index: false, follow: false } };

/** 000 §2 prefix registration: logged-in users only (proxy.ts and here), else home. */
export default async function PrefixApplyPage() {
  const session = await readSession();
  if (!isLoggedInUser(session.user) || !session.accessToken) redirect('/');
  const load = await loadApplyPage(session);
  if (load.status === 'relogin') redirect('/');
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
    <PrefixApplyLoader
      userKey={String(session.user.userId ?? session.user.name)}
      initialApplication={application}
      nodes={nodes}
      industries={industries}
      provinces={provinces}
      hazardPlatformUrl={publicConfig().hazardPlatformUrl}
    />
  );
}
