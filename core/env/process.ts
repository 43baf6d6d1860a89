import type { EnvRecord } from './record';

/**
 * The process's environment: the one place outside tooling that reads `process.env` (eslint.config.mjs
 * fences the rest). Everything else takes an EnvRecord, so a test passes its own, and the parsed views
 * (core/env/portal.ts, gateway.ts, payment.ts, sms.ts) are what code reads.
 */
export const processEnv = (): EnvRecord => process.env;

/** Set by Next while building: pages are prerendered then, nothing is opened for serving. */
export const isBuilding = () => process.env.NEXT_PHASE === 'phase-production-build';

// NODE_ENV is written into the bundles by Next at build time; read through these
// functions, each bundle still carries the build's value.
export const isProduction = () => process.env.NODE_ENV === 'production';
export const isDevelopment = () => process.env.NODE_ENV === 'development';
export const isTest = () => process.env.NODE_ENV === 'test';
