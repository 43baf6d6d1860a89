import 'server-only';
import { publicConfig } from '@/lib/config/env';
import type { Scene } from '@/core/contract';
import { userMessage } from '@/lib/gateway/user-message';
import { identifierDetail, isNotFound, publicSceneElements } from './load';
import { identifierPath } from './path';
import { recallTimeText } from './recall-time';
import { recallSceneIndex } from './scene-kinds';
import { recallTimeOf } from '@/core/identifier/sections';

import type { BatchResult } from './batch-export';

/** How many identifiers of one batch are read at a time: cached reads mostly, the rest bounded. */
const concurrency = 8;

/** The item's own recall time ('' when it has none written), or undefined; from the same cached reads as the page. */
async function ownRecall(identifier: string, scenes: readonly Scene[]): Promise<string | undefined> {
  const index = recallSceneIndex(scenes);
  if (index === undefined) return undefined;
  const loaded = await publicSceneElements(identifier, scenes[index], scenes.length);
  return loaded.ok ? recallTimeOf(loaded.data) : undefined;
}

const empty = { name: null, company: null, recalled: false, recallTime: null, recalledParts: [], url: null };

async function resolveOne(identifier: string, siteUrl: string): Promise<BatchResult> {
  // The page's own cached read (tag identifier:<code>, 30 s): a batch costs the gateway nothing it has
  // not already been asked for within the window.
  const detail = await identifierDetail(identifier);
  if (isNotFound(detail)) return { identifier, status: 'not-found', ...empty, message: detail.ok ? null : userMessage(detail.error) };
  if (!detail.ok) return { identifier, status: 'failed', ...empty, message: userMessage(detail.error) };
  const item = detail.data;
  const time = await ownRecall(item.identifier, item.scenes ?? []);
  return {
    identifier: item.identifier,
    status: 'found',
    name: item.identifierName ?? null,
    company: item.companyDetails?.companyName ?? item.companyName ?? null,
    recalled: time !== undefined,
    recallTime: time ? recallTimeText(time) : null,
    recalledParts: (item.recalledParts ?? []).map((p) => ({ identifier: p.identifier, name: p.identifierName ?? null, recallTime: recallTimeText(p.recallTime) || null })),
    url: new URL(identifierPath(item.identifier), siteUrl).toString(),
    message: null,
  };
}

/** Resolves identifiers, a few at a time, in the order given. */
export async function resolveBatch(identifiers: readonly string[]): Promise<BatchResult[]> {
  const siteUrl = publicConfig().siteUrl;
  const rows: BatchResult[] = new Array(identifiers.length);
  let next = 0;
  const worker = async () => {
    while (next < identifiers.length) {
      const i = next++;
      rows[i] = await resolveOne(identifiers[i], siteUrl);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, identifiers.length) }, worker));
  return rows;
}
