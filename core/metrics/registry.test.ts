import { Counter } from 'prom-client';
import { familiesOf, metricsRegistry, statusClass } from './registry';

describe('the metrics registry', () => {
  it('is one per process, kept on globalThis, with Node’s process metrics in it', async () => {
    expect(metricsRegistry()).toBe(metricsRegistry());
    expect((globalThis as Record<symbol, { registry: unknown }>)[Symbol.for('idportal.metrics')].registry).toBe(metricsRegistry());
    const text = await metricsRegistry().metrics();
    for (const name of ['process_cpu_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes']) {
      expect(text).toContain(`# TYPE ${name} `);
    }
  });

  it('makes a side’s families once, however often they are asked for', () => {
    let made = 0;
    const families = familiesOf('registry-test', (registry) => {
      made += 1;
      return { hits: new Counter({ name: 'idportal_registry_test_total', help: 'test', registers: [registry] }) };
    });
    expect(families().hits).toBe(families().hits);
    expect(made).toBe(1);
    expect(metricsRegistry().getSingleMetric('idportal_registry_test_total')).toBe(families().hits);
  });

  it('groups status codes by class', () => {
    expect([200, 304, 404, 429, 503].map(statusClass)).toEqual(['2xx', '3xx', '4xx', '4xx', '5xx']);
  });
});
