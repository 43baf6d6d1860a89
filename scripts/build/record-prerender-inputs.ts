/**
 * Runs right after `next build` (npm run build): records the variables the prerendered pages were
 * rendered with beside them, in .next and in the standalone copy, and puts the start-up check
 * (prerender-check.cjs) beside the standalone server.js, so a server started with other values
 * regenerates them before serving (docs/decisions/0022); peer-address.cjs goes beside it too (0035).
 */
import { copyFileSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inputsFileName, recordedVariables } from '@/lib/prerender/inputs';

const variables = recordedVariables(process.env);
const text = JSON.stringify({ variables }, null, 2);
for (const distDir of ['.next', '.next/standalone/.next']) {
  if (!existsSync(distDir)) continue;
  writeFileSync(path.join(distDir, inputsFileName), text);
}
// The preloads the container starts server.js with (Dockerfile): the connection's address, this check, and
// the outage status of identifier pages.
if (existsSync('.next/standalone')) {
  for (const preload of ['peer-address.cjs', 'prerender-check.cjs', 'outage-status.cjs']) copyFileSync(`scripts/ops/${preload}`, `.next/standalone/${preload}`);
}
console.info(`Prerendered pages recorded for SITE_URL=${variables.SITE_URL || '(default)'}`);
