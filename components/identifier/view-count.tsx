'use client';
import { useSyncExternalStore } from 'react';
import { format } from '@/core/messages/format';
import { identifierMessages } from '@/core/messages/identifier';
import { storeListeners } from '@/lib/client/store-listeners';

// How often an identifier's page was seen, kept current by the page's beacon: the page itself may be a
// copy nginx has kept since its first render (each 304 from the data leaves its bytes as they were,
// decision 0057), and the beacon's answer carries the count the portal reads now (X-View-Count).

const counts = new Map<string, number>();
const { subscribe, notify } = storeListeners();

/** What the beacon's answer said; counts only grow, so an older figure never replaces a newer one. */
export function publishViewCount(identifier: string, count: number): void {
  if (!Number.isSafeInteger(count) || count < 0 || count <= (counts.get(identifier) ?? -1)) return;
  counts.set(identifier, count);
  notify();
}

// Built on the first newer count, not as the page hydrates (decision 0038, fifth look).
let grouped: Intl.NumberFormat | undefined;

type Props = {
  identifier: string;
  /** `标识数据更新于 …`, formatted on the server. */
  updated: string | null;
  /** The count the page was rendered with, and its text (`浏览 1,234 次`), formatted on the server. */
  rendered: { count: number; text: string } | null;
};

/** The line `标识数据更新于 … · 浏览 … 次`, its count replaced once the beacon has read a newer one. */
export function UpdatedAndSeen({ identifier, updated, rendered }: Props) {
  const live = useSyncExternalStore(
    subscribe,
    () => counts.get(identifier),
    () => undefined,
  );
  let seen = rendered?.text ?? null;
  if (live !== undefined && live > 0 && live > (rendered?.count ?? 0)) {
    grouped ??= new Intl.NumberFormat('zh-CN');
    seen = format(identifierMessages.identifierViews, { count: grouped.format(live) });
  }
  const facts = [updated, seen].filter(Boolean);
  return facts.length > 0 ? <p>{facts.join(' · ')}</p> : null;
}
