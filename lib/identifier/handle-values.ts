import type { IdentifierDetail, Scene } from '@/core/contract';
import { safeMediaUrl } from '@/lib/security/url';
import { identifierFreshnessSeconds } from './cache-tags';
import { usableImages } from './images';
import { sceneKind } from './scene-kinds';
import { isRecalled, RECALL_TIME_LABEL, valueText } from '@/core/identifier/sections';

// Our identifier data as a Handle record, in the shape of the Handle proxy's REST API
// (docs/decisions/0033-handle-api.md has the table and the reasons). Pure, so a test pins every index.

/** One handle value as the proxy writes it. Every value here is UTF-8 text, so its format is `string`. */
export interface HandleValue {
  index: number;
  type: string;
  data: { format: 'string'; value: string };
  ttl: number;
  timestamp: string;
}

/** A scene a machine client may read (not behind the SMS gate); `elements` null when its read failed. */
export type PublicScene = Pick<Scene, 'sceneConfId' | 'templateCode' | 'sceneName'> & { elements: Scene['elements'] | null };

export interface RecordInput {
  item: IdentifierDetail;
  scenes: readonly PublicScene[];
  /** The identifier page's absolute canonical address. */
  pageUrl: string;
  /** When this answer was made: our gateway keeps no per-value modification time. */
  at: Date;
}

/** Fixed indexes, so a client may ask for `?index=` and get the same value next year. */
export const handleIndex = { url: 1, desc: 2, company: 10, images: 20, recall: 30, scenes: 1000 } as const;
const maxImages = 10;

/** `antiCounterfeit` → `ANTI_COUNTERFEIT`: the scene's type is `SCENE.<KIND>`. */
const kindType = (templateCode: number | string) => `SCENE.${sceneKind(templateCode).replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

const isoSeconds = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The record's values in index order. Empty fields give no value rather than an empty one. */
export function handleValues({ item, scenes, pageUrl, at }: RecordInput): HandleValue[] {
  const timestamp = isoSeconds(at);
  const out: HandleValue[] = [];
  const add = (index: number, type: string, value: string | null | undefined) => {
    const text = value?.trim();
    if (text) out.push({ index, type, data: { format: 'string', value: text }, ttl: identifierFreshnessSeconds, timestamp });
  };
  add(handleIndex.url, 'URL', pageUrl);
  add(handleIndex.desc, 'DESC', item.identifierName);
  const company = item.companyDetails ?? {};
  add(handleIndex.company, 'COMPANY.NAME', company.companyName ?? item.companyName);
  add(handleIndex.company + 1, 'COMPANY.PREFIX', company.indentifierPrefix);
  add(handleIndex.company + 2, 'COMPANY.INDUSTRY', company.industry);
  // Only a web address: whatever else a company typed there is not a link anyone should follow.
  const website = company.website && /^https?:\/\//i.test(company.website.trim()) ? safeMediaUrl(company.website) : undefined;
  add(handleIndex.company + 3, 'COMPANY.WEBSITE', website);
  usableImages(item.images)
    .slice(0, maxImages)
    .forEach((image, i) => add(handleIndex.images + i, 'IMAGE.URL', new URL(image, pageUrl).toString()));
  const recall = scenes.find((s) => sceneKind(s.templateCode) === 'recall');
  // A recall scene whose elements could not be read says nothing, rather than "not recalled".
  if (recall?.elements) {
    const recalled = isRecalled(recall.elements);
    add(handleIndex.recall, 'RECALL.STATUS', recalled ? 'RECALLED' : 'NOT_RECALLED');
    if (recalled) add(handleIndex.recall + 1, 'RECALL.TIME', recallTime(recall.elements));
  }
  scenes.forEach((scene, i) => {
    if (!scene.elements) return;
    const { sceneConfId, templateCode, sceneName, elements } = scene;
    add(handleIndex.scenes + i, kindType(templateCode), JSON.stringify({ sceneConfId, templateCode, sceneName, elements }));
  });
  return out;
}

/** The recall time element's value, at any depth. */
function recallTime(elements: NonNullable<Scene['elements']>): string | undefined {
  for (const e of elements) {
    if (e.lableName.trim() === RECALL_TIME_LABEL) return valueText(e.lableValue);
    const nested = Array.isArray(e.lableValue) ? e.lableValue.flat().filter((v) => typeof v === 'object' && v !== null && 'lableName' in v) : [];
    const found = nested.length ? recallTime(nested as NonNullable<Scene['elements']>) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** `?type=` and `?index=` as the proxy reads them, or undefined when an index is not a number. */
export interface ValueFilter {
  types: string[];
  indexes: number[];
}

export function valueFilter(query: URLSearchParams): ValueFilter | undefined {
  const types = query.getAll('type').map((t) => t.trim()).filter(Boolean);
  const rawIndexes = query.getAll('index').map((i) => i.trim()).filter(Boolean);
  if (rawIndexes.some((i) => !/^\d{1,9}$/.test(i))) return undefined;
  return { types, indexes: rawIndexes.map(Number) };
}

/**
 * The proxy's rule: no filter gives every value; otherwise a value matching any asked index or any
 * asked type. Types compare without regard to ASCII case, and a type ending in a period takes all its
 * subtypes (`SCENE.` gives every scene, `COMPANY.` every company value).
 */
export function filterValues(values: readonly HandleValue[], { types, indexes }: ValueFilter): HandleValue[] {
  if (types.length === 0 && indexes.length === 0) return [...values];
  const asked = types.map((t) => t.toUpperCase());
  const typeMatches = (type: string) => {
    const upper = type.toUpperCase();
    return asked.some((t) => (t.endsWith('.') ? upper.startsWith(t) : upper === t));
  };
  return values.filter((v) => indexes.includes(v.index) || typeMatches(v.type));
}
