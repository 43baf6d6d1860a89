import 'server-only';
import { contract } from '@/core/contract';
import { call } from '@/lib/gateway/client';
import type { Validator } from '@/lib/http/validators';
import { identifierValidator } from './version';

/**
 * The validator the identifier's page would carry if it were rendered now: one read of the gateway, past
 * every cache (runtime/unchanged-identifiers.ts). Undefined when the read fails or names the item in
 * another spelling (that address redirects to the stored one, and its page carries no version).
 */
export async function currentIdentifierValidator(identifier: string): Promise<Validator | undefined> {
  const detail = await call(contract.identifier.detail, { identifier });
  if (!detail.ok || detail.data.identifier !== identifier) return undefined;
  return identifierValidator(detail.data);
}
