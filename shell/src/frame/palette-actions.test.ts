import { describe, expect, it } from 'vitest';
import { staticPaletteActions, typedMonth, typedPaletteActions } from './palette-actions';

const today = '2026-11-27';
const pages = [
  { id: 'transactions', path: '/transactions' },
  { id: 'lunar-grid', path: '/lunar-grid' },
];

describe('typedMonth: the month a palette query names', () => {
  it('reads Romanian month names and their starts, diacritics and case ignored, with or without a year', () => {
    expect(typedMonth('martie', today)).toBe('2026-03');
    expect(typedMonth('Mar', today)).toBe('2026-03');
    expect(typedMonth('mai 2025', today)).toBe('2025-05');
    expect(typedMonth('Deschide luna Decembrie 2027', today)).toBe('2027-12');
    expect(typedMonth('lună iulie', today)).toBe('2026-07');
    expect(typedMonth('sept.', today)).toBe('2026-09');
  });
  it('reads numbers: a month of this year, month/year and year-month', () => {
    expect(typedMonth('3', today)).toBe('2026-03');
    expect(typedMonth('luna 11', today)).toBe('2026-11');
    expect(typedMonth('03/2025', today)).toBe('2025-03');
    expect(typedMonth('3.2025', today)).toBe('2025-03');
    expect(typedMonth('2025-3', today)).toBe('2025-03');
  });
  it('names no month for an ambiguous start, a word that is no month or a number out of range', () => {
    for (const query of ['iu', 'ma', 'mega', 'adaug', '13', '0', '2025-13', 'martie 25', '']) expect(typedMonth(query, today)).toBeNull();
  });
});

describe('typedPaletteActions', () => {
  it('offers the named month and a text search, each matching its own query', () => {
    expect(typedPaletteActions('aprilie', today, pages).map((a) => [a.title, a.keywords])).toEqual([
      ['Deschide luna Aprilie 2026', ['aprilie']],
      ['Caută „aprilie” în tranzacții', ['aprilie']],
    ]);
    expect(typedPaletteActions('  ', today, pages)).toEqual([]);
  });
  it('offers no action for a page the app does not have', () => {
    expect(typedPaletteActions('aprilie', today, [{ id: 'transactions', path: '/tranzactii' }]).map((a) => a.id)).toEqual(['search-transactions']);
    expect(staticPaletteActions([{ id: 'daily', path: '/daily' }])).toEqual([]);
  });
});
