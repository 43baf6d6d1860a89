import 'server-only';
import { contract, type IdentifierDetail } from '@/core/contract';
import { messages } from '@/core/messages';
import { call } from '@/lib/gateway/client';
import { userMessage } from '@/lib/gateway/user-message';
import { identifierDetail, isNotFound } from '@/lib/identifier/load';
import { recalledSceneIndex } from '@/lib/identifier/recall';
import { orderScenes } from '@/lib/identifier/scene-kinds';
import { identifierLinkset, type Linkset } from './build';
import type { Language } from './vocabulary';

export type LoadedLinkset = { status: 200; linkset: Linkset; detail: IdentifierDetail } | { status: 404 | 503; message: string };

/**
 * An identifier's linkset from the same cached detail its page reads, the recall state its page shows, and
 * its traced neighbours. A gateway that does not know the neighbours' call (the provider's, today) leaves
 * those two types out; the rest of the linkset stands.
 */
export async function loadLinkset(identifier: string, siteUrl: string, language: Language): Promise<LoadedLinkset> {
  const detail = await identifierDetail(identifier);
  if (isNotFound(detail)) return { status: 404, message: messages.identifierNotFound };
  if (!detail.ok) return { status: 503, message: userMessage(detail.error) };
  const item = detail.data;
  const scenes = orderScenes(item.scenes ?? []);
  const [recalled, traced] = await Promise.all([recalledSceneIndex(item.identifier, scenes), call(contract.identifier.links, { identifier: item.identifier })]);
  const linkset = identifierLinkset({ detail: item, scenes, recalledSceneIndex: recalled, traced: traced.ok ? traced.data : undefined, siteUrl, language });
  return { status: 200, linkset, detail: item };
}
