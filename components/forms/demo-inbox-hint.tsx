'use client';
import Link from '@mui/material/Link';
import { useDemoInbox } from '@/components/layout/demo-inbox-context';
import { siteMessages } from '@/core/messages/site';

/** Under a code field in demo mode: no SMS is really sent, the code is read in the demo inbox. */
export function DemoInboxHint() {
  if (!useDemoInbox()) return null;
  return (
    <Link href="/demo/inbox" target="_blank" rel="noopener" variant="body2">
      {siteMessages.demoInboxHint}
    </Link>
  );
}
