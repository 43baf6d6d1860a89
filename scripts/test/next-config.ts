import { execFileSync } from 'node:child_process';

/**
 * What next.config.mjs exports and answers, read by node as the server reads it (jest cannot load the
 * ESM): `expression` sees the module as `m` and its config as `c`. `env` replaces the environment the
 * config is read in (a production one unless told otherwise); unset, the test's own is kept.
 */
export function readNextConfig<T>(expression: string, env?: Record<string, string>): T {
  const script = `const m = await import('./next.config.mjs'); const c = m.default; console.log(JSON.stringify(${expression}))`;
  const environment: NodeJS.ProcessEnv = env ? { PATH: process.env.PATH, NODE_ENV: 'production', ...env } : { ...process.env, NODE_ENV: 'production' };
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: environment })) as T;
}
