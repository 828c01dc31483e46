import { describe, expect, it } from 'vitest';
import { TRANSACTION_FORM_MESSAGES as M } from '@buget/shared-domain/rules';
import { defaultFormStatus, formStatusOf, latestTransactionDate, transactionDateIssue } from './transaction-dates';
import { TRANSACTION_RULE_MESSAGES as R } from './transaction-messages';

const today = '2026-02-28';

describe('done or planned against the date (issue 22 point 8)', () => {
  it('reads a stored status as done or planned', () => {
    expect(formStatusOf('COMPLETED')).toBe('done');
    expect(formStatusOf('MODIFIED')).toBe('done');
    expect(formStatusOf(null)).toBe('planned');
    expect(formStatusOf('SKIPPED')).toBe('planned');
  });
  it('starts a new transaction as done up to today, planned after', () => {
    expect(defaultFormStatus('2026-02-27', today)).toBe('done');
    expect(defaultFormStatus(today, today)).toBe('done');
    expect(defaultFormStatus('2026-03-01', today)).toBe('planned');
  });
  it('dates a done transaction up to today, a planned one up to a year ahead', () => {
    expect(latestTransactionDate({ today, status: 'done' })).toBe(today);
    // 28 February + 1 year; from 29 February the year ahead clamps to the 28th.
    expect(latestTransactionDate({ today, status: 'planned' })).toBe('2027-02-28');
    expect(latestTransactionDate({ today: '2028-02-29', status: 'planned' })).toBe('2029-02-28');
    expect(latestTransactionDate({ today, status: 'planned', editing: { date: '2026-03-10', recurring: true } })).toBe('2036-02-26');
  });
  it.each([
    ['done', '2026-03-01', undefined, R.doneInFuture],
    ['done', today, undefined, null],
    ['planned', '2026-03-01', undefined, null],
    ['planned', '2027-02-28', undefined, null],
    ['planned', '2027-03-01', undefined, R.plannedTooFar],
    ['planned', '2016-02-27', undefined, M.dateTooOld],
    ['done', '2016-02-28', undefined, null],
    // A row keeps its own date, except a done row in the future (the server refuses it too).
    ['planned', '2030-01-01', { date: '2030-01-01' }, null],
    ['done', '2010-01-01', { date: '2010-01-01' }, null],
    ['done', '2026-03-10', { date: '2026-03-10', recurring: true }, R.doneInFuture],
    ['planned', '2036-02-27', { date: '2026-03-10', recurring: true }, M.dateTooFarAhead],
  ] as const)('%s on %s (editing %o): %s', (status, date, editing, issue) => {
    expect(transactionDateIssue(date, { today, status, editing })).toBe(issue);
  });
});
