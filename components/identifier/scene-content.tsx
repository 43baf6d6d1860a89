import { LazyAiProductionView } from '@/components/scenes/ai-production/lazy';
import { SceneBody } from '@/components/scenes/scene-body';
import { SceneCard } from '@/components/scenes/scene-card';
import { SceneState } from '@/components/scenes/scene-state';
import type { Element } from '@/core/contract';
import { AI_PRODUCTION_TEMPLATE, sceneEmptyMessage, sceneTitle, type SceneTab } from '@/lib/identifier/scene-kinds';

/** A scene's view for elements already at hand (the first tab on the server, or a loaded one). */
export function SceneContent({ identifier, scene, elements }: { identifier: string; scene: SceneTab; elements: Element[] }) {
  if (Number(scene.templateCode) === AI_PRODUCTION_TEMPLATE) {
    return <LazyAiProductionView identifier={identifier} sceneConfId={scene.sceneConfId} elements={elements} />;
  }
  if (elements.length === 0) {
    return (
      <SceneCard title={sceneTitle(scene)}>
        <SceneState kind="empty" message={sceneEmptyMessage(scene.templateCode)} />
      </SceneCard>
    );
  }
  return <SceneBody scene={scene} elements={elements} identifier={identifier} />;
}
