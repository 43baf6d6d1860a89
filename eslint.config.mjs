import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // CommonJS helpers that jest or node (`-r`) loads by path.
    files: ['scripts/**/*.cjs', 'e2e/helpers/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // One session path (docs/decisions/0017): outside lib/session the session is reached through its
    // public face, `@/lib/session`; only the pure helpers (types, user summary, cookie name, secret) are
    // imported by name.
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['lib/session/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
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
    ignores: ['.next/**', 'node_modules/**', 'data/**', 'tmp/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'gateway/db/migrations/**'],
  },
];

export default config;
