/** `__Host-` in production (Secure, no Domain, Path=/); a plain name over http in development. */
export function sessionCookieName(): string {
  return process.env.NODE_ENV === 'production' ? '__Host-idportal' : 'idportal';
}
