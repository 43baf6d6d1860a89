import { sceneIndexFromHash, sceneTabId } from './open-scene';

describe('opening a scene tab by address', () => {
  it('reads back the tab its link names, nothing else', () => {
    expect(sceneIndexFromHash(`#${sceneTabId(5)}`)).toBe(5);
    expect(sceneIndexFromHash('#scene-tab-')).toBeUndefined();
    expect(sceneIndexFromHash('#scene-panel-5')).toBeUndefined();
    expect(sceneIndexFromHash('')).toBeUndefined();
  });
});
