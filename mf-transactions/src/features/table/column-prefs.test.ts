import { TRANSACTION_TABLE_COLUMNS } from '@buget/shared-domain/schemas';
import { describe, expect, it } from 'vitest';
import { TABLE_COLUMNS } from './column-ids';
import { DEFAULT_COLUMN_PREFS, moveColumn, normalizeColumnPrefs, toggleColumn } from './column-prefs';

describe('column prefs', () => {
  it("defaults to the spec's order with the account after the currency and the status after the date, all shown", () => {
    expect(DEFAULT_COLUMN_PREFS.order).toEqual([
      'type', 'amount', 'currency', 'account', 'category', 'subcategory', 'date', 'status', 'recurring', 'frequency', 'description', 'runningBalance', 'actions',
    ]);
    expect(DEFAULT_COLUMN_PREFS.order.filter((c) => c !== 'account' && c !== 'status')).toEqual([...TRANSACTION_TABLE_COLUMNS]);
    expect(normalizeColumnPrefs('junk')).toEqual(DEFAULT_COLUMN_PREFS);
  });
  it('drops unknown columns, adds missing ones, never hides actions', () => {
    const prefs = normalizeColumnPrefs({ order: ['date', 'bogus', 'amount', 'date'], hidden: ['actions', 'currency', 'nope'] });
    expect(prefs.order.indexOf('date')).toBeLessThan(prefs.order.indexOf('amount'));
    expect(prefs.order.indexOf('status')).toBe(prefs.order.indexOf('date') + 1);
    expect([...prefs.order].sort()).toEqual([...TABLE_COLUMNS].sort());
    expect(prefs.hidden).toEqual(['currency']);
  });
  it('keeps prefs stored before the account and status columns, and puts those where they belong', () => {
    // Saved by the table of issue 6: the amount moved first, the currency hidden.
    const stored = { order: ['amount', 'type', 'currency', 'category', 'subcategory', 'date', 'recurring', 'frequency', 'description', 'runningBalance', 'actions'], hidden: ['currency'] };
    expect(normalizeColumnPrefs(stored)).toEqual({
      order: ['amount', 'type', 'currency', 'account', 'category', 'subcategory', 'date', 'status', 'recurring', 'frequency', 'description', 'runningBalance', 'actions'],
      hidden: ['currency'],
    });
    // A stored order without the columns before a new one: it goes first.
    expect(normalizeColumnPrefs({ order: ['date', 'actions'], hidden: [] }).order.slice(0, 5)).toEqual(['type', 'amount', 'currency', 'account', 'category']);
  });
  it('moves and toggles', () => {
    expect(moveColumn(DEFAULT_COLUMN_PREFS, 'amount', -1).order.slice(0, 2)).toEqual(['amount', 'type']);
    expect(moveColumn(DEFAULT_COLUMN_PREFS, 'type', -1)).toBe(DEFAULT_COLUMN_PREFS);
    expect(toggleColumn(DEFAULT_COLUMN_PREFS, 'status').hidden).toEqual(['status']);
    expect(toggleColumn(toggleColumn(DEFAULT_COLUMN_PREFS, 'currency'), 'currency').hidden).toEqual([]);
    expect(toggleColumn(DEFAULT_COLUMN_PREFS, 'actions')).toBe(DEFAULT_COLUMN_PREFS);
  });
});
