// The demo data as the portal's own tests read it: the listed products, and the AI production
// generator with its clock, so the portal's readers are held to what the gateway really serves. Tests
// outside gateway/ reach the gateway through gateway/testing only (eslint.config.mjs).
export { productSeeds } from '../db/seed/market';
export { resolveWindow } from '../db/seed/identifiers/ai-clock';
export { aiProductionData, fillAiProductionElements, type EnergyData } from '../db/seed/identifiers/ai-production';
export { aiprod01 } from '../db/seed/identifiers/aiprod01';
export { dataOptions, repairRecordOption } from '../db/seed/identifiers/ai-catalog';
