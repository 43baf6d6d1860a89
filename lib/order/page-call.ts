import 'server-only';
import type { DataOf, Endpoint, RequestOf } from '@/lib/contract';
import { call } from '@/lib/gateway/client';
import type { Result } from '@/lib/gateway/result';
import { readSession } from '@/lib/session/session';

/**
 * A user's call made while a page renders. A page cannot write cookies, so unlike userCall it neither
 * refreshes the token nor clears the session: an expired token comes back as 'auth' and the page sends
 * the person to log in (the client's own calls refresh the token as usual).
 */
export async function pageUserCall<E extends Endpoint>(entry: E, input: RequestOf<E>): Promise<Result<DataOf<E>>> {
  const session = await readSession();
  if (!session.accessToken) return { ok: false, error: { kind: 'auth', call: entry.path } };
  return call(entry, input, { token: session.accessToken });
}
