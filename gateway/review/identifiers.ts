import { and, eq, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { identifierScenes, identifiers } from '../db/schema';
import { RECALL_TIME_LABEL, SceneType } from '../db/seed/identifiers/types';
import { portalsTarget, pushToPortals } from '../identifier/notify-portals';
import { drainRevalidations, queueRevalidation } from '../identifier/revalidation-queue';
import type { ReviewCommand } from './command';
import { reasonArg } from './prefix';

// What a company enters through the platform's console, done here from the server's side for the
// embedded gateway: putting an identifier on its recall list. The item and every item whose traced parts
// include it (their 含召回部件 notice changes too, decision 0036) are queued for the portals in the
// recall's own transaction (revalidation-queue.ts); the command then pushes what it can in a few seconds
// and leaves the rest of a large fan-out to the gateway's worker (decision 0042).

/** How long the command itself pushes before leaving the rest to the gateway's worker. */
const pushWindowMs = 10_000;

const beijingDate = (now: Date) => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

async function recall(db: Db, args: string[], now: Date): Promise<string> {
  const code = args[0]?.trim();
  if (!code || code.startsWith('--')) throw new Error('Give the identifier, e.g. `recall 88.365.1/NORECALL --reason "…"`.');
  const reason = reasonArg(args) ?? '企业发起召回，请联系售后服务处理';
  const [item] = await db.select({ identifier: identifiers.identifier }).from(identifiers).where(eq(identifiers.identifier, code)).limit(1);
  if (!item) throw new Error(`No identifier ${code}.`);
  const elements = [
    { dataId: `recall-time-${now.getTime()}`, lableName: RECALL_TIME_LABEL, dataType: 'String', lableValue: beijingDate(now) },
    { dataId: `recall-reason-${now.getTime()}`, lableName: '召回原因', dataType: 'String', lableValue: reason },
  ];
  await db.transaction(async (tx) => {
    const [scene] = await tx
      .select({ id: identifierScenes.sceneConfId })
      .from(identifierScenes)
      .where(and(eq(identifierScenes.identifier, code), eq(identifierScenes.templateCode, SceneType.recall)))
      .limit(1);
    if (scene) await tx.update(identifierScenes).set({ elements }).where(eq(identifierScenes.sceneConfId, scene.id));
    else {
      const [{ top }] = await tx.select({ top: max(identifierScenes.sceneConfId) }).from(identifierScenes);
      await tx.insert(identifierScenes).values({ sceneConfId: (top ?? 0) + 1, identifier: code, templateCode: SceneType.recall, sceneName: '产品召回', elements });
    }
    await tx.update(identifiers).set({ updatedAt: now }).where(eq(identifiers.identifier, code));
    await queueRevalidation(tx, [code]);
  });
  const recalled = `${code} is on the recall list since ${beijingDate(now)}`;
  const target = portalsTarget();
  if (!target) return `${recalled}; portals not notified by this command (PORTAL_REVALIDATE_URL or REVALIDATE_SECRET unset): a gateway with them set sends the queued pages, else they follow within 30 s`;
  const result = await drainRevalidations(db, (ids) => pushToPortals(target, ids), { deadline: Date.now() + pushWindowMs });
  if (result.left === 0) return `${recalled}; portals notified (${target.url}): ${result.sent} pages`;
  return `${recalled}; portals notified of ${result.sent} pages (${target.url}), ${result.left} left queued for the gateway's worker${result.stopped === 'deadline' ? '' : ` (${result.stopped})`}`;
}

export const identifierCommands: Record<string, ReviewCommand> = {
  recall: { summary: 'recall <identifier> [--reason "…"]: put an identifier on its recall list and tell the portals', run: recall },
};
