import { isProduction } from '@/core/env/process';

/** `__Host-` in production (Secure, no Domain, Path=/); a plain name over http in development. */
export function sessionCookieName(): string {
  return isProduction() ? '__Host-idportal' : 'idportal';
}
