import 'server-only';
import { notFound } from 'next/navigation';
import { env } from '@/lib/config/env';

/**
 * Browser tests only (GATEWAY_MODE=test, as app/api/test/*): an unexpected error where a page or a
 * layout renders, so e2e/error-pages.spec.ts can see the error screens. In any other mode the page does
 * not exist.
 */
export function crashForTests(where: string): never {
  if (env().GATEWAY_MODE !== 'test') notFound();
  throw new Error(`Deliberate test failure in ${where} (GATEWAY_MODE=test only)`);
}
