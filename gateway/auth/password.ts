import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { gatewayEnv } from '@/core/env/gateway';
import { gatewayModeFromEnv } from '@/core/env/gateway-mode';
import { processEnv } from '@/core/env/process';
import type { EnvRecord } from '@/core/env/record';
import { withHashingSlot } from './hashing-slots';

export interface ScryptSetting {
  N: number;
  r: number;
  p: number;
}

/**
 * The setting new passwords are stored with (decision 0056): N=2^14, r=8, p=5, 16 MiB per hash. OWASP's
 * Password Storage Cheat Sheet lists it beside N=2^17, r=8, p=1 (128 MiB) as a similar minimal defence,
 * the trade being memory for parallelism. Two hashes at a time (hashing-slots.ts) now hold 32 MiB, not 256.
 */
export const storageSetting: ScryptSetting = { N: 2 ** 14, r: 8, p: 5 };

/** OWASP's scrypt settings (Password Storage Cheat Sheet, "scrypt"): a similar minimal defence each, less memory as p grows. */
export const owaspScryptSettings: readonly ScryptSetting[] = [
  { N: 2 ** 17, r: 8, p: 1 },
  { N: 2 ** 16, r: 8, p: 2 },
  { N: 2 ** 15, r: 8, p: 3 },
  { N: 2 ** 14, r: 8, p: 5 },
  { N: 2 ** 13, r: 8, p: 10 },
];

/** The storage setting before decision 0056. Its hashes still verify, and a successful login rehashes them. */
export const formerStorageSetting: ScryptSetting = { N: 2 ** 17, r: 8, p: 1 };

const keyLength = 32;

/**
 * The bytes OpenSSL's scrypt allocates for a setting, which its maxmem must allow: V of 128·r·(N+2) and
 * B of 128·r·p. Each hash is given exactly this, not a round ceiling for all.
 */
export const memoryOf = ({ N, r, p }: ScryptSetting) => 128 * r * (N + 2 + p);

/**
 * A stored hash needing more memory than the most any setting of ours has used is not ours (a damaged or
 * planted value): refused unchecked, so no row can make the process allocate past the former setting.
 */
const mostMemory = Math.max(memoryOf(storageSetting), memoryOf(formerStorageSetting));

/**
 * log2 of the N a test run hashes new passwords with, from PASSWORD_TEST_COST (10 to 16), or undefined: the
 * storage setting. The test command makes or checks some 400 hashes (lockouts, registrations, the browser
 * tests' logins); like Django's and Laravel's test settings, its runs ask for a lower cost (decision 0040).
 * Honoured in test mode only, so no deployment can weaken its hashes by setting it.
 */
export function testCostOf(env: EnvRecord = processEnv()): number | undefined {
  const cost = gatewayEnv(env).PASSWORD_TEST_COST;
  return gatewayModeFromEnv(env) === 'test' && cost !== undefined && Number.isInteger(cost) && cost >= 10 && cost < 17 ? cost : undefined;
}

/** The setting new hashes get: the storage setting, or in a lowered-cost test run N=2^cost with p=1 (r as stored). */
export function currentSetting(env: EnvRecord = processEnv()): ScryptSetting {
  const cost = testCostOf(env);
  // p stays 1 at the test cost: the storage setting's p=5 would make every test hash five times the work.
  return cost === undefined ? storageSetting : { N: 2 ** cost, r: storageSetting.r, p: 1 };
}

function scrypt(password: string, salt: Buffer, setting: ScryptSetting): Promise<Buffer> {
  return withHashingSlot(
    () =>
      new Promise((resolve, reject) =>
        scryptCb(password.normalize('NFKC'), salt, keyLength, { ...setting, maxmem: memoryOf(setting) }, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );
}

/** A hash at the given setting; new passwords go through hashPassword. */
export async function hashPasswordAt(password: string, setting: ScryptSetting): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, setting);
  return ['scrypt', setting.N, setting.r, setting.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** `scrypt$N$r$p$salt$hash`, base64: the setting travels with the hash so it can change later. */
export function hashPassword(password: string, env: EnvRecord = processEnv()): Promise<string> {
  return hashPasswordAt(password, currentSetting(env));
}

const isPowerOfTwo = (n: number) => Number.isSafeInteger(n) && n > 1 && Number.isInteger(Math.log2(n));

/** The parts of a stored hash, or undefined when it is not one of ours. */
function parse(stored: string): { setting: ScryptSetting; salt: Buffer; hash: Buffer } | undefined {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  const setting = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !hash || rest.length > 0) return undefined;
  if (!isPowerOfTwo(setting.N) || !Number.isSafeInteger(setting.r) || setting.r < 1 || !Number.isSafeInteger(setting.p) || setting.p < 1) return undefined;
  if (memoryOf(setting) > mostMemory) return undefined;
  return { setting, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await scrypt(password, parsed.salt, parsed.setting);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

/** Whether a stored hash was made at another setting than new hashes get now: a login that knows the password rehashes it. */
export function needsRehash(stored: string, env: EnvRecord = processEnv()): boolean {
  const setting = parse(stored)?.setting;
  const current = currentSetting(env);
  return !setting || setting.N !== current.N || setting.r !== current.r || setting.p !== current.p;
}

/** A hash to compare against when the account does not exist, so both cases cost the same time. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString('hex'));
  return decoy;
}
