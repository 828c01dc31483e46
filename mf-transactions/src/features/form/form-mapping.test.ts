import { TRANSACTION_FORM_MESSAGES as M } from '@buget/shared-domain/rules';
import { TRANSACTION_RULE_MESSAGES as R, type TransactionRow } from '@buget/shared-domain/transactions';
import { describe, expect, it } from 'vitest';
import { emptyFields, fieldsFromRow, recurrenceEnd, seriesChanges, validateFields } from './form-mapping';

const today = '2026-03-15';
const row: TransactionRow = { id: 'a', user_id: 'u', account_id: null, to_account_id: null, type: 'INCOME', amount: 5000, counted_amount: 5000, actual_amount: null, planned_amount: null, execution_status: null, date: '2026-03-01', category: 'VENITURI', subcategory: 'Salarii', description: null, currency: 'RON', recurring: true, frequency: 'MONTHLY', recurring_rule_id: 'r', running_balance: 5000 };

describe('transaction form mapping', () => {
  it('reports each field with the exact spec messages', () => {
    const result = validateFields({ ...emptyFields(today), amount: '', category: '', date: '2026-04-01' }, today, null);
    expect(result).toEqual({ ok: false, errors: { amount: M.amountRequired, category: M.categoryRequired, date: R.doneInFuture } });
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

  it('an edit of a generated future occurrence keeps or moves its date; a done transaction may not be in the future', () => {
    const future = { ...row, date: '2026-04-01' };
    const fields = fieldsFromRow(future, today);
    expect(validateFields(fields, today, future).ok).toBe(true);
    expect(validateFields({ ...fields, date: '2026-04-03' }, today, future).ok).toBe(true);
    expect(validateFields({ ...fields, date: '2036-03-13' }, today, future)).toEqual({ ok: false, errors: { date: M.dateTooFarAhead } });
    expect(validateFields({ ...fields, date: '2026-04-03', status: 'done' }, today, row)).toEqual({ ok: false, errors: { date: R.doneInFuture } });
    expect(validateFields({ ...fields, recurring: false, status: 'done' }, today, null)).toEqual({ ok: false, errors: { date: R.doneInFuture } });
    expect(validateFields({ ...fields, recurring: false }, today, null).ok).toBe(true);
  });

  it('reads a row into the form: its account, its other account and whether it is done (issue 22)', () => {
    const done = fieldsFromRow({ ...row, recurring: false, recurring_rule_id: null, account_id: 'a1', execution_status: 'MODIFIED' }, today);
    expect(done).toMatchObject({ accountId: 'a1', toAccountId: '', status: 'done' });
    const transfer = fieldsFromRow({ ...row, type: 'TRANSFER', category: 'TRANSFER', subcategory: null, account_id: 'a1', to_account_id: 'a2', execution_status: 'COMPLETED' }, today);
    expect(transfer).toMatchObject({ type: 'TRANSFER', category: '', accountId: 'a1', toAccountId: 'a2', status: 'done' });
    expect(fieldsFromRow({ ...row, execution_status: 'SKIPPED' }, today).status).toBe('planned');
  });

  it('a transfer needs two different accounts; its fields reach the schema', () => {
    const base = { ...emptyFields(today), type: 'TRANSFER', amount: '250', accountId: 'a1' };
    expect(validateFields({ ...base, toAccountId: 'a1' }, today, null)).toEqual({ ok: false, errors: { toAccountId: R.sameAccount } });
    const ok = validateFields({ ...base, toAccountId: 'a2', description: 'retragere' }, today, null);
    expect(ok.ok && ok.values).toMatchObject({ type: 'TRANSFER', category: 'TRANSFER', accountId: 'a1', toAccountId: 'a2', status: 'done' });
  });
});
