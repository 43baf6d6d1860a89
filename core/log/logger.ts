import pino, { type Logger } from 'pino';
import { isTest, processEnv } from '@/core/env/process';

/**
 * Structured JSON logs (one line per event) for the portal and the embedded gateway. Nothing secret is
 * ever passed to a log call: paths are logged without their query strings, bodies never. The redaction
 * list is the second line of defence for a field that slips in by name.
 */
export const redactedKeys = [
  'password',
  'pwd',
  'oldPwd',
  'newPwd',
  'newPwd2',
  'token',
  'accessToken',
  'refreshToken',
  'authorization',
  'cookie',
  'code',
  'smsCode',
  'idNumber',
  'idCard',
  'legalPersonIdNumber',
];

function create(): Logger {
  return pino({
    level: processEnv().LOG_LEVEL ?? (isTest() ? 'silent' : 'info'),
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: [...redactedKeys, ...redactedKeys.map((key) => `*.${key}`)], censor: '[redacted]' },
  });
}

const globalKey = Symbol.for('idportal.logger');
type WithLogger = typeof globalThis & { [globalKey]?: Logger };

/** One logger per process (the embedded gateway and the portal share it). */
export function logger(): Logger {
  const holder = globalThis as WithLogger;
  holder[globalKey] ??= create();
  return holder[globalKey];
}
