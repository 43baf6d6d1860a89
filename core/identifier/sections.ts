import type { Element, TraceStep } from '@/core/contract';
import { identifierMessages } from '@/core/messages/identifier';

// Turns a scene's element list into what the views draw (000 §2): Object = a titled group of rows,
// Array = a list of groups, TraceDetails = a timeline, anything else = one row. Pure, so the server
// renders it and tests pin it.

export interface Row {
  key: string;
  label: string;
  value: string;
  /** The identifier a traceable row opens (its traceIdentifier, else its value). */
  traceTo?: string;
  /** An isVerify row: the anti-counterfeit verdict. */
  verify?: boolean;
}

export type Section =
  | { kind: 'rows'; id: string; title: string; isDefault: boolean; rows: Row[] }
  | { kind: 'groups'; id: string; title: string; groups: Row[][] }
  | { kind: 'timeline'; id: string; title: string; steps: TraceStep[] };

/** The recall view decides "in the recall list" by the presence of an element with this name. */
export const RECALL_TIME_LABEL = '召回时间';

const isElement = (v: unknown): v is Element =>
  typeof v === 'object' && v !== null && typeof (v as Element).lableName === 'string';

const isStep = (v: unknown): v is TraceStep => typeof v === 'object' && v !== null && 'acceptTime' in v;

/** Any value as one line of text; nested rows read "label：value；…" so nothing is silently lost. */
export function valueText(value: unknown): string {
  if (value == null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    return value
      .map((v) => (isElement(v) ? `${v.lableName}：${valueText(v.lableValue)}` : isStep(v) ? `${v.acceptTime} ${v.acceptStation}` : valueText(v)))
      .filter(Boolean)
      .join('；');
  }
  return '';
}

export function elementRow(element: Element, key: string): Row {
  const value = valueText(element.lableValue);
  const row: Row = { key, label: element.lableName, value };
  const target = (element.traceIdentifier ?? '').trim() || value;
  if (element.trace && target) row.traceTo = target;
  if (element.dataType === 'isVerify') row.verify = true;
  return row;
}

/** Object and Array elements opened up into their rows: for the recall list and the ops check. */
export function flattenRows(elements: readonly Element[], prefix = 'r'): Row[] {
  return elements.flatMap((e, i) => {
    const key = `${prefix}-${i}`;
    const value = e.lableValue;
    if (e.dataType === 'Object' && Array.isArray(value) && value.every(isElement)) return flattenRows(value, key);
    if (e.dataType === 'Array' && Array.isArray(value)) {
      return value.flatMap((item, k) => (Array.isArray(item) ? flattenRows(item.filter(isElement), `${key}-${k}`) : []));
    }
    return [elementRow(e, key)];
  });
}

function groupsOf(value: unknown, key: string): Row[][] {
  if (!Array.isArray(value)) return [];
  // A flat element list where a list of groups was promised is read as one group.
  if (value.every(isElement)) return value.length ? [value.map((e, j) => elementRow(e, `${key}-0-${j}`))] : [];
  return value
    .filter(Array.isArray)
    .map((item: unknown[], k) => item.filter(isElement).map((e, j) => elementRow(e, `${key}-${k}-${j}`)))
    .filter((rows) => rows.length > 0);
}

/** Sections in element order; consecutive plain rows share one default section. ids are `${idPrefix}-${n}`. */
export function toSections(elements: readonly Element[] | null | undefined, idPrefix = 'section'): Section[] {
  const sections: Section[] = [];
  let run: Extract<Section, { kind: 'rows' }> | undefined;
  const nextId = () => `${idPrefix}-${sections.length + 1}`;
  (elements ?? []).forEach((e, i) => {
    const value = e.lableValue;
    const title = e.lableName;
    if (e.dataType === 'Object') {
      // An Object that is not a list of rows is AI-production data: that view draws it, not this one.
      if (!Array.isArray(value) || !value.every(isElement)) return;
      run = undefined;
      if (value.length) sections.push({ kind: 'rows', id: nextId(), title, isDefault: false, rows: value.map((r, j) => elementRow(r, `${i}-${j}`)) });
      return;
    }
    if (e.dataType === 'Array') {
      run = undefined;
      const groups = groupsOf(value, String(i));
      if (groups.length) sections.push({ kind: 'groups', id: nextId(), title, groups });
      return;
    }
    if (e.dataType === 'TraceDetails' && Array.isArray(value)) {
      run = undefined;
      const steps = value.filter(isStep);
      if (steps.length) sections.push({ kind: 'timeline', id: nextId(), title, steps });
      return;
    }
    if (!run) {
      // Rows that open the scene are its basic facts; rows after other sections are the rest.
      const runTitle = sections.length === 0 ? identifierMessages.sectionBasic : identifierMessages.sectionOther;
      run = { kind: 'rows', id: nextId(), title: runTitle, isDefault: true, rows: [] };
      sections.push(run);
    }
    run.rows.push(elementRow(e, String(i)));
  });
  return sections;
}

/** A safe id fragment for any sceneConfId (numbers, or strings such as 'custom-9'). */
export function domIdPart(value: string | number): string {
  return String(value).replace(/[^A-Za-z0-9_-]/g, '_');
}

/** 000 §2: an item is in the recall list when any element, at any depth, is named for the recall time. */
export function isRecalled(elements: readonly Element[] | null | undefined): boolean {
  return (elements ?? []).some((e) => {
    if (e.lableName.trim() === RECALL_TIME_LABEL) return true;
    const v = e.lableValue;
    if (!Array.isArray(v)) return false;
    return v.some((x) => (Array.isArray(x) ? isRecalled(x.filter(isElement)) : isElement(x) && isRecalled([x])));
  });
}

/** The recall-time element's text of a recalled item ('' when it carries none), or undefined when not recalled. */
export function recallTimeOf(elements: readonly Element[] | null | undefined): string | undefined {
  if (!isRecalled(elements)) return undefined;
  return flattenRows(elements ?? []).find((r) => r.label.trim() === RECALL_TIME_LABEL)?.value ?? '';
}

// Remote operations check (000 §2, §4): items go not checked → scanning → done at 500 ms steps.

export interface OpsItem extends Row {
  abnormal: boolean;
}

/** 1 ready, 2 scanning, 3 finished with anomalies, 4 finished healthy. */
export const OpsStatus = { ready: 1, scanning: 2, abnormal: 3, healthy: 4 } as const;
export type OpsStatus = (typeof OpsStatus)[keyof typeof OpsStatus];
export type OpsPhase = 'pending' | 'scanning' | 'done';
export const OPS_STEP_MS = 500;

/** Any value that does not contain 'OK' is abnormal (case as written: 'ok' is not 'OK'). */
export const isAbnormalValue = (value: string) => !value.includes('OK');

export function opsCheckItems(elements: readonly Element[] | null | undefined): OpsItem[] {
  return flattenRows(elements ?? [], 'ops').map((r) => ({ ...r, abnormal: isAbnormalValue(r.value) }));
}

/** `cursor` is the index being scanned: null before the start, items.length once all are done. */
export function opsPhase(index: number, cursor: number | null): OpsPhase {
  if (cursor === null || index > cursor) return 'pending';
  return index === cursor ? 'scanning' : 'done';
}

export function opsStatus(items: readonly OpsItem[], cursor: number | null): OpsStatus {
  if (cursor === null) return OpsStatus.ready;
  if (cursor < items.length) return OpsStatus.scanning;
  return items.some((i) => i.abnormal) ? OpsStatus.abnormal : OpsStatus.healthy;
}
