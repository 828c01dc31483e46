import { describe, expect, it } from 'vitest';
import { activeFilterCount, DEFAULT_FILTERS, filtersToParams, hasActiveFilters, lastPageFilters, parseFilterParams, withFilter } from './url-filters';

describe('URL filters', () => {
  it('defaults to page size 10, offset 0, by date newest first (spec point 3)', () => {
    expect(DEFAULT_FILTERS).toMatchObject({ limit: 10, offset: 0, sortBy: 'date', sortDirection: 'desc' });
    expect(parseFilterParams('')).toEqual({ filters: DEFAULT_FILTERS, invalid: [], present: false });
    expect(filtersToParams(DEFAULT_FILTERS)).toBe('');
  });

  it('round-trips every filter through the query string', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      limit: 100,
      offset: 200,
      sortBy: 'amount' as const,
      sortDirection: 'asc' as const,
      type: 'EXPENSE' as const,
      category: 'NUTRITIE',
      subcategory: 'Supermarket',
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
      amountMin: 10.5,
      amountMax: 2000,
      search: 'piață & co',
      status: 'PENDING' as const,
      account: '11111111-1111-4111-8111-111111111111',
    };
    const query = filtersToParams(filters);
    expect(query).toContain('tip=EXPENSE');
    expect(query).toContain('suma_min=10.5');
    expect(query).toContain('cont=11111111-1111-4111-8111-111111111111');
    expect(query).toContain('stare=PENDING');
    expect(parseFilterParams(query)).toEqual({ filters, invalid: [], present: true });
  });

  it('ignores invalid values one by one and reports them', () => {
    const parsed = parseFilterParams('?tip=CADOU&categorie=NUTRITIE&data_de_la=2026-02-30&suma_min=abc&marime=7&stare=DONE&sortare=id&cont=Banca');
    expect(parsed.filters).toEqual({ ...DEFAULT_FILTERS, category: 'NUTRITIE' });
    expect(parsed.invalid.sort()).toEqual(['account', 'amountMin', 'dateFrom', 'limit', 'sortBy', 'status', 'type']);
  });

  it('drops a reversed date or amount range', () => {
    const parsed = parseFilterParams('?data_de_la=2026-03-01&data_pana_la=2026-02-01&suma_min=5&suma_max=1');
    expect(parsed.filters).toEqual(DEFAULT_FILTERS);
    expect(parsed.invalid).toEqual(['dateFrom', 'dateTo', 'amountMin', 'amountMax']);
  });

  it('filters transfers, by account and by status, from a link (issue 22)', () => {
    const parsed = parseFilterParams('?tip=TRANSFER&cont=11111111-1111-4111-8111-111111111111&stare=SKIPPED');
    expect(parsed).toEqual({ filters: { ...DEFAULT_FILTERS, type: 'TRANSFER', account: '11111111-1111-4111-8111-111111111111', status: 'SKIPPED' }, invalid: [], present: true });
    expect(hasActiveFilters(parsed.filters)).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, account: '11111111-1111-4111-8111-111111111111' })).toBe(true);
  });

  it('keeps foreign query parameters', () => {
    expect(filtersToParams({ ...DEFAULT_FILTERS, type: 'INCOME' }, '?tab=2&tip=SAVING')).toBe('?tab=2&tip=INCOME');
  });

  it('a filter change returns to the first page; an empty text removes the filter', () => {
    const f = { ...DEFAULT_FILTERS, offset: 30, search: 'x' };
    expect(withFilter(f, { type: 'INCOME' })).toMatchObject({ offset: 0, type: 'INCOME' });
    expect(withFilter(f, { offset: 40 }).offset).toBe(40);
    expect('search' in withFilter(f, { search: '' })).toBe(false);
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters(f)).toBe(true);
  });

  it('counts the active filters for the phone panel badge', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, limit: 500, offset: 20, sortBy: 'amount', search: '' })).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, type: 'EXPENSE', search: 'chirie', dateFrom: '2026-01-01', dateTo: '2026-01-31', amountMin: 0 })).toBe(5);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, account: '11111111-1111-4111-8111-111111111111', status: 'SKIPPED' })).toBe(2);
  });
});

describe('a page past the end', () => {
  const at = (offset: number, limit = 10) => ({ ...DEFAULT_FILTERS, limit, offset, type: 'EXPENSE' as const });

  it('goes to the last page there is, keeping the filters and the page size', () => {
    expect(lastPageFilters(at(9990), 5)).toEqual(at(0));
    expect(lastPageFilters(at(30), 30)).toEqual(at(20));
    expect(lastPageFilters(at(40, 25), 26)).toEqual(at(25, 25));
    expect(filtersToParams(lastPageFilters(at(20), 20)!)).toBe('?de_la=10&tip=EXPENSE');
  });
  it('goes to the first page when nothing is left', () => {
    expect(lastPageFilters(at(10), 0)).toEqual(at(0));
  });
  it('leaves a page within the list alone', () => {
    expect(lastPageFilters(at(0), 0)).toBeNull();
    expect(lastPageFilters(at(20), 21)).toBeNull();
    expect(lastPageFilters(at(7), 8)).toBeNull();
  });
});
