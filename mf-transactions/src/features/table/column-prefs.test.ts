import { TRANSACTION_TABLE_COLUMNS } from '@buget/shared-domain/schemas';
import { describe, expect, it } from 'vitest';
import { TABLE_COLUMNS } from './column-ids';
import { defaultColumnPrefs, moveColumn, normalizeColumnPrefs, toggleColumn, type ColumnPrefs } from './column-prefs';

const DEFAULTS = defaultColumnPrefs({ accountCurrencies: ['RON', 'RON', 'RON'], defaultCurrency: 'RON' });

describe('column prefs', () => {
  it("defaults to the spec's order with the account after the currency and the status after the date", () => {
    expect(DEFAULTS.order).toEqual([
      'type', 'amount', 'currency', 'account', 'category', 'subcategory', 'date', 'status', 'recurring', 'frequency', 'description', 'runningBalance', 'actions',
    ]);
    expect(DEFAULTS.order.filter((c) => c !== 'account' && c !== 'status')).toEqual([...TRANSACTION_TABLE_COLUMNS]);
  });
  it('hides the subcategory and the frequency by default, and the currency while every account holds the default currency (issue 28 point 10)', () => {
    expect(DEFAULTS.hidden).toEqual(['currency', 'subcategory', 'frequency']);
    // No account read yet (or no currency read for them): nothing but the default currency.
    expect(defaultColumnPrefs({ accountCurrencies: [], defaultCurrency: 'RON' }).hidden).toEqual(['currency', 'subcategory', 'frequency']);
    expect(defaultColumnPrefs({ accountCurrencies: ['RON', 'EUR'], defaultCurrency: 'RON' }).hidden).toEqual(['subcategory', 'frequency']);
    expect(defaultColumnPrefs({ accountCurrencies: ['RON'], defaultCurrency: 'EUR' }).hidden).toEqual(['subcategory', 'frequency']);
  });
  it('tells a stored choice from none: nothing usable stored is no choice (the defaults apply)', () => {
    expect(normalizeColumnPrefs('junk')).toBeNull();
    expect(normalizeColumnPrefs(null)).toBeNull();
    // A choice that shows every column stays so: the new defaults do not override it.
    expect(normalizeColumnPrefs({ order: DEFAULTS.order, hidden: [] })?.hidden).toEqual([]);
  });
  it('drops unknown columns, adds missing ones, never hides actions', () => {
    const prefs = normalizeColumnPrefs({ order: ['date', 'bogus', 'amount', 'date'], hidden: ['actions', 'currency', 'nope'] });
    if (!prefs) throw new Error('stored prefs dropped');
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
    expect(normalizeColumnPrefs({ order: ['date', 'actions'], hidden: [] })?.order.slice(0, 5)).toEqual(['type', 'amount', 'currency', 'account', 'category']);
  });
  it('moves and toggles', () => {
    const all: ColumnPrefs = { order: DEFAULTS.order, hidden: [] };
    expect(moveColumn(all, 'amount', -1).order.slice(0, 2)).toEqual(['amount', 'type']);
    expect(moveColumn(all, 'type', -1)).toBe(all);
    expect(toggleColumn(all, 'status').hidden).toEqual(['status']);
    expect(toggleColumn(toggleColumn(all, 'currency'), 'currency').hidden).toEqual([]);
    expect(toggleColumn(all, 'actions')).toBe(all);
    expect(toggleColumn(DEFAULTS, 'currency').hidden).toEqual(['subcategory', 'frequency']);
  });
});
