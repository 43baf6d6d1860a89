import type { ProductionFilter } from '@/core/contract/identifier';
import { aiElementNames } from '../db/seed/identifiers/ai-catalog';
import { fillAiProductionElements } from '../db/seed/identifiers/ai-production';
import type { Element } from '../db/seed/identifiers/types';
import type { SceneRow } from './detail';

const aiTemplate = 9;

/**
 * An AI-production scene's elements with the asked data filled in. The first load sends no filter: it
 * gets the lowest data option the item has, for today (000 §4).
 */
export function productionElements(scene: SceneRow, identifier: string, filter: ProductionFilter | undefined, now: Date): Element[] {
  const elements = scene.elements as Element[];
  if (scene.templateCode !== aiTemplate) return elements;
  const available = Object.entries(aiElementNames)
    .filter(([, name]) => elements.some((e) => e.lableName === name))
    .map(([code]) => Number(code))
    .sort((a, b) => a - b);
  if (available.length === 0) return elements;
  const option = filter
    ? { dataOption: Number(filter.dataOption), quickTime: filter.quickTime ?? 0, startTime: filter.startTime, endTime: filter.endTime }
    : { dataOption: available[0], quickTime: 0 as const };
  return fillAiProductionElements(elements, identifier, option, now);
}
