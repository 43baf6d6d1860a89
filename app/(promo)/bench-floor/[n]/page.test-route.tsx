import { notFound } from 'next/navigation';
import { env } from '@/lib/config/env';
import { FloorList } from '../floor-list';

// The floor page as an identifier page is cached: rendered on the first request of each address, kept
// 30 s, none built ahead. `npm run bench:render` asks for a new address each time, so each is rendered
// and written to the incremental cache: the framework's floor for a cold cached render.
export const revalidate = 30;
export const dynamicParams = true;
export function generateStaticParams(): { n: string }[] {
  return [];
}

export default async function CachedBenchFloorPage({ params }: { params: Promise<{ n: string }> }) {
  if (!env().BENCH) notFound();
  const { n } = await params;
  return <FloorList heading={`基准页面 ${n}`} />;
}
