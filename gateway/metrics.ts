import { Counter, Gauge } from 'prom-client';
import { familiesOf } from '@/core/metrics/registry';

// What the gateway measures (issue 37 item 6), in the process's one registry: served by the portal's
// metrics port when the gateway is embedded, by its own (server.ts, METRICS_PORT) when it runs alone.
// The portal's families are in lib/metrics/families.ts.

export const gatewayMetrics = familiesOf('gateway', (registry) => {
  const registers = [registry];
  return {
    revalidationsQueued: new Counter({
      name: 'idportal_revalidations_queued_total',
      help: "Identifiers queued for the portals by a change (a recall and the items containing it), in the process that made the change: the recall command's own process is not scraped, so watch idportal_revalidation_backlog too.",
      registers,
    }),
    revalidationsPushed: new Counter({
      name: 'idportal_revalidations_pushed_total',
      help: 'Queued identifiers a portal accepted (POST /api/revalidate) and that left the queue.',
      registers,
    }),
    revalidationPushFailures: new Counter({
      name: 'idportal_revalidation_push_failures_total',
      help: 'Pushes of a batch that the portals refused (429, 5xx) or that got no answer; the batch stays queued.',
      registers,
    }),
    revalidationBacklog: new Gauge({
      name: 'idportal_revalidation_backlog',
      help: "Identifiers waiting in revalidation_queue, as this process's worker last read it (every 2 s while idle, at the start and end of each round).",
      registers,
    }),
    sms: new Counter({
      name: 'idportal_sms_total',
      help: "Code requests by provider and outcome: sent (the provider accepted it), failed (it did not; the code is withdrawn), budget (SMS_HOURLY_BUDGET spent), new_phone_budget (a phone without an account, and the new phones' half of the budget spent), phone_limit (the phone waits or has had its 10 today), new_phone_limit (a phone without an account, and the address or its network has had its codes to new phones this hour), account_share (an account's phone has had its 6 login, reset and password-change codes this hour), budget_ceiling (twice SMS_HOURLY_BUDGET spent: accounts' own codes refused too), recent and proven_limit (a code asked by the account's right password: a live one sent within the wait stands; past its own 10 a day). A send refused by the per-address limit is in idportal_gateway_limit_refusals_total.",
      labelNames: ['provider', 'outcome'] as const,
      registers,
    }),
    payments: new Counter({
      name: 'idportal_payments_total',
      help: "Payment attempts by channel and outcome: started (a QR code or cashier page made), start_failed (the provider refused to start), channel_off (not configured), paid, failed (settled as failed).",
      labelNames: ['channel', 'outcome'] as const,
      registers,
    }),
    limitRefusals: new Counter({
      name: 'idportal_gateway_limit_refusals_total',
      help: "Calls the gateway refused with 429 by a limit (per IP, per phone or user, the SMS budget, a locked account), by contract entry.",
      labelNames: ['entry'] as const,
      registers,
    }),
  };
});
