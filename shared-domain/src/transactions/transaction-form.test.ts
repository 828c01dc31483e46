import { describe, expect, it } from 'vitest';
import { TRANSACTION_FORM_MESSAGES as M } from '@buget/shared-domain/rules';
import { createTransactionFormSchema, normalizeTransactionFormFields } from './transaction-form';
import { TRANSACTION_RULE_MESSAGES as R } from './transaction-messages';

const TODAY = '2025-06-15';
const valid = { type: 'EXPENSE', amount: '120,5', category: 'NUTRITIE', subcategory: 'Cumpărături', date: '2025-06-14' };

const parse = (fields: Record<string, unknown>) =>
  createTransactionFormSchema(TODAY).safeParse(normalizeTransactionFormFields(fields));

/** The first issue of a refused form, as 'path: message'. */
const errorOf = (fields: Record<string, unknown>): string => {
  const result = parse(fields);
  const issue = result.error?.issues[0];
  if (!issue) throw new Error('expected a failure');
  return `${issue.path.join('.')}: ${issue.message}`;
};

describe('transaction form helper', () => {
  it('turns empty fields into undefined and reads the number of occurrences; the amount stays text for its schema', () => {
    const n = normalizeTransactionFormFields({ description: '  ', amount: ' 10 ', occurrences: '3', subcategory: null, other: 3 });
    expect(n).toEqual({ description: undefined, amount: '10', occurrences: 3, subcategory: undefined, other: 3, recurring: false });
  });
  it.each([
    ['1.234,56', 1234.56],
    ['1 234,5 lei', 1234.5],
    ['1234.56', 1234.56],
    ['1.000', 1000],
  ])('reads the amount %j as Romanians write it: %s', (amount, value) => {
    expect(parse({ ...valid, amount }).data?.amount).toBe(value);
  });
  it.each([
    ['true', true],
    ['on', true],
    [true, true],
    ['false', false],
    ['yes', false],
    [undefined, false],
  ])('reads recurring %s as %s', (value, expected) => {
    expect(normalizeTransactionFormFields({ recurring: value })['recurring']).toBe(expected);
  });
  it('accepts a valid one-off transaction and sets frequency NONE', () => {
    expect(parse(valid).data).toEqual({ ...valid, amount: 120.5, recurring: false, frequency: 'NONE', status: 'done' });
  });
  it('keeps the chosen frequency for a recurring one', () => {
    expect(parse({ ...valid, recurring: 'on', frequency: 'MONTHLY' }).data?.frequency).toBe('MONTHLY');
  });
});

describe('transaction form rules', () => {
  it.each([
    [{ type: undefined }, `type: ${M.typeRequired}`],
    [{ type: 'GIFT' }, `type: ${M.typeInvalid}`],
    [{ amount: 'abc' }, `amount: ${M.amountInvalid}`],
    [{ amount: '0' }, `amount: ${M.amountPositive}`],
    [{ amount: '-5' }, `amount: ${M.amountPositive}`],
    [{ amount: '-1.234,5 lei' }, `amount: ${M.amountPositive}`],
    [{ amount: '1.23.4' }, `amount: ${M.amountInvalid}`],
    [{ amount: '1e3' }, `amount: ${M.amountInvalid}`],
    [{ amount: '1000000.001' }, `amount: ${M.amountMax}`],
    [{ amount: '1.0001' }, `amount: ${M.amountPrecision}`],
    [{ category: '' }, `category: ${M.categoryRequired}`],
    [{ category: 'x'.repeat(101) }, `category: ${M.categoryTooLong}`],
    [{ subcategory: 'x'.repeat(501) }, `subcategory: ${M.subcategoryTooLong}`],
    [{ description: 'x'.repeat(1001) }, `description: ${M.descriptionTooLong}`],
    [{ id: 'x'.repeat(101) }, `id: ${M.idInvalid}`],
    [{ date: undefined }, `date: ${M.dateRequired}`],
    [{ date: '2025-02-30' }, `date: ${M.dateInvalid}`],
    [{ date: '2025-06-16' }, `date: ${R.doneInFuture}`],
    [{ date: '2026-06-16', status: 'planned' }, `date: ${R.plannedTooFar}`],
    [{ date: '2015-06-14' }, `date: ${M.dateTooOld}`],
    [{ recurring: 'on' }, `frequency: ${M.frequencyRequired}`],
    [{ recurring: 'on', frequency: 'HOURLY' }, `frequency: ${M.frequencyInvalid}`],
    [{ recurring: 'on', frequency: 'DAILY', endCondition: 'after' }, `occurrences: ${M.occurrencesInvalid}`],
    [{ recurring: 'on', frequency: 'DAILY', endCondition: 'after', occurrences: '1.5' }, `occurrences: ${M.occurrencesInvalid}`],
    [{ recurring: 'on', frequency: 'DAILY', endCondition: 'until' }, `endDate: ${M.endDateRequired}`],
    [{ recurring: 'on', frequency: 'DAILY', endCondition: 'until', endDate: '2025-06-01' }, `endDate: ${M.endDateBeforeStart}`],
  ])('rejects %o', (patch, message) => {
    expect(errorOf({ ...valid, ...patch })).toBe(message);
  });
  it('accepts the boundaries: today, exactly the age limit, 1,000,000 and 0.001', () => {
    expect(parse({ ...valid, date: TODAY }).success).toBe(true);
    expect(parse({ ...valid, date: '2015-06-15' }).success).toBe(true);
    expect(parse({ ...valid, amount: '1000000' }).success).toBe(true);
    expect(parse({ ...valid, amount: '0.001' }).success).toBe(true);
    expect(parse({ ...valid, amount: '0.1' }).success).toBe(true);
  });
  it('accepts a recurring series ending on a date or after N occurrences', () => {
    const until = { ...valid, recurring: 'true', frequency: 'WEEKLY', endCondition: 'until', endDate: '2025-12-31' };
    const after = { ...valid, recurring: 'true', frequency: 'WEEKLY', endCondition: 'after', occurrences: '4' };
    expect(parse(until).success).toBe(true);
    expect(parse(after).success).toBe(true);
  });
  it('exposes the schema for form libraries', () => {
    expect(createTransactionFormSchema(TODAY).safeParse({ ...valid, amount: 5 }).success).toBe(true);
  });
});

