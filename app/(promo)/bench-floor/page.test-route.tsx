import { notFound } from 'next/navigation';
import { env } from '@/lib/config/env';
import { FloorList } from './floor-list';

export const dynamic = 'force-dynamic';

/**
 * The framework's floor (issue 37 item 4): a page of this build with nothing of ours around it, the bare
 * promotional layout and a 60-row list, rendered on every request. `npm run bench:render` prices a cold
 * identifier render against it. It exists only when the server runs with BENCH=1.
 */
export default function BenchFloorPage() {
  if (!env().BENCH) notFound();
  return <FloorList heading="基准页面" />;
}
