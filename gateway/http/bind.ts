import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { Endpoint } from '@/core/contract/define';
import { messages } from '@/core/messages';
import { badParameterMessage } from '@/core/messages/field-labels';
import { clientRefused, namesClient } from '../auth/client';
import { gatewayClient } from '../settings';
import { gatewayMetrics } from '../metrics';
import { refuse, send } from './envelope';
import { fieldErrors, hasUnstorableText, readInput } from './input';
import { fail, type Reply } from './reply';
import type { GatewayEnv } from './env';

export type Handler<E extends Endpoint> = (
  input: z.output<E['request']>,
  c: Context<GatewayEnv>,
) => Promise<Reply<z.input<E['data']> | null>>;

/**
 * Serves one contract entry: reads the input the way the entry travels, checks it with the entry's own
 * schema (400 with field messages, never a 500), runs the handler, and sends the answer in the
 * gateway's envelope (./envelope.ts). The portal's client uses the same entry, so the two cannot drift.
 */
export function bind<E extends Endpoint>(app: Hono<GatewayEnv>, entry: E, handler: Handler<E>): void {
  const route = entry.path.split('?')[0].replace(/\{(\w+)\}/g, ':$1');
  const name = `${entry.method} ${entry.path}`;
  const serve = async (c: Context<GatewayEnv>) => {
    // The token calls first ask who the client is, before reading anything, as an OAuth server does.
    if (entry.clientAuth && !namesClient(c.req.header('authorization'), gatewayClient(c.var.deps))) return clientRefused(c);
    const raw = await readInput(c, entry);
    if (raw === undefined) return refuse(c, 400, '请求格式有误');
    // The database refuses NUL and lone surrogates with an error (a 500): they are refused here instead.
    if (hasUnstorableText(raw)) return refuse(c, 400, '参数有误：含有不支持的字符');
    const parsed = entry.request.safeParse(raw);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      const first = Object.entries(errors)[0];
      // The field by its Chinese name, or not at all: never the wire name (issue 39).
      const message = first ? badParameterMessage(first[0], first[1]) : messages.badParameters;
      return send(c, fail(400, message, 400, { fieldErrors: errors }));
    }
    const reply = await handler(parsed.data as z.output<E['request']>, c);
    // Every limit's refusal passes here (gateway/http/reply.ts tooMany): the per-IP, per-phone and per-user
    // limits, the SMS budget and a locked account.
    if (!reply.ok && reply.status === 429) gatewayMetrics().limitRefusals.inc({ entry: name });
    return send(c, reply);
  };
  if (entry.method === 'GET') app.get(route, serve);
  else app.post(route, serve);
}
