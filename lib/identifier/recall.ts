import 'server-only';
import type { Scene } from '@/lib/contract';
import { publicScene } from './load';
import { recallSceneIndex } from './scene-kinds';
import { isRecalled } from './sections';

/**
 * The recall tab of an item that is in its company's recall list, or undefined. The page says so at the
 * top of its first screen (issue 19: on a phone the tab's own banner sat six tabs away). The recall
 * scene's elements come with the detail when it is the only scene, otherwise from the same 30-second
 * read cache as the first tab; a failed read says nothing here (the tab shows the failure).
 */
export async function recalledSceneIndex(identifier: string, scenes: readonly Scene[]): Promise<number | undefined> {
  const index = recallSceneIndex(scenes);
  if (index === undefined) return undefined;
  const scene = scenes[index];
  if (scenes.length === 1) return isRecalled(scene.elements) ? index : undefined;
  const loaded = await publicScene(identifier, scene.sceneConfId);
  return loaded.ok && isRecalled(loaded.data.elements) ? index : undefined;
}
