import 'server-only';
import type { IdentifierDetail } from '@/lib/contract';
import { isSmsGated } from './gated';
import type { PublicScene } from './handle-values';
import { publicScene } from './load';

/**
 * The scenes a machine client may read, with their elements: those behind the SMS gate are left out.
 * One scene came with the detail; the others come from the same 30-second read cache as the page's
 * first tab. A scene whose read failed has `elements: null`.
 */
export async function publicScenes(identifier: string, item: IdentifierDetail): Promise<PublicScene[]> {
  const all = item.scenes ?? [];
  const open = all.filter((s) => !isSmsGated(s.templateCode, all.length));
  return Promise.all(
    open.map(async ({ sceneConfId, templateCode, sceneName, elements }) => {
      if (all.length === 1) return { sceneConfId, templateCode, sceneName, elements: elements ?? [] };
      const loaded = await publicScene(identifier, sceneConfId);
      return { sceneConfId, templateCode, sceneName, elements: loaded.ok ? (loaded.data.elements ?? []) : null };
    }),
  );
}
