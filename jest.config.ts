/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// Unit tests of core/, lib/, runtime/ and gateway/ sit beside the code. They run in Node against real databases
// (PGlite in a temporary folder, PostgreSQL when TEST_DATABASE_URL is set), never against mocks of them.
const config: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/core', '<rootDir>/lib', '<rootDir>/runtime', '<rootDir>/gateway', '<rootDir>/components', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // *.postgres.test.ts test what only a PostgreSQL server does (its pool, its connections): they run in
  // the test command's PostgreSQL pass, not in the PGlite one.
  testPathIgnorePatterns: process.env.GATEWAY_TEST_DB === 'postgres' ? ['/node_modules/'] : ['/node_modules/', '\\.postgres\\.test\\.ts$'],
  transform: { '^.+\\.(t|j)sx?$': '<rootDir>/scripts/test/jest-esbuild-transform.cjs' },
  // ky and htmlparser2 (under sanitize-html) with its DOM packages ship only ES modules; jest runs
  // CommonJS, so they go through the transform too.
  transformIgnorePatterns: ['/node_modules/(?!(ky|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities)/)'],
  moduleNameMapper: {
    // Components rendered in a test (scripts/test/render-html.tsx) import their CSS modules; first, so an
    // `@/` path to one is caught too.
    '\\.module\\.css$': '<rootDir>/scripts/test/css-module.cjs',
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/scripts/test/empty-module.cjs',
  },
  testTimeout: 30_000,
  // One seeded database per run, copied for each test file (gateway/testing/test-database.ts).
  globalSetup: '<rootDir>/scripts/test/jest-global-setup.cjs',
  globalTeardown: '<rootDir>/scripts/test/jest-global-teardown.cjs',
};

export default config;
