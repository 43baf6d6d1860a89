import { redirect } from 'next/navigation';
import { identifierPath } from '@/lib/identifier/path';
import { validIdentifier } from '@/lib/identifier/validate';

type Props = { searchParams: Promise<{ identifier?: string | string[] }> };

/**
 * The spec's form of the address (`/product_scene` with the identifier in state or `?identifier=`):
 * sent on to the canonical URL; with no identifier, home (000 §2, §5).
 */
export default async function ProductSceneRedirect({ searchParams }: Props) {
  const raw = (await searchParams).identifier;
  const identifier = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (identifier && validIdentifier(identifier)) redirect(identifierPath(identifier));
  redirect('/');
}
