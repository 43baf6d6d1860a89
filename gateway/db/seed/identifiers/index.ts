import { aiprod01 } from './aiprod01';
import { demo0001 } from './demo0001';
import { empty001, haz00001, norecall, opsbad01, single01 } from './others';
import { kit00001 } from './kit00001';
import { payload1 } from './hostile';
import { part0001 } from './part0001';
import type { IdentifierSeed } from './types';

// The demo identifiers of docs demo-data.md, in the order of its table, then the kit whose parts include
// a recalled item (issue 18), then one whose company typed script into every field (./hostile.ts), for
// the tests of the cached identifier page.

export const identifierSeeds: IdentifierSeed[] = [
  demo0001,
  part0001,
  norecall,
  single01,
  aiprod01,
  empty001,
  opsbad01,
  haz00001,
  kit00001,
  payload1,
];

export function findIdentifierSeed(identifier: string): IdentifierSeed | undefined {
  return identifierSeeds.find((s) => s.identifier === identifier);
}

export * from './types';
export { smsGatedSceneIds } from './build';
export {
  aiElementNames,
  aiProductionData,
  aiProductionOptionCodes,
  dataOptions,
  fillAiProductionElements,
  isHourlyRange,
  repairRecordOption,
  type AiProductionOption,
  type AiProductionValue,
  type DataOption,
} from './ai-production';
