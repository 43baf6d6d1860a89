import 'server-only';
import type { IdentifierDetail } from '@/core/contract';
import { isSmsGated } from './gated';
import type { PublicScene } from './handle-values';
import { publicSceneElements } from './load';

/**
 * The scenes a machine client may read, with their elements: those behind the SMS gate are left out.
 * Their elements came with the detail, or come from the same 30-second read cache as the page's first
 * tab. A scene whose read failed has `elements: null`.
 */
export async function publicScenes(identifier: string, item: IdentifierDetail): Promise<PublicScene[]> {
  const all = item.scenes ?? [];
  const open = all.filter((s) => !isSmsGated(s.templateCode, all.length));
  return Promise.all(
    open.map(async (scene) => {
      const loaded = await publicSceneElements(identifier, scene, all.length);
      return { sceneConfId: scene.sceneConfId, templateCode: scene.templateCode, sceneName: scene.sceneName, elements: loaded.ok ? loaded.data : null };
    }),
  );
}
