import { notFound } from 'next/navigation';
import { env } from '@/lib/config/env';

export const dynamic = 'force-dynamic';

const rows = Array.from({ length: 60 }, (_, i) => ({ name: `第 ${i + 1} 行`, value: `数值 ${(i * 7919) % 1000}` }));

/**
 * The framework's floor (issue 37 item 4): a page of this build with nothing of ours around it, the bare
 * promotional layout and a 60-row list, rendered on every request. `npm run bench:render` prices a cold
 * identifier render against it. It exists only when the server runs with BENCH=1.
 */
export default function BenchFloorPage() {
  if (!env().BENCH) notFound();
  return (
    <main>
      <h1>基准页面</h1>
      <ul>
        {rows.map((row) => (
          <li key={row.name}>
            {row.name}：{row.value}
          </li>
        ))}
      </ul>
    </main>
  );
}
