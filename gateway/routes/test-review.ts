import type { Hono } from 'hono';
import { z } from 'zod';
import { refuse, send } from '../http/envelope';
import type { GatewayEnv } from '../http/env';
import { ok } from '../http/reply';
import { identifierCommands } from '../review/identifiers';
import { prefixCommands } from '../review/prefix';
import { testCommands } from '../review/sms-age';
import { auditCommands } from '../audit/commands';
import type { ReviewCommand } from '../review/command';

// The audit trail's list, for the journeys that read what an attack left (issue 62 item 2).
const auditCommandsForTests: Record<string, ReviewCommand> = { 'audit-list': auditCommands.list };

const commands = { ...prefixCommands, ...identifierCommands, ...testCommands, ...auditCommandsForTests };

const request = z.object({ command: z.string().max(40), args: z.array(z.string().max(500)).max(10).default([]) });

/**
 * Test mode only (GATEWAY_MODE=test, the browser tests' server): the reviewer commands of
 * `npm run review`, and the tests' own `sms-age`, run inside the server's own process. PGlite allows one process per data folder, so
 * the command cannot open the e2e server's database beside it (docs/decisions/0009-prefix-review.md).
 * Development and production have no such route (404).
 */
export function registerTestReviewRoutes(app: Hono<GatewayEnv>): void {
  app.post('/__test/review', async (c) => {
    const { mode, database, now } = c.var.deps;
    if (mode !== 'test') return refuse(c, 404, '接口不存在');
    const parsed = request.safeParse(await c.req.json().catch(() => undefined));
    const command = parsed.success && Object.hasOwn(commands, parsed.data.command) ? commands[parsed.data.command] : undefined;
    if (!parsed.success || !command) return refuse(c, 400, '未知的审核命令');
    try {
      const output = await command.run(database.db, parsed.data.args, now());
      return send(c, ok({ output }, 'ok'));
    } catch (error) {
      return refuse(c, 400, `审核命令未执行：${error instanceof Error ? error.message : String(error)}`);
    }
  });
}
