import { readFileSync } from 'node:fs';

// What operators are given to watch (README "Production"): the dashboard and the alert rules ask only for
// metrics the processes define, and the reverse proxy publishes none of them.

const read = (file: string) => readFileSync(file, 'utf8');

/** The families the portal and the gateway define (lib/metrics/families.ts, gateway/metrics.ts). */
const defined = new Set(['lib/metrics/families.ts', 'gateway/metrics.ts'].flatMap((file) => [...read(file).matchAll(/name: '(idportal_\w+)'/g)].map((m) => m[1])));
/** A series name as a query writes it, without a histogram's suffix. */
const family = (series: string) => series.replace(/_(bucket|count|sum)$/, '');
const asked = (text: string) => new Set([...text.matchAll(/\bidportal_\w+/g)].map((m) => family(m[0])));

describe('the dashboard and the alert rules', () => {
  it('find the families where the code defines them', () => {
    expect(defined.size).toBeGreaterThanOrEqual(18);
  });

  it('ask the dashboard only for metrics that exist', () => {
    const dashboard = JSON.parse(read('deploy/grafana-dashboard.json')) as { panels: { targets?: { expr: string }[] }[] };
    const exprs = dashboard.panels.flatMap((panel) => panel.targets ?? []).map((target) => target.expr);
    expect(exprs.length).toBeGreaterThan(20);
    const missing = [...asked(exprs.join('\n'))].filter((name) => !defined.has(name));
    expect(missing).toEqual([]);
  });

  it('alert only on metrics that exist, and on the four that matter first', () => {
    const rules = read('deploy/prometheus-alerts.yml');
    expect([...asked(rules)].filter((name) => !defined.has(name))).toEqual([]);
    for (const alert of ['IdportalHighErrorRate', 'IdportalSlowPages', 'IdportalGatewayDown', 'IdportalRevalidationBacklog']) expect(rules).toContain(`alert: ${alert}`);
  });
});

describe('deploy/nginx.conf', () => {
  const conf = read('deploy/nginx.conf');

  it('forwards to the portals’ own port only, never a metrics port', () => {
    const upstreams = [...conf.matchAll(/^\s*server\s+([\w.]+):(\d+)/gm)].map((m) => Number(m[2]));
    expect(upstreams).toEqual([3000]);
    expect(conf).not.toMatch(/9464/);
  });

  it('refuses the /metrics path itself', () => {
    expect(conf).toMatch(/location \/metrics \{\s*return 404;\s*\}/);
  });
});
