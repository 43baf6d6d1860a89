'use client';
import { useEffect, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { isBlankDraft, parseDraft, serializeDraft, type Draft } from '@/lib/prefix/draft';
import { emptyPrefixForm, type PrefixForm } from '@/lib/validation/prefix';

// localStorage may be missing or full (private windows, quotas): the form then works without a draft.

export function readDraft(key: string): Draft | undefined {
  try {
    return parseDraft(window.localStorage.getItem(key));
  } catch {
    return undefined;
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing kept.
  }
}

/**
 * Keeps every change of the form in the browser (issue 6, item 4); a blank first form is not kept. Once
 * the login is gone (`stopped.current`) nothing more is kept: a forced re-login cleared the draft, and the
 * company data must not be written back for whoever uses this browser next (issue 19 item 9).
 */
export function useDraftSaver(form: UseFormReturn<PrefixForm>, key: string, refill: boolean, stopped: RefObject<boolean>): void {
  useEffect(() => {
    const blank = emptyPrefixForm();
    const { unsubscribe } = form.watch(() => {
      if (stopped.current) return;
      const values = form.getValues();
      try {
        if (!refill && isBlankDraft(values, blank)) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, serializeDraft(values, refill));
      } catch {
        // See above.
      }
    });
    return unsubscribe;
  }, [form, key, refill, stopped]);
}
