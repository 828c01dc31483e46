import { describe, expect, it } from 'vitest';
import { GRID_VALUE_MESSAGES as M, ERROR_MESSAGES, TRANSACTION_FORM_MESSAGES } from '@buget/shared-domain/rules';
import type { Category } from '@buget/shared-domain/schemas';
import type { UserAccountRow } from '@buget/shared-domain/accounts';
import { accountOptions, categoryValue, defaultAccountValue, defaultCategoryValue, QUICK_ADD_TEXT, validateQuickAdd } from './quick-add';

const categories: Category[] = [
  { name: 'VENITURI', isCustom: false, subcategories: [{ name: 'Cadouri', isCustom: false }] },
  { name: 'NUTRITIE', isCustom: false, subcategories: [{ name: 'Cafenele', isCustom: false }] },
  { name: 'Animale', isCustom: true, subcategories: [{ name: 'Hrană', isCustom: true }] },
];
const coffee = categoryValue('NUTRITIE', 'Cafenele');
const check = (amount: string, category = coffee, description = '', date = '2026-03-10', account = '') =>
  validateQuickAdd({ amount, category, description, account }, categories, date, '2026-03-10');
const account = (id: string, name: string, patch: Partial<UserAccountRow> = {}): UserAccountRow => ({
  id, user_id: 'u', name, account_type: 'CHECKING', initial_balance: 0, included_in_total: true,
  display_order: 1, is_active: true, is_default: false, balance_start_date: null, currency: 'RON', ...patch,
});

describe('the quick unplanned form', () => {
  it('makes a draft of the day, its type from the category, a blank description none', () => {
    expect(check('12,5', coffee, '  covrigi ')).toEqual({
      ok: true,
      draft: { date: '2026-03-10', type: 'EXPENSE', amount: 12.5, category: 'NUTRITIE', subcategory: 'Cafenele', description: 'covrigi', accountId: null },
    });
    expect(check('12', coffee, '', '2026-03-10', 'cash-id')).toMatchObject({ ok: true, draft: { accountId: 'cash-id' } });
    expect(check('300', categoryValue('VENITURI', 'Cadouri'))).toMatchObject({ ok: true, draft: { type: 'INCOME', description: null } });
    expect(check('3', categoryValue('Animale', 'Hrană'), '', '2026-03-01')).toMatchObject({ ok: true, draft: { category: 'Animale', date: '2026-03-01' } });
  });
  it("carries the currency of the account it goes to, the default's when none is chosen", () => {
    const accounts = [account('bank', 'Bancă', { is_default: true }), account('euro', 'Euro', { currency: 'EUR' })];
    const add = (chosen: string, list = accounts) => validateQuickAdd({ amount: '12', category: coffee, description: '', account: chosen }, categories, '2026-03-10', '2026-03-10', list);
    expect(add('euro')).toMatchObject({ ok: true, draft: { accountId: 'euro', currency: 'EUR' } });
    expect(add('bank')).toMatchObject({ ok: true, draft: { currency: 'RON' } });
    expect(add('', [account('bank', 'Bancă'), account('euro', 'Euro', { currency: 'EUR', is_default: true })])).toMatchObject({ ok: true, draft: { accountId: null, currency: 'EUR' } });
    // Unknown accounts (still loading): the server's answer gives the currency.
    expect(add('', [])).toEqual({ ok: true, draft: expect.not.objectContaining({ currency: expect.anything() }) });
  });
  it('says what is wrong with the amount, in Romanian', () => {
    expect(check('abc')).toEqual({ ok: false, errors: { amount: M.invalidNumber } });
    expect(check('-5')).toEqual({ ok: false, errors: { amount: M.negative } });
    expect(check('0')).toEqual({ ok: false, errors: { amount: M.zero } });
    expect(check('1000000,01')).toEqual({ ok: false, errors: { amount: M.max } });
    expect(check('1,2345')).toEqual({ ok: false, errors: { amount: M.precision } });
    expect(check('')).toEqual({ ok: false, errors: { amount: TRANSACTION_FORM_MESSAGES.amountRequired } });
  });
  it('refuses a category the catalogue does not hold, a long description and a future day', () => {
    expect(check('5', categoryValue('NUTRITIE', 'Inexistent'))).toEqual({ ok: false, errors: { category: ERROR_MESSAGES.EROARE_CATEGORIE_SUBCATEGORIE_INVALIDA } });
    expect(check('5', '')).toEqual({ ok: false, errors: { category: TRANSACTION_FORM_MESSAGES.categoryRequired } });
    expect(check('5', coffee, 'x'.repeat(1001))).toEqual({ ok: false, errors: { description: TRANSACTION_FORM_MESSAGES.descriptionTooLong } });
    expect(check('5', coffee, '', '2026-03-11')).toEqual({ ok: false, errors: { amount: QUICK_ADD_TEXT.futureDay } });
  });
  it('offers the active accounts and starts on the default one', () => {
    const accounts = [account('b', 'Bancă'), account('c', 'Cash', { is_default: true }), account('i', 'Vechi', { is_active: false })];
    expect(accountOptions(accounts)).toEqual([{ value: 'b', label: 'Bancă' }, { value: 'c', label: 'Cash' }]);
    expect(defaultAccountValue(accounts)).toBe('c');
    expect(defaultAccountValue([])).toBe('');
  });
  it('starts on the groceries', () => {
    expect(defaultCategoryValue(categories)).toBe(coffee);
    expect(defaultCategoryValue([])).toBe('');
  });
});
