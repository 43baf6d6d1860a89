import { readFileSync } from 'node:fs';
import path from 'node:path';

// What npm run storm reads of the cluster after (or around) a storm: the portals' own counters, whether
// each portal lived and what it logged, and what nginx complained of.

/** The portals' counters that tell where a storm's work went, both portals added, from their /metrics. */
const countedFamilies = ['idportal_cache_answers_total', 'idportal_page_renders_total', 'idportal_gateway_calls_total', 'idportal_portal_limit_refusals_total', 'idportal_edge_purges_total'];

export async function portalCounters(metricsPorts: number[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const port of metricsPorts) {
    const text = await fetch(`http://127.0.0.1:${port}/metrics`).then((r) => r.text(), () => '');
    for (const line of text.split('\n')) {
      const family = countedFamilies.find((f) => line.startsWith(f + '{'));
      if (!family) continue;
      const at = line.lastIndexOf(' ');
      counts.set(line.slice(0, at), (counts.get(line.slice(0, at)) ?? 0) + Number(line.slice(at + 1)));
    }
  }
  return counts;
}

export const counterChanges = (before: Map<string, number>, after: Map<string, number>) =>
  [...after]
    .map(([series, n]) => ({ series, change: n - (before.get(series) ?? 0) }))
    .filter((row) => row.change > 0)
    .sort((a, b) => b.change - a.change);

const isErrorLine = (line: string) => /"level":"(error|fatal)"|⨯|FATAL|heap out of memory/.test(line);

/**
 * What each portal wrote from the given offsets of its output on (an outage's start, say): its lines, the
 * errors among them, and those of a printed stack or error object (an indented line), for an operator
 * reading the log of such a time.
 */
export function logSince(portals: { output(): string }[], from: number[]) {
  return portals.map((portal, i) => {
    const lines = portal.output().slice(from[i]).split('\n').filter(Boolean);
    return { lines: lines.length, errors: lines.filter(isErrorLine).length, 'indented (stacks, objects)': lines.filter((line) => /^\s/.test(line)).length };
  });
}

/** Whether each portal lived through the storm, and the last errors it logged: a 502 from nginx means none answered. */
export function reportPortals(portals: { pid: number; origin: string; output(): string }[]) {
  for (const portal of portals) {
    let alive = true;
    try {
      process.kill(portal.pid, 0);
    } catch {
      alive = false;
    }
    const errors = portal
      .output()
      .split('\n')
      .filter(isErrorLine);
    console.info(`portal ${portal.origin}: ${alive ? 'alive' : 'EXITED'} after the storm, ${errors.length} error lines`);
    for (const line of errors.slice(-3)) console.info(`  ${line.slice(0, 300)}`);
  }
}

/** What nginx complained of, by kind (its 502s say why no portal answered). */
export function reportNginx(dir: string) {
  let log = '';
  try {
    log = readFileSync(path.join(dir, 'error.log'), 'utf8');
  } catch {
    return;
  }
  const kinds: Record<string, number> = {};
  for (const line of log.split('\n')) {
    const kind = /\[(?:error|crit|alert|warn)\] \d+#\d+: \*?\d* ?([^,(]+)/.exec(line)?.[1]?.trim();
    if (kind) kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  console.info(`nginx error log, by kind: ${JSON.stringify(kinds)}`);
}
