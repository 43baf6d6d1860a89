import { notFound } from 'next/navigation';
import { env } from '@/lib/config/env';

export const dynamic = 'force-dynamic';

/**
 * The identifier pages' shell with nothing in it: `npm run bench:render` shows how much of a cold
 * identifier render is the shell (header, navigation, footer) and how much the identifier's own content.
 * It exists only when the server runs with BENCH=1.
 */
export default function BenchShellPage() {
  if (!env().BENCH) notFound();
  return <h1>基准页面</h1>;
}
