import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/config/env';

let secret: string | undefined;

/**
 * SESSION_SECRET in production (the env check refuses to start without it). In development and tests a
 * random secret is generated once and kept in DATA_DIR, so sessions survive a restart of `npm run dev`.
 */
export function sessionSecret(): string {
  if (secret) return secret;
  const e = env();
  if (e.SESSION_SECRET && e.SESSION_SECRET.length >= 32) return (secret = e.SESSION_SECRET);
  const file = path.resolve(e.DATA_DIR, 'session-secret');
  try {
    secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  } catch {
    // Not there yet: made below.
  }
  secret = randomBytes(32).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
