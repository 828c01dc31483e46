import { TRANSACTION_TABLE_COLUMNS } from '@buget/shared-domain/schemas';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COLUMN_PREFS, moveColumn, normalizeColumnPrefs, toggleColumn } from './column-prefs';

describe('column prefs', () => {
  it('defaults to the spec order, all shown', () => {
    expect(DEFAULT_COLUMN_PREFS.order).toEqual([...TRANSACTION_TABLE_COLUMNS]);
    expect(normalizeColumnPrefs('junk')).toEqual(DEFAULT_COLUMN_PREFS);
  });
  it('drops unknown columns, appends missing ones, never hides actions', () => {
    const prefs = normalizeColumnPrefs({ order: ['date', 'bogus', 'amount', 'date'], hidden: ['actions', 'currency', 'nope'] });
    expect(prefs.order.slice(0, 2)).toEqual(['date', 'amount']);
    expect(prefs.order).toHaveLength(TRANSACTION_TABLE_COLUMNS.length);
    expect(prefs.hidden).toEqual(['currency']);
  });
  it('moves and toggles', () => {
    expect(moveColumn(DEFAULT_COLUMN_PREFS, 'amount', -1).order.slice(0, 2)).toEqual(['amount', 'type']);
    expect(moveColumn(DEFAULT_COLUMN_PREFS, 'type', -1)).toBe(DEFAULT_COLUMN_PREFS);
    expect(toggleColumn(DEFAULT_COLUMN_PREFS, 'currency').hidden).toEqual(['currency']);
    expect(toggleColumn(toggleColumn(DEFAULT_COLUMN_PREFS, 'currency'), 'currency').hidden).toEqual([]);
    expect(toggleColumn(DEFAULT_COLUMN_PREFS, 'actions')).toBe(DEFAULT_COLUMN_PREFS);
  });
});
