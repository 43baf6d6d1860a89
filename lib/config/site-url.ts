import { parseEnv } from './parse-env';

let cached: string | undefined;

/** SITE_URL as the environment check parsed it, for code outside React's server graph (proxy.ts). */
export function siteUrl(): string {
  cached ??= parseEnv(process.env).SITE_URL;
  return cached;
}
