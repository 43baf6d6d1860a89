'use client';
import { useSyncExternalStore } from 'react';
import { format } from '@/core/messages/format';
import { identifierMessages } from '@/core/messages/identifier';
import { ageText } from '@/lib/format/age';

// The browser's clock to the minute (stable between renders); the server's HTML has none.
const noUpdates = () => () => {};
const minuteNow = () => Math.floor(Date.now() / 60_000) * 60_000;
const onServer = () => null;

/** How long ago the page was made, once that is more than a few minutes: only the browser knows its now. */
export function DataAge({ renderedAt }: { renderedAt: string }) {
  const at = new Date(renderedAt).getTime();
  const now = useSyncExternalStore(noUpdates, minuteNow, onServer);
  if (now === null || now - at <= 3 * 60_000) return null;
  return format(identifierMessages.identifierDataAge, { age: ageText(at, now) });
}
