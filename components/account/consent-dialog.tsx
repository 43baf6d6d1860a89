'use client';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { ConsentAsked } from '@/lib/account/consent';
import type { AgreementKey } from '@/lib/content/agreements';
import { accountMessages } from '@/core/messages/account';

const AgreementDialog = dynamic(() => import('@/components/agreements/agreement-dialog'), { ssr: false });

interface Props {
  asked: readonly ConsentAsked[];
  busy: boolean;
  onAgree: () => void;
  onDecline: () => void;
}

/**
 * The login's ask when an agreement changed since the account last consented (issue 62 item 1): each
 * changed text opens to be read; agreeing records the consent at its version and the login goes on,
 * declining logs out. It cannot be dismissed otherwise: the login waits on the answer.
 */
export default function ConsentDialog({ asked, busy, onAgree, onDecline }: Props) {
  const [reading, setReading] = useState<AgreementKey | null>(null);
  return (
    <Dialog open aria-labelledby="consent-title" aria-describedby="consent-intro">
      <DialogTitle id="consent-title">{accountMessages.consentTitle}</DialogTitle>
      <DialogContent>
        <p id="consent-intro">{accountMessages.consentIntro}</p>
        <ul>
          {asked.map((a) => (
            <li key={a.agreement}>
              <Link component="button" type="button" onClick={() => setReading(a.agreement)}>
                《{a.title}》
              </Link>
              （{a.version}）
            </li>
          ))}
        </ul>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDecline} disabled={busy}>
          {accountMessages.consentDecline}
        </Button>
        <Button variant="contained" onClick={onAgree} disabled={busy}>
          {accountMessages.consentAgree}
        </Button>
      </DialogActions>
      {reading ? <AgreementDialog agreement={reading} onClose={() => setReading(null)} /> : null}
    </Dialog>
  );
}
