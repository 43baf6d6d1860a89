/**
 * Runs right after `next build` (npm run build): writes what the prerendered pages were rendered with
 * beside them, in .next and in the standalone copy, so a server started with other values knows
 * (lib/prerender/reconcile.ts). It parses the environment as the build did.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from '@/lib/config/parse-env';
import { inputsFileName, prerenderInputs } from '@/lib/prerender/inputs';

const asBuilt = { ...process.env, NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' };
const inputs = prerenderInputs(parseEnv(asBuilt), asBuilt);
const text = JSON.stringify(inputs, null, 2);
for (const distDir of ['.next', '.next/standalone/.next']) {
  if (!existsSync(distDir)) continue;
  writeFileSync(path.join(distDir, inputsFileName), text);
}
console.info(`Prerendered pages recorded for SITE_URL=${String(inputs.siteUrl)}`);
