import type { CatalogueEntry } from '../types';
import { businessCatalogue } from './business';
import { designProductionCatalogue } from './design-production';
import { equipmentSafetyCatalogue } from './equipment-safety';
import { identifierCatalogue } from './identifier';
import { qualityCatalogue } from './quality';
import { supplyChainCatalogue } from './supply-chain';

/**
 * The static catalogue behind /application/detail/{id} (000 §9, 001 §2), keyed by marketplace product
 * id: ids 1-48, including 48, the supply-chain management cloud. Products added to the marketplace
 * later (49, 50) have no entry; their page falls back to the product's own data.
 */
export const catalogue: readonly CatalogueEntry[] = [
  ...identifierCatalogue,
  ...designProductionCatalogue,
  ...businessCatalogue,
  ...supplyChainCatalogue,
  ...qualityCatalogue,
  ...equipmentSafetyCatalogue,
].sort((a, b) => a.id - b.id);

const byId = new Map(catalogue.map((e) => [e.id, e]));

export function catalogueEntry(id: number): CatalogueEntry | undefined {
  return byId.get(id);
}

/** The marketing page's four sections in their order (001 §2), with the headings they carry. */
export const catalogueSections = [
  { key: 'advantages', label: '产品优势' },
  { key: 'features', label: '产品功能' },
  { key: 'scenes', label: '应用场景' },
  { key: 'values', label: '应用价值' },
] as const satisfies readonly { key: keyof CatalogueEntry; label: string }[];
