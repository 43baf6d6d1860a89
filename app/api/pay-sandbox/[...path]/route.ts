import { gatewayModeFromEnv } from '@/core/env/gateway-mode';
import { paymentSandboxOn } from '@/core/env/payment';
import { env } from '@/lib/config/env';
import { embeddedFetch } from '@/lib/gateway/embedded';
import { messages } from '@/core/messages';
import { processEnv } from '@/core/env/process';

const notFound = () => new Response(messages.notFoundTitle, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * The payment sandbox's pages, served through the portal so a QR code or a cashier redirect can reach
 * them (docs/decisions/0007-orders-and-payment.md). Only the sandbox's own paths pass, and none while
 * the sandbox is shut (production unless PAYMENT_SANDBOX=on, docs/decisions/0016): then nothing is
 * forwarded, whatever the gateway behind would say.
 */
async function forward(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  if (!paymentSandboxOn(processEnv(), gatewayModeFromEnv())) return notFound();
  const { path } = await params;
  if (!/^pay\/[A-Za-z0-9_-]{16,64}(?:\/(?:pay|fail))?$/.test(path.join('/'))) return notFound();
  const base = env().GATEWAY_URL ?? 'http://embedded.gateway/';
  const target = new URL(`sandbox/${path.join('/')}`, base.endsWith('/') ? base : `${base}/`);
  const init: RequestInit = { method: request.method, redirect: 'manual', headers: { 'content-type': request.headers.get('content-type') ?? 'text/plain' } };
  if (request.method === 'POST') init.body = await request.text();
  const response = await (env().GATEWAY_URL ? fetch(target, init) : embeddedFetch(target, init)).catch(() => undefined);
  if (!response) return new Response(messages.sandboxUnavailable, { status: 502, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const headers = new Headers({ 'cache-control': 'no-store' });
  for (const name of ['content-type', 'location']) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { status: response.status, headers });
}

export const GET = forward;
export const POST = forward;
