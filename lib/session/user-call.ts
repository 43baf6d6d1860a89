import 'server-only';
import type { DataOf, Endpoint, RequestOf } from '@/core/contract';
import { call, type CallOptions } from '@/lib/gateway/client';
import type { Result } from '@/lib/gateway/result';
import { endSession } from './lifecycle';
import { freshToken, type TokenState } from './refresh';

/** A gateway call made as the signed-in user: userCall in route handlers, requireUser().call in pages. */
export type UserCall = <E extends Endpoint>(entry: E, input: RequestOf<E>, options?: CallOptions) => Promise<Result<DataOf<E>>>;

/**
 * Route handlers: a call as the user. The token is refreshed first when it is inside its window; on
 * 40106/40107/40108/40112 the session ends (001 §8) and the answer is an 'auth' error, which the
 * browser door turns into 401 with `relogin`.
 */
export const userCall: UserCall = async (entry, input, options = {}) => {
  const state = await freshToken();
  if (state.status === 'guest') return { ok: false, error: { kind: 'auth', call: entry.path } };
  if (state.status === 'unavailable') return { ok: false, error: { kind: 'network', call: entry.path } };
  const result = await call(entry, input, { ...options, token: state.token });
  if (!result.ok && result.error.kind === 'auth') await endSession();
  return result;
};

/** Route handlers: the user's token for a request that is not a contract call (a private file). */
export async function userToken(): Promise<TokenState> {
  return freshToken();
}
