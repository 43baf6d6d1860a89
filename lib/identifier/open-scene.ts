/**
 * Opening a scene tab from elsewhere on the identifier page (the recall notice at the top): the link
 * points at the tab (`#scene-tab-5`, which scrolls there without scripts) and, with scripts, announces
 * the tab on the window for the scene tabs to select.
 */
export const openSceneEvent = 'idportal:open-scene';

export const sceneTabId = (index: number) => `scene-tab-${index}`;

/** The tab a page address's hash names (`#scene-tab-5` → 5), or undefined. */
export function sceneIndexFromHash(hash: string): number | undefined {
  const match = /^#scene-tab-(\d{1,3})$/.exec(hash);
  return match ? Number(match[1]) : undefined;
}
