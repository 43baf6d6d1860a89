import type { FigureKey } from './home';

/** The live platform figures of the home page's about-us block. */
export type PlatformFigures = Record<FigureKey, number> & { updatedAt: string | null };

const keys: FigureKey[] = ['identifierTotal', 'resolveTotal', 'companyTotal'];

function count(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : null;
}

/**
 * The data-warehouse answer as figures. The spec does not show its shape, so this reads what the
 * embedded gateway sends (one record, numbers or numeric strings) and also the first record of a list;
 * anything without the three counts is null, and the page keeps what it showed before.
 */
export function parseFigures(data: unknown): PlatformFigures | null {
  const record = Array.isArray(data) ? data[0] : data;
  if (!record || typeof record !== 'object') return null;
  const source = record as Record<string, unknown>;
  const values = keys.map((k) => count(source[k]));
  if (values.some((v) => v === null)) return null;
  const [identifierTotal, resolveTotal, companyTotal] = values as number[];
  return { identifierTotal, resolveTotal, companyTotal, updatedAt: typeof source.updatedAt === 'string' ? source.updatedAt : null };
}

const grouped = new Intl.NumberFormat('zh-CN');
const oneDecimal = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });

/** 128345602 → '1.28亿', 52310 → '5.23万', 3261 → '3,261': how Chinese sites print large counts. */
export function formatFigure(n: number): { value: string; unit: string } {
  if (n >= 1e8) return { value: oneDecimal.format(n / 1e8), unit: '亿' };
  if (n >= 1e4) return { value: oneDecimal.format(n / 1e4), unit: '万' };
  return { value: grouped.format(n), unit: '' };
}
