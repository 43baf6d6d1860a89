'use client';
import { useQuery } from '@tanstack/react-query';
import type { SessionSummary, UserSummary } from '@/lib/session/summary';

/** Invalidate this key after logging in or out so every per-user bit of the page follows. */
export const sessionQueryKey = ['session', 'me'] as const;

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

export function useSessionSummary() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: fetchSessionSummary,
    staleTime: 60_000,
    // A background check of who is signed in is not something the visitor waits for: no progress bar.
    meta: { silent: true },
  });
}
