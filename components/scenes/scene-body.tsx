import type { Element, Scene } from '@/core/contract';
import { sceneEmptyMessage, sceneKind, sceneTitle, type SceneKind } from '@/lib/identifier/scene-kinds';
import { domIdPart, opsCheckItems, toSections } from '@/core/identifier/sections';
import { AntiCounterfeitView } from './anti-counterfeit-view';
import { OpsCheckView } from './ops-check-view';
import { RecallView } from './recall-view';
import { SceneCard } from './scene-card';
import { SceneState } from './scene-state';
import { SectionedView } from './sectioned-view';

export { sceneEmptyMessage, sceneFailureMessage } from '@/lib/identifier/scene-kinds';

interface Props {
  scene: Pick<Scene, 'sceneConfId' | 'templateCode' | 'sceneName'>;
  elements: Element[] | null | undefined;
  /** The page's identifier: a traceable row pointing back at it is not made a link. */
  identifier: string;
}

/** Security and supply chain get a table of contents (000 §2); repair and the rest do not. */
const withToc: SceneKind[] = ['security', 'supplyChain'];

function View({ kind, templateCode, elements, idPrefix, identifier }: { kind: SceneKind; templateCode: number; elements: Element[]; idPrefix: string; identifier: string }) {
  const empty = <SceneState kind="empty" message={sceneEmptyMessage(templateCode)} />;
  switch (kind) {
    case 'antiCounterfeit':
      return <AntiCounterfeitView elements={elements} idPrefix={idPrefix} identifier={identifier} />;
    case 'recall':
      return elements.length ? <RecallView elements={elements} idPrefix={idPrefix} identifier={identifier} /> : empty;
    case 'remoteOps': {
      const items = opsCheckItems(elements);
      return items.length ? <OpsCheckView items={items} /> : empty;
    }
    default: {
      // traceability (timeline + rows), management, supply chain, security, logistics, monitoring,
      // repair and custom scenes: sections by element type.
      const sections = toSections(elements, idPrefix);
      if (!sections.length) return empty;
      return <SectionedView sections={sections} toc={withToc.includes(kind)} latestFirst={kind === 'logistics'} identifier={identifier} />;
    }
  }
}

/**
 * One scene's card, chosen by templateCode. Renders on the server (only view-more, the table of
 * contents and the ops check hydrate). Loading and failure belong to the caller, which knows the call:
 * `<SceneCard title={sceneTitle(scene)}><SceneState kind="failure" message={sceneFailureMessage(...)} /></SceneCard>`.
 */
export function SceneBody({ scene, elements, identifier }: Props) {
  const kind = sceneKind(scene.templateCode);
  // AI production has its own view (charts loaded on demand); the page wires it in, not this switch.
  if (kind === 'aiProduction') return null;
  const idPrefix = `scene-${domIdPart(scene.sceneConfId)}`;
  return (
    <SceneCard title={sceneTitle(scene)} id={idPrefix}>
      <View kind={kind} templateCode={Number(scene.templateCode)} elements={elements ?? []} idPrefix={idPrefix} identifier={identifier} />
    </SceneCard>
  );
}
