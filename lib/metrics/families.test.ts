import { metricsRegistry } from '@/core/metrics/registry';
import { portalMetrics } from './families';

describe('the portal’s metric families', () => {
  it('are in the process’s registry under their documented names', async () => {
    portalMetrics();
    const text = await metricsRegistry().metrics();
    for (const name of [
      'idportal_http_request_duration_seconds',
      'idportal_cache_answers_total',
      'idportal_page_renders_total',
      'idportal_render_cpu_seconds',
      'idportal_gateway_calls_total',
      'idportal_gateway_call_duration_seconds',
      'idportal_gateway_up',
      'idportal_revalidations_applied_total',
      'idportal_portal_limit_refusals_total',
      'idportal_views_pending',
      'idportal_views_dropped_total',
      'idportal_search_push_requests_total',
      'idportal_search_push_urls_total',
      'idportal_search_push_waiting',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
  });

  it('says the gateway is up until a call finds it down', async () => {
    expect(await metricsRegistry().getSingleMetricAsString('idportal_gateway_up')).toMatch(/^idportal_gateway_up 1$/m);
  });
});
