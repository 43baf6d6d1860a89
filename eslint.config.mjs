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
    // The site reaches zod through lib/zod.ts, which turns zod's JIT off for the CSP before any parse.
    files: ['components/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    ignores: ['lib/zod.ts', 'lib/forms/zod-resolver.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', allowTypeImports: true, message: "Import z from '@/lib/zod'." },
            { name: '@hookform/resolvers/zod', message: "Import zodResolver from '@/lib/forms/zod-resolver'." },
          ],
        },
      ],
    },
  },
  {
    ignores: ['.next/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'gateway/db/migrations/**'],
  },
];

export default config;
