/**
 * The variables whose values prerendered pages carry: the site's own address (canonical URLs, Open Graph,
 * JSON-LD, QR targets), the shell's public links and phone (lib/config/public-config.ts), and what decides
 * the 演示环境 banner and the demo inbox links (lib/config/demo-notice.ts: the mode, the sandbox, a real
 * gateway). The build records their values (scripts/build/record-prerender-inputs.ts); a server started with
 * other values regenerates the pages before Next reads them (runtime/prerender-check.cjs).
 */
export const prerenderVariables = [
  'SITE_URL',
  'CONSOLE_URL',
  'CASE_CENTER_URL',
  'TRADING_PLATFORM_URL',
  'ACCOUNT_SITE_URL',
  'HAZARD_PLATFORM_URL',
  'SERVICE_PHONE',
  'DEMO_MODE',
  'GATEWAY_MODE',
  'PAYMENT_SANDBOX',
  'GATEWAY_URL',
] as const;

/** The file the build leaves beside its prerendered pages. */
export const inputsFileName = 'prerender-inputs.json';

/** What the build records: each variable's value as given ('' when unset). */
export function recordedVariables(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(prerenderVariables.map((name) => [name, env[name] ?? '']));
}
