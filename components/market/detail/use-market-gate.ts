'use client';
import { useState } from 'react';
import { refreshSession, useSessionSummary } from '@/components/layout/use-session-summary';
import { gateFor, type MarketAction } from '@/lib/market/gates';
import { commonMessages } from '@/core/messages/common';

export type GateDialog = 'login' | 'noPrefix' | null;

export interface Notice {
  text: string;
  severity: 'error';
}

/**
 * Runs an action through the detail page's gates: a missing agreement is said under its checkbox, an
 * unchecked session is a short notice, a visitor gets the login dialog, a company without a prefix the no-prefix modal.
 */
export function useMarketGate() {
  const session = useSessionSummary();
  const [agreed, setAgreedState] = useState(false);
  /** An action was tried without the agreement: the message stays under the checkbox until it is ticked. */
  const [agreementMissing, setAgreementMissing] = useState(false);
  const setAgreed = (value: boolean) => {
    setAgreedState(value);
    if (value) setAgreementMissing(false);
  };
  const [dialog, setDialog] = useState<GateDialog>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const user = session.data?.status === 'user' ? session.data.user : null;

  const guard = async (action: MarketAction, run: () => void) => {
    // A click before the session check has answered waits for it rather than guessing.
    const summary = session.data ?? (agreed ? await refreshSession() : undefined);
    const gate = gateFor(action, agreed, summary);
    if (gate === 'agreement') setAgreementMissing(true);
    else if (gate === 'wait') setNotice({ text: commonMessages.requestError, severity: 'error' });
    else if (gate === 'login') setDialog('login');
    else if (gate === 'noPrefix') setDialog('noPrefix');
    else if (gate === 'ok') run();
  };

  return { session, user, agreed, setAgreed, agreementMissing, dialog, setDialog, notice, setNotice, guard };
}
