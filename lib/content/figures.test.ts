import { formatFigure, parseFigures } from './figures';

describe('parseFigures', () => {
  it('reads the embedded gateway record', () => {
    expect(parseFigures({ identifierTotal: 8, resolveTotal: 120, companyTotal: 3, updatedAt: '2026-01-01T00:00:00Z' })).toEqual({
      identifierTotal: 8,
      resolveTotal: 120,
      companyTotal: 3,
      updatedAt: '2026-01-01T00:00:00Z',
    });
  });

  it('accepts numeric strings and the first record of a list', () => {
    expect(parseFigures([{ identifierTotal: '12', resolveTotal: '0', companyTotal: 1 }])).toMatchObject({ identifierTotal: 12, resolveTotal: 0, updatedAt: null });
  });

  it('gives null for anything without the three counts, so the page keeps its last figures', () => {
    expect(parseFigures(null)).toBeNull();
    expect(parseFigures('1283万')).toBeNull();
    expect(parseFigures({ identifierTotal: 1, resolveTotal: 2 })).toBeNull();
    expect(parseFigures({ identifierTotal: -1, resolveTotal: 2, companyTotal: 3 })).toBeNull();
    expect(parseFigures({ identifierTotal: 'many', resolveTotal: 2, companyTotal: 3 })).toBeNull();
  });
});

describe('formatFigure', () => {
  it('prints counts the way Chinese readers expect', () => {
    expect(formatFigure(128345602)).toEqual({ value: '1.28', unit: '亿' });
    expect(formatFigure(52310)).toEqual({ value: '5.23', unit: '万' });
    expect(formatFigure(3261)).toEqual({ value: '3,261', unit: '' });
    expect(formatFigure(0)).toEqual({ value: '0', unit: '' });
  });
});
