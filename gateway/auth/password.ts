import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { gatewayEnv } from '@/core/env/gateway';
import { gatewayModeFromEnv } from '@/core/env/gateway-mode';
import { processEnv } from '@/core/env/process';
import type { EnvRecord } from '@/core/env/record';
import { withHashingSlot } from './hashing-slots';

// OWASP's scrypt setting for password storage (ASVS 2.4.3): N=2^17, r=8, p=1, 128 MiB per hash.
const storageParams = { N: 2 ** 17, r: 8, p: 1 };
const keyLength = 32;

/**
 * log2 of the N a test run hashes new passwords with, from PASSWORD_TEST_COST (10 to 16), or undefined: OWASP's N.
 * A hash at OWASP's N is 263 ms of a core, and the test command makes or checks some 400 of them (lockouts,
 * registrations, the browser tests' logins); like Django's and Laravel's test settings, its runs ask for a
 * lower N (decision 0040). Honoured in test mode only, so no deployment can weaken its hashes by setting it;
 * a hash keeps its own N, so a lower one is checked as any other.
 */
export function testCostOf(env: EnvRecord = processEnv()): number | undefined {
  const cost = gatewayEnv(env).PASSWORD_TEST_COST;
  return gatewayModeFromEnv(env) === 'test' && cost !== undefined && Number.isInteger(cost) && cost >= 10 && cost < 17 ? cost : undefined;
}

const paramsOf = (env: EnvRecord) => {
  const cost = testCostOf(env);
  return cost === undefined ? storageParams : { ...storageParams, N: 2 ** cost };
};

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return withHashingSlot(
    () =>
      new Promise((resolve, reject) =>
        scryptCb(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

/** `scrypt$N$r$p$salt$hash`, base64: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string, env: EnvRecord = processEnv()): Promise<string> {
  const params = paramsOf(env);
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to compare against when the account does not exist, so both cases cost the same time. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString('hex'));
  return decoy;
}
