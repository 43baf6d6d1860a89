import { z } from 'zod';
import { contract } from '@/core/contract';
import { call } from '@/lib/gateway/client';
import { answer, readJson } from '@/lib/http/answer';
import { endSession } from '@/lib/session';
import { fingerprintField } from '@/lib/validation/account-fields';

/**
 * Logout: the gateway revokes the session's tokens and refuses every session issued before now, so a
 * copy of this cookie is worthless afterwards; the cookie here is cleared whatever the gateway said.
 */
export async function POST(request: Request) {
  const body = z.object({ fingerprint: fingerprintField }).catch({ fingerprint: 'unknown' }).parse(await readJson(request));
  const token = await endSession();
  if (token) await call(contract.account.logout, { fingerprint: body.fingerprint }, { token });
  return answer({ status: 'guest' });
}
