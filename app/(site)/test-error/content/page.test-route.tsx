import { crashForTests } from '@/lib/server/test-crash';

// Rendered per request, unlike its neighbours: the mode is known only when the server runs.
export const dynamic = 'force-dynamic';

/** Browser tests only: a page of the content group that fails while it renders (lib/server/test-crash.ts). */
export default function TestErrorContentPage() {
  return crashForTests('a page of (site)');
}
