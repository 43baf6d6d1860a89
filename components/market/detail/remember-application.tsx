'use client';
import { useEffect } from 'react';
import { currentApplicationKey } from '@/lib/client/storage-keys';

/** 001 §2: the product is kept locally as the current application (a logout keeps it). */
export function RememberApplication({ id, name }: { id: number; name: string }) {
  useEffect(() => {
    try {
      window.localStorage.setItem(currentApplicationKey, JSON.stringify({ id, name }));
    } catch {
      // Storage full or blocked: remembering is a convenience, not a need.
    }
  }, [id, name]);
  return null;
}
