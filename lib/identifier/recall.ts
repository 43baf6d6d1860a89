import 'server-only';
import type { Scene } from '@/core/contract';
import { publicSceneElements } from './load';
import { recallSceneIndex } from './scene-kinds';
import { isRecalled } from '@/core/identifier/sections';

/**
 * The recall tab of an item that is in its company's recall list, or undefined. The page says so at the
 * top of its first screen (issue 19: on a phone the tab's own banner sat six tabs away). The recall
 * scene's elements come with the detail, or from the same 30-second read cache as the first tab; a
 * failed read says nothing here (the tab shows the failure).
 */
export async function recalledSceneIndex(identifier: string, scenes: readonly Scene[]): Promise<number | undefined> {
  const index = recallSceneIndex(scenes);
  if (index === undefined) return undefined;
  const loaded = await publicSceneElements(identifier, scenes[index], scenes.length);
  return loaded.ok && isRecalled(loaded.data) ? index : undefined;
}
