'use client';
import { useEffect, useSyncExternalStore } from 'react';
import { storeListeners } from '@/lib/client/store-listeners';
import type { SessionSummary, UserSummary } from '@/lib/session/summary';

// Who is signed in, asked from the browser (every page is the same for everyone) and shared by every part
// of the page that shows it. A small store rather than a react-query query: the header asks it on every
// page, and react-query came into every page's first load with it (issue 64 item 3). The same behaviour:
// one request for all the parts, asked again when a part appears and the answer is a minute old, or when
// told (after logging in or out); an answer overtaken by a newer one is dropped.

function isUser(value: unknown): value is UserSummary {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return typeof user.name === 'string' && typeof user.phone === 'string';
}

/**
 * Reads `/api/session/me`'s answer. Anything unexpected is `unavailable`, never `guest`: an outage or a
 * half-deployed API must not tell a signed-in person that they are signed out.
 */
export function parseSessionSummary(body: unknown): SessionSummary {
  if (!body || typeof body !== 'object') return { status: 'unavailable' };
  const record = body as Record<string, unknown>;
  if ('data' in record && !('status' in record)) return parseSessionSummary(record.data);
  if (record.status === 'guest') return { status: 'guest' };
  if (record.status === 'user' && isUser(record.user)) return { status: 'user', user: record.user };
  return { status: 'unavailable' };
}

async function fetchSessionSummary(): Promise<SessionSummary> {
  try {
    const response = await fetch('/api/session/me', { headers: { accept: 'application/json' }, cache: 'no-store' });
    if (!response.ok) return { status: 'unavailable' };
    return parseSessionSummary(await response.json());
  } catch {
    return { status: 'unavailable' };
  }
}

const staleMs = 60_000;

interface SessionState {
  data: SessionSummary | undefined;
  fetchedAt: number;
}

const notAsked: SessionState = { data: undefined, fetchedAt: 0 };
let state = notAsked;
let pending: Promise<SessionSummary> | undefined;
let latest = 0;
const { subscribe, notify } = storeListeners();

function publish(next: SessionState) {
  state = next;
  notify();
}

/** Asks again who is signed in (after logging in, or a page restored from the back-forward cache). */
export function refreshSession(): Promise<SessionSummary> {
  const ticket = ++latest;
  const request = fetchSessionSummary().then((data) => {
    if (ticket === latest) publish({ data, fetchedAt: Date.now() });
    return data;
  });
  pending = request;
  void request.finally(() => {
    if (pending === request) pending = undefined;
  });
  return request;
}

/** Says who is signed in without asking (logged out; a new portrait); an answer still on its way is dropped. */
export function setSession(update: SessionSummary | ((now: SessionSummary | undefined) => SessionSummary | undefined)): void {
  latest++;
  publish({ data: typeof update === 'function' ? update(state.data) : update, fetchedAt: Date.now() });
}

/** What every part shows now (undefined until the first answer). */
export const sessionNow = (): SessionSummary | undefined => state.data;

function askIfStale() {
  if (pending || (state.data && Date.now() - state.fetchedAt < staleMs)) return;
  void refreshSession();
}

/** Who is signed in: `isPending` until the first answer (and on the server, which never knows). */
export function useSessionSummary() {
  const current = useSyncExternalStore(subscribe, () => state, () => notAsked);
  useEffect(askIfStale, []);
  return { data: current.data, isPending: current.data === undefined };
}
