import { crashForTests } from '@/lib/server/test-crash';

/** Browser tests only: a dynamic page that fails while it renders (lib/server/test-crash.ts). */
export default function TestErrorPage() {
  return crashForTests('a page of (app)');
}
