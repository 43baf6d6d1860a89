import { aiElementNames } from './ai-catalog';
import { resolveWindow, type QuickTime } from './ai-clock';
import { abnormalData, energyData, processingData, repairData } from './ai-series';
import type { AbnormalData, EnergyData, ProcessingData, RepairData } from './ai-series';
import type { Element } from './types';

// Entry points for the gateway's AI-production answers (000 §3 energy / processing / abnormal data).

export { aiElementNames, dataOptions, repairRecordOption, type DataOption } from './ai-catalog';
export { isHourlyRange, type QuickTime } from './ai-clock';
export { aiProductionOptionCodes } from './aiprod01';
export type { AbnormalData, EnergyData, ProcessingData, RepairData } from './ai-series';

/** The wire's intelligentProductionRequest, with the gateway's defaults already applied. */
export type AiProductionOption = { dataOption: number; quickTime: QuickTime; startTime?: string; endTime?: string };

export type AiProductionValue = EnergyData | AbnormalData | ProcessingData | RepairData | Record<string, never>;

/**
 * The value of the element for `option.dataOption` (0 energy, 1 abnormal, 2 processing, 3 repair
 * records) over the asked period. Pure: `now` is the only clock, and the same identifier, option and
 * now always give the same numbers. An unknown option gives `{}`.
 */
export function aiProductionData(identifier: string, option: AiProductionOption, now: Date): AiProductionValue {
  const win = resolveWindow(option, now);
  switch (option.dataOption) {
    case 0:
      return energyData(identifier, win);
    case 1:
      return abnormalData(identifier, win);
    case 2:
      return processingData(identifier, win);
    case 3:
      return repairData(identifier, win);
    default:
      return {};
  }
}

/**
 * The scene's elements as the detail call answers them: the element of the asked option carries its
 * data, the other AI elements stay as empty stubs so the portal still sees which options exist.
 */
export function fillAiProductionElements(
  elements: Element[],
  identifier: string,
  option: AiProductionOption,
  now: Date,
): Element[] {
  const asked = aiElementNames[option.dataOption];
  return elements.map((e) =>
    e.dataType === 'Json' && e.lableName === asked ? { ...e, lableValue: aiProductionData(identifier, option, now) } : e,
  );
}
