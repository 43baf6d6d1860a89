import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { cookies } from 'next/headers';
import { sessionSecret } from '@/lib/session/secret';
import { isProduction } from '@/core/env/process';

/**
 * The phones this browser verified, per identifier, in a sealed cookie that lives as long as the
 * browser session: once verified, a visitor is not asked again (000 §2), and no other visitor gains by it.
 */
const cookieName = isProduction() ? '__Host-idportal-scenes' : 'idportal-scenes';
const maxIdentifiers = 20;

type Verified = Record<string, string>;

export async function verifiedPhone(identifier: string): Promise<string | undefined> {
  const sealed = (await cookies()).get(cookieName)?.value;
  if (!sealed) return undefined;
  try {
    const data = await unsealData<Verified>(sealed, { password: sessionSecret() });
    return data[identifier];
  } catch {
    return undefined;
  }
}

export async function rememberVerifiedPhone(identifier: string, phone: string): Promise<void> {
  const store = await cookies();
  let data: Verified = {};
  const sealed = store.get(cookieName)?.value;
  if (sealed) data = await unsealData<Verified>(sealed, { password: sessionSecret() }).catch(() => ({}));
  const entries = Object.entries({ ...data, [identifier]: phone }).slice(-maxIdentifiers);
  store.set(cookieName, await sealData(Object.fromEntries(entries), { password: sessionSecret() }), {
    httpOnly: true,
    secure: isProduction(),
    sameSite: 'lax',
    path: '/',
  });
}
