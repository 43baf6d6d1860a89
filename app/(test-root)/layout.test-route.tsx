import { crashForTests } from '@/lib/server/test-crash';

// Browser tests only: a root layout that fails, which only app/global-error.tsx can catch.
export const dynamic = 'force-dynamic';

export default function TestRootLayout() {
  return crashForTests('a root layout');
}
