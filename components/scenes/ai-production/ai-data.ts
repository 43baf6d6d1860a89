import type { AbnormalData, Element, EnergyData, ProcessingData, TrendPoint } from '@/core/contract';

// The AI elements arrive as loose JSON (a stub `{}` until asked for). These guards let a panel render
// only a value of the shape it reads, and turn anything else into the empty state.

/** A repair record (option 3, the portal's local entry): the contract leaves its fields open. */
export interface RepairRecord {
  repairTime?: string;
  positionName?: string;
  positionCode?: string;
  faultType?: string;
  faultDescription?: string;
  repairMeasure?: string;
  repairPerson?: string;
  repairHours?: number | string;
  repairStatus?: string;
}

export type AiValue =
  | { code: 0; data: EnergyData }
  | { code: 1; data: AbnormalData }
  | { code: 2; data: ProcessingData }
  | { code: 3; data: { repairRecords: RepairRecord[] } };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value of the option's element, when it has the shape the option promises. */
export function readAiValue(elements: readonly Element[] | null | undefined, code: number, name: string): AiValue | null {
  const value: unknown = elements?.find((e) => e.lableName.trim() === name)?.lableValue;
  if (!isObject(value)) return null;
  if (code === 0 && Array.isArray(value.unitDataDetails)) return { code, data: value as EnergyData };
  if (code === 1 && Array.isArray(value.positionDataDetails)) return { code, data: value as AbnormalData };
  if (code === 2 && Array.isArray(value.positionDataDetails)) return { code, data: value as unknown as ProcessingData };
  if (code === 3 && Array.isArray(value.repairRecords)) return { code, data: { repairRecords: value.repairRecords as RepairRecord[] } };
  return null;
}

/** Numbers may come as text from a real gateway; anything unreadable counts as 0. */
export function num(v: unknown): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : 0;
}

/** Up to 2 decimals (or `digits`), without trailing zeros, with thousands separators. */
export function figure(v: unknown, digits = 2): string {
  return num(v).toLocaleString('zh-CN', { maximumFractionDigits: digits });
}

export type ChartPoint = { time: string; value: number };

export function trendOf(points: readonly TrendPoint[] | null | undefined): ChartPoint[] {
  return (points ?? []).map((p) => ({ time: String(p.time), value: num(p.numericalValue) }));
}

/** 'all' marks the row that sums every position (000 §3). */
export const isAllPosition = (code: unknown): boolean => String(code).toLowerCase() === 'all';
