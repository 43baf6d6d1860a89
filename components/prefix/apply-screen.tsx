'use client';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { useEffect, useState } from 'react';
import { forgetOnForcedLogin } from '@/lib/client/local-data';
import type { CompanyPrefixApplication, SecondNode } from '@/core/contract';
import { commonMessages } from '@/core/messages/common';
import { identifierMessages } from '@/core/messages/identifier';
import { prefixMessages } from '@/core/messages/prefix';
import { draftKey, draftToRestore } from '@/lib/prefix/draft';
import type { LevelOption } from '@/lib/prefix/load';
import { withRefill } from '@/lib/prefix/refill';
import { formFromApplication } from '@/lib/prefix/request';
import { canRefill, reviewStage } from '@/lib/prefix/status';
import { emptyPrefixForm, type PrefixForm as PrefixFormShape } from '@/lib/validation/prefix';
import { ApplicationSummary } from './application-summary';
import { ConfirmDialog } from './confirm-dialog';
import { ApplyFrame } from './apply-frame';
import { PrefixForm } from './prefix-form';
import { clearDraft, readDraft } from './use-draft';

export interface ApplyScreenProps {
  userKey: string;
  initialApplication: CompanyPrefixApplication | null;
  nodes: SecondNode[];
  industries: LevelOption[];
  provinces: LevelOption[];
  hazardPlatformUrl: string;
  /** The address says the person was re-filling (`?refill=1`): the form again, not the summary. */
  refilling?: boolean;
}

interface Editing {
  refill: boolean;
  values: PrefixFormShape;
  /** A new key mounts a new form with these values. */
  key: string;
}

/** The user's application from the portal (a route handler, which may refresh the token); 'relogin' when the login is gone. */
export async function fetchApplication(): Promise<CompanyPrefixApplication | null | undefined | 'relogin'> {
  try {
    const response = await fetch('/api/prefix/application', { headers: { accept: 'application/json' }, cache: 'no-store' });
    const body = (await response.json()) as { ok?: boolean; relogin?: boolean; data?: CompanyPrefixApplication | null };
    if (response.status === 401 || body.relogin) {
      forgetOnForcedLogin();
      return 'relogin';
    }
    return response.ok && body.ok ? (body.data ?? null) : undefined;
  } catch {
    return undefined;
  }
}

/** The form the page opens with: a new application, a re-fill the address asks for, or none (the summary). */
function firstEditing(application: CompanyPrefixApplication | null, nodes: SecondNode[], refilling: boolean): Editing | null {
  const stage = reviewStage(application);
  if (stage === 'none') return { refill: false, values: emptyPrefixForm(), key: 'new' };
  if (refilling && application && canRefill(stage)) return { refill: true, values: formFromApplication(application, nodes), key: 'refill' };
  return null;
}

/** Puts the re-fill mark in the address, or takes it out, without a new history entry or a server round. */
function markRefill(refilling: boolean) {
  const next = withRefill(window.location.href, refilling);
  if (next !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(null, '', next);
}

/** 000 §2, §4: the registration page's states: the form, or the read-only summary with re-fill. */
export function PrefixApplyScreen({ userKey, initialApplication, nodes, industries, provinces, hazardPlatformUrl, refilling = false }: ApplyScreenProps) {
  const [application, setApplication] = useState(initialApplication);
  const stage = reviewStage(application);
  const [editing, setEditing] = useState<Editing | null>(() => firstEditing(initialApplication, nodes, refilling));
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'info'; text: string } | null>(null);
  const key = draftKey(userKey);

  useEffect(() => {
    // The draft lives in this browser only: read once after hydration, so the server's HTML still matches.
    const draft = readDraft(key);
    const restore = draft && draftToRestore(draft, stage, application?.id ?? null);
    if (draft && !restore) clearDraft(key);
    if (restore) {
      // localStorage is this browser's: the server's HTML could not know the draft, so it comes in after.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setEditing({ refill: restore.refill, values: restore.form, key: 'draft' });
      setNotice({ severity: 'info', text: prefixMessages.draftRestored });
    }
    // A re-fill restored on a plain visit gets its mark; a mark that cannot apply (approved, or no application) goes.
    markRefill(restore ? restore.refill : Boolean(editing?.refill));
    // Only on arrival: later changes of the application come from this page itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmitted = async () => {
    clearDraft(key);
    // Submitted: a reload shows the application's new state, not the form again.
    markRefill(false);
    const fresh = await fetchApplication();
    if (fresh === undefined || fresh === 'relogin') return window.location.reload();
    setApplication(fresh);
    setEditing(null);
    setNotice({ severity: 'success', text: commonMessages.operationOk });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const startRefill = () => {
    setConfirming(false);
    setNotice(null);
    if (!application) return;
    setEditing({ refill: true, values: formFromApplication(application, nodes), key: `refill-${Date.now()}` });
    markRefill(true);
  };

  const leaveRefill = () => {
    clearDraft(key);
    setEditing(null);
    markRefill(false);
  };

  return (
    <ApplyFrame stage={stage}>
      {notice ? (
        <Alert severity={notice.severity} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        {editing ? (
          <PrefixForm
            key={editing.key}
            initial={editing.values}
            refill={editing.refill}
            draftKey={key}
            nodes={nodes}
            industries={industries}
            provinces={provinces}
            onSubmitted={onSubmitted}
            onLeaveRefill={application ? leaveRefill : undefined}
          />
        ) : application ? (
          <ApplicationSummary application={application} stage={stage} hazardPlatformUrl={hazardPlatformUrl} onRefill={() => setConfirming(true)} />
        ) : null}
      </Paper>
      <ConfirmDialog open={confirming} title={commonMessages.refill} confirmLabel="继续填写" onConfirm={startRefill} onClose={() => setConfirming(false)}>
        {identifierMessages.overwriteConfirm}
      </ConfirmDialog>
    </ApplyFrame>
  );
}
