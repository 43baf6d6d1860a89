import type { Scene } from '@/core/contract';
import { commonMessages } from '@/core/messages/common';

// 000 §3 scene type codes (templateCode), the view each one gets and the tab order of 000 §2.

export type SceneKind =
  | 'traceability'
  | 'management'
  | 'antiCounterfeit'
  | 'supplyChain'
  | 'recall'
  | 'security'
  | 'logistics'
  | 'remoteOps'
  | 'monitoring'
  | 'aiProduction'
  | 'repair'
  | 'custom';

export const CUSTOM_TEMPLATE = 100;
export const AI_PRODUCTION_TEMPLATE = 9;

const kinds: Record<number, { kind: SceneKind; title: string }> = {
  0: { kind: 'traceability', title: '产品追溯' },
  1: { kind: 'management', title: '产品管理' },
  2: { kind: 'antiCounterfeit', title: '产品防伪' },
  3: { kind: 'supplyChain', title: '供应链' },
  4: { kind: 'recall', title: '产品召回' },
  5: { kind: 'security', title: '智能安防' },
  6: { kind: 'logistics', title: '物流监控' },
  7: { kind: 'remoteOps', title: '远程运维' },
  8: { kind: 'monitoring', title: '运行监测' },
  9: { kind: 'aiProduction', title: '智能生产' },
  10: { kind: 'repair', title: '设备维修' },
};

/** The least a scene needs here; `Scene` of the contract fits, and so does a seed scene. */
export interface SceneLike {
  templateCode: number | string;
  sceneName: string;
}

/**
 * A scene as its tab needs it, without its elements: what the identifier page hands to the browser for
 * the tabs. The first tab's elements are rendered on the server and the others load with their panel, so
 * sending every scene's elements along only made the page's flight data larger and its render slower.
 */
export type SceneTab = Pick<Scene, 'sceneConfId' | 'templateCode' | 'sceneName' | 'icon'>;
export const sceneTab = ({ sceneConfId, templateCode, sceneName, icon }: Scene): SceneTab => ({ sceneConfId, templateCode, sceneName, icon });

const codeOf = (scene: Pick<SceneLike, 'templateCode'> | number | string) =>
  Number(typeof scene === 'object' ? scene.templateCode : scene);

/** A code nobody knows yet is shown like a custom scene: its own name, sections by element type. */
export function sceneKind(templateCode: number | string): SceneKind {
  return kinds[Number(templateCode)]?.kind ?? 'custom';
}

/** The tab and card title: the type's fixed title, or the scene's own name for custom scenes. */
export function sceneTitle(scene: SceneLike): string {
  return kinds[codeOf(scene)]?.title ?? scene.sceneName;
}

/** Tab order of 000 §2: custom scenes first as given, then codes 0 to 10, then unknown codes as given. */
export function orderScenes<T extends SceneLike>(scenes: readonly T[]): T[] {
  const rank = (s: T) => {
    const code = codeOf(s);
    if (code === CUSTOM_TEMPLATE) return -1;
    return code in kinds ? code : Number.MAX_SAFE_INTEGER;
  };
  // Array.prototype.sort is stable, so scenes of the same rank keep their order.
  return [...scenes].sort((a, b) => rank(a) - rank(b));
}

/** The tab of the recall scene in an ordered scene list, or undefined when the item has none. */
export function recallSceneIndex(scenes: readonly Pick<SceneLike, 'templateCode'>[]): number | undefined {
  const index = scenes.findIndex((s) => sceneKind(s.templateCode) === 'recall');
  return index === -1 ? undefined : index;
}

/** 000 §3: templateCode 9 alone (every scene of the item is AI production) marks an AI-production item. */
export function isAiProductionItem(scenes: readonly Pick<SceneLike, 'templateCode'>[] | null | undefined): boolean {
  return !!scenes && scenes.length > 0 && scenes.every((s) => codeOf(s) === AI_PRODUCTION_TEMPLATE);
}

const serviceExceptionKinds: SceneKind[] = ['recall', 'security', 'supplyChain'];

/** 000 §8: recall, security and supply say 'service exception'; the others show the server's message. */
export function sceneFailureMessage(templateCode: number | string, serverMessage?: string | null): string {
  if (serviceExceptionKinds.includes(sceneKind(templateCode))) return commonMessages.serviceException;
  return serverMessage?.trim() || commonMessages.loadFailed;
}

/** 000 §8: an empty anti-counterfeit answer means the product identifier could not be found. */
export function sceneEmptyMessage(templateCode: number | string): string {
  return sceneKind(templateCode) === 'antiCounterfeit' ? commonMessages.antiFakeNotFound : commonMessages.noData;
}
