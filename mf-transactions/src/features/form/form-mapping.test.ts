import { TRANSACTION_FORM_MESSAGES as M } from '@buget/shared-domain/rules';
import type { TransactionRow } from '@buget/shared-domain/transactions';
import { describe, expect, it } from 'vitest';
import { emptyFields, fieldsFromRow, recurrenceEnd, seriesChanges, validateFields } from './form-mapping';

const today = '2026-03-15';
const row: TransactionRow = { id: 'a', user_id: 'u', account_id: null, type: 'INCOME', amount: 5000, actual_amount: null, planned_amount: null, execution_status: null, date: '2026-03-01', category: 'VENITURI', subcategory: 'Salarii', description: null, currency: 'RON', recurring: true, frequency: 'MONTHLY', recurring_rule_id: 'r', running_balance: 5000 };

describe('transaction form mapping', () => {
  it('reports each field with the exact spec messages', () => {
    const result = validateFields({ ...emptyFields(today), amount: '', category: '', date: '2026-04-01' }, today, null);
    expect(result).toEqual({ ok: false, errors: { amount: M.amountRequired, category: M.categoryRequired, date: M.dateInFuture } });
  });

  it('accepts a decimal comma and maps a one-off transaction to frequency NONE', () => {
    const result = validateFields({ ...emptyFields(today), amount: '12,5', category: 'NUTRITIE', subcategory: 'Supermarket' }, today, null);
    expect(result.ok && result.values).toMatchObject({ amount: 12.5, frequency: 'NONE', recurring: false, category: 'NUTRITIE' });
  });

  it('needs occurrences for "after" and an end date not before the start for "until"', () => {
    const base = { ...emptyFields(today), amount: '100', category: 'LOCUINTA', recurring: true };
    expect(validateFields({ ...base, endCondition: 'after' }, today, null)).toEqual({ ok: false, errors: { occurrences: M.occurrencesInvalid } });
    expect(validateFields({ ...base, endCondition: 'until', endDate: '2026-01-01' }, today, null)).toEqual({ ok: false, errors: { endDate: M.endDateBeforeStart } });
    const ok = validateFields({ ...base, endCondition: 'after', occurrences: '3' }, today, null);
    expect(ok.ok && recurrenceEnd(ok.values)).toEqual({ type: 'after', occurrences: 3 });
    expect(validateFields({ ...base, endCondition: 'after', occurrences: '3', lookAheadDays: '4000' }, today, null).ok).toBe(false);
  });

  it('an edit ignores the recurrence fields and series changes keep each date', () => {
    const fields = fieldsFromRow(row, today);
    expect(fields).toMatchObject({ type: 'INCOME', amount: '5000', frequency: 'MONTHLY', recurring: true });
    expect(fieldsFromRow({ ...row, amount: 1234.5 }, today).amount).toBe('1234,50');
    const result = validateFields({ ...fields, amount: '5200', endCondition: 'after' }, today, row);
    expect(result.ok && seriesChanges(result.values)).toEqual({ type: 'INCOME', amount: 5200, category: 'VENITURI', subcategory: 'Salarii', description: null });
  });

  it('an edit of a generated future occurrence keeps or moves its date; a new transaction may not be in the future', () => {
    const future = { ...row, date: '2026-04-01' };
    const fields = fieldsFromRow(future, today);
    expect(validateFields(fields, today, future).ok).toBe(true);
    expect(validateFields({ ...fields, date: '2026-04-03' }, today, future).ok).toBe(true);
    expect(validateFields({ ...fields, date: '2036-03-13' }, today, future)).toEqual({ ok: false, errors: { date: M.dateTooFarAhead } });
    expect(validateFields({ ...fields, date: '2026-04-03' }, today, row)).toEqual({ ok: false, errors: { date: M.dateInFuture } });
    expect(validateFields({ ...fields, recurring: false }, today, null)).toEqual({ ok: false, errors: { date: M.dateInFuture } });
  });
});
