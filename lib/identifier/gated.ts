/** Monitoring (8) and remote operations (7) sit behind SMS verification unless the item has one scene. */
export function isSmsGated(templateCode: number | string, sceneCount: number): boolean {
  const code = Number(templateCode);
  return (code === 7 || code === 8) && sceneCount > 1;
}
