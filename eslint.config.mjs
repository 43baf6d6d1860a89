import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The house's one direction (docs/decisions/0043): app → components → lib → core ← gateway, and
// runtime/ (the server around Next, docs/decisions/0046) beside app, installed by instrumentation.ts. The
// portal reaches the embedded gateway through lib/gateway/embedded.ts alone; tests and tools (jest tests,
// e2e/, scripts/) reach it through its testing face, gateway/testing. Zones are resolved file paths,
// so a relative import is fenced as an `@/` one is.
const portal = ['./app', './components', './lib', './runtime', './proxy.ts', './instrumentation.ts'];
const rooms = ['./e2e', './scripts'];
const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });
const zones = {
  gatewayKeepsToCore: zone('./gateway', [...portal, ...rooms], 'The gateway imports only core/ and itself: move what both sides need to core/.'),
  coreKeepsToItself: zone('./core', [...portal, './gateway', ...rooms], 'core/ is what portal and gateway share: it imports nothing of either.'),
  layers: [
    zone('./lib', ['./app', './components'], 'lib/ is below components/ and app/: pass the value in instead.'),
    zone('./components', ['./app'], 'components/ is below app/.'),
    zone(['./app', './components', './lib', './proxy.ts'], './runtime', 'runtime/ wraps the server and is installed by instrumentation.ts alone: pass what it knows through lib/.'),
  ],
  portalNotGateway: zone(portal, './gateway', 'The portal reaches the embedded gateway through lib/gateway/embedded.ts only.'),
  testsThroughTesting: zone(portal, './gateway', 'Tests reach the gateway through gateway/testing only.', ['./testing']),
  roomsThroughTesting: zone(rooms, './gateway', 'Browser tests and scripts reach the gateway through gateway/testing only (its own tools live in gateway/scripts).', ['./testing']),
};
const fenced = (...extra) => ['error', { zones: [zones.gatewayKeepsToCore, zones.coreKeepsToItself, ...zones.layers, zones.roomsThroughTesting, ...extra] }];

// process.env is read in core/env alone (core/env/process.ts); code takes the parsed views. Config files
// that Node or Next load before any module of ours, and the tools and tests that set up processes, are out.
const envFence = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read the environment through core/env (processEnv(), the parsed env() of lib/config/env, gatewayEnv()).',
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // CommonJS helpers that jest or node (`-r`) loads by path.
    files: ['scripts/**/*.cjs', 'e2e/helpers/*.cjs', 'runtime/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // One session path (docs/decisions/0017): outside lib/session the session is reached through its
    // public face, `@/lib/session`; only the pure helpers (types, user summary, cookie name, secret) are
    // imported by name.
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['lib/session/**', 'components/layout/navigation-start.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // A navigation code starts shows the bar at the top only through useNavigation.
          paths: [{ name: 'next/navigation', importNames: ['useRouter'], message: 'Navigate with useNavigation() of @/components/layout/navigation-start: it shows the progress bar.' }],
          patterns: [
            {
              group: ['@/lib/session/*', '!@/lib/session/summary', '!@/lib/session/user', '!@/lib/session/cookie-name', '!@/lib/session/secret'],
              message: 'Reach the session through @/lib/session (currentUser, requireUser, userCall).',
            },
          ],
        },
      ],
    },
  },
  {
    // Next's config brings eslint-plugin-import and its TypeScript resolver for these files.
    files: ['**/*.{ts,tsx,mjs}'],
    rules: { 'import/no-restricted-paths': fenced(zones.portalNotGateway) },
  },
  {
    // A test beside portal code may read the gateway's demo data and fixtures, through gateway/testing.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': fenced(zones.testsThroughTesting) },
  },
  {
    // The one door from portal to gateway.
    files: ['lib/gateway/embedded.ts'],
    rules: { 'import/no-restricted-paths': fenced() },
  },
  {
    files: ['app/**', 'components/**', 'lib/**', 'core/**', 'gateway/**', 'runtime/**', 'proxy.ts', 'instrumentation.ts'],
    // runtime/prerender-check.cjs is a preload: it runs before any module of ours, as the config files do.
    // instrumentation.ts tests process.env.NEXT_RUNTIME literally: Next writes it into each bundle at build
    // time, and only the literal lets the Edge bundle drop the Node.js start (runtime/start.ts).
    ignores: ['core/env/**', '**/*.test.{ts,tsx}', 'gateway/testing/**', 'gateway/scripts/**', 'runtime/*.cjs', 'instrumentation.ts'],
    rules: { 'no-restricted-syntax': ['error', envFence] },
  },
  {
    ignores: ['.next/**', 'node_modules/**', 'data/**', 'tmp/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'gateway/db/migrations/**'],
  },
];

export default config;