describe('transaction form for an edit (issue 9 point 9, issue 22 point 8)', () => {
  const edit = (date: string, stored: string, status = 'planned', recurring = true) =>
    createTransactionFormSchema(TODAY, { date: stored, recurring }).safeParse({ ...valid, amount: 5, date, status });
  const message = (result: ReturnType<typeof edit>) => (result.success ? null : result.error.issues[0]?.message);

  it('keeps a generated future occurrence on its own date', () => {
    expect(edit('2025-07-01', '2025-07-01').success).toBe(true);
    // The same date is refused for a new transaction marked done.
    expect(createTransactionFormSchema(TODAY).safeParse({ ...valid, amount: 5, date: '2025-07-01' }).success).toBe(false);
  });
  it('moves a future occurrence within the look-ahead, or back to today and the past', () => {
    expect(edit('2025-07-03', '2025-07-01').success).toBe(true);
    expect(edit('2035-06-13', '2025-07-01').success).toBe(true); // today + 3650 days
    expect(edit(TODAY, '2025-07-01').success).toBe(true);
    expect(edit('2025-05-01', '2025-07-01').success).toBe(true);
    expect(message(edit('2035-06-14', '2025-07-01'))).toBe(M.dateTooFarAhead);
  });
  it('moves a planned one-off row up to a year ahead, a done one not into the future', () => {
    expect(edit('2026-06-15', '2025-06-01', 'planned', false).success).toBe(true);
    expect(message(edit('2026-06-16', '2025-06-01', 'planned', false))).toBe(R.plannedTooFar);
    expect(message(edit('2025-06-16', '2025-06-01', 'done', false))).toBe(R.doneInFuture);
    expect(edit('2025-06-15', '2025-06-01', 'done', false).success).toBe(true);
  });
  it('keeps an old row on its date past the age limit, but does not move a row past it', () => {
    expect(edit('2014-01-01', '2014-01-01').success).toBe(true);
    expect(message(edit('2014-01-02', '2014-01-01'))).toBe(M.dateTooOld);
  });
  it('still refuses a date that is not a calendar day', () => {
    expect(message(edit('2025-06-31', '2025-07-01'))).toBe(M.dateInvalid);
  });
});

describe('transaction form messages the form helper cannot produce', () => {
  it('says so for an empty description and a date that is not text', () => {
    const schema = createTransactionFormSchema('2025-06-15');
    const base = { type: 'INCOME', amount: 1, category: 'VENITURI', date: '2025-06-01' };
    expect(schema.safeParse({ ...base, description: '' }).error?.issues[0]?.message).toBe(M.descriptionTooShort);
    expect(schema.safeParse({ ...base, date: 20250601 }).error?.issues[0]?.message).toBe(M.dateInvalid);
  });
});
