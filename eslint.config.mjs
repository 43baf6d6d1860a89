import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // CommonJS helpers that jest loads by path.
    files: ['scripts/**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Forms reach zod through lib/forms/zod-resolver.ts, which turns zod's JIT off for the CSP first.
    files: ['components/**/*.tsx', 'app/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@hookform/resolvers/zod', message: "Import zodResolver from '@/lib/forms/zod-resolver'." }] },
      ],
    },
  },
  {
    ignores: ['.next/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'gateway/db/migrations/**'],
  },
];

export default config;
