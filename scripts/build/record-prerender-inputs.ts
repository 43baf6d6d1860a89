/**
 * Runs right after `next build` (npm run build): records the variables the prerendered pages were
 * rendered with beside them, in .next and in the standalone copy, and puts the start-up check
 * (runtime/prerender-check.cjs) beside the standalone server.js, so a server started with other values
 * regenerates them before serving (docs/decisions/0022). The rest of the runtime is in the build itself
 * (instrumentation.ts installs runtime/install.ts).
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
// The one preload every start path gives server.js (Dockerfile, serve-standalone.sh, the browser tests' portals).
if (existsSync('.next/standalone')) copyFileSync('runtime/prerender-check.cjs', '.next/standalone/prerender-check.cjs');
console.info(`Prerendered pages recorded for SITE_URL=${variables.SITE_URL || '(default)'}`);
