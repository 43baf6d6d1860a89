import { notFound } from 'next/navigation';
import { env } from '@/lib/config/env';
import IdentifierPage, { generateMetadata } from '../../product_scene/[...identifier]/page';

// The identifier page rendered on every request, outside the incremental cache: `npm run bench:render`
// shows how much of a cold render is the cache's own work. It exists only when the server runs with BENCH=1.
export const dynamic = 'force-dynamic';
export { generateMetadata };

export default function BenchIdentifierPage(props: Parameters<typeof IdentifierPage>[0]) {
  if (!env().BENCH) notFound();
  return <IdentifierPage {...props} />;
}
