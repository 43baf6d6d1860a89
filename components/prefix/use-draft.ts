'use client';
import { useEffect } from 'react';
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

/** Keeps every change of the form in the browser (issue 6, item 4); a blank first form is not kept. */
export function useDraftSaver(form: UseFormReturn<PrefixForm>, key: string, refill: boolean): void {
  useEffect(() => {
    const blank = emptyPrefixForm();
    const { unsubscribe } = form.watch(() => {
      const values = form.getValues();
      try {
        if (!refill && isBlankDraft(values, blank)) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, serializeDraft(values, refill));
      } catch {
        // See above.
      }
    });
    return unsubscribe;
  }, [form, key, refill]);
}
