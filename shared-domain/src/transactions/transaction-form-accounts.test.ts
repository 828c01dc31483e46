import { describe, expect, it } from 'vitest';
import { TRANSACTION_FORM_MESSAGES as M } from '@buget/shared-domain/rules';
import { createTransactionFormSchema, normalizeTransactionFormFields } from './transaction-form';
import { TRANSACTION_RULE_MESSAGES as R } from './transaction-messages';

const TODAY = '2025-06-15';
const BANK = '11111111-1111-4111-8111-111111111111';
const CASH = '22222222-2222-4222-8222-222222222222';
const expense = { type: 'EXPENSE', amount: '89,99', category: 'NUTRITIE', date: '2025-06-14', accountId: BANK };
const transfer = { type: 'TRANSFER', amount: '250', date: TODAY, accountId: BANK, toAccountId: CASH };

const parse = (fields: Record<string, unknown>) => createTransactionFormSchema(TODAY).safeParse(normalizeTransactionFormFields(fields));
const issues = (fields: Record<string, unknown>) => parse(fields).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('the form with accounts and status (issue 22 points 1, 4, 8)', () => {
  it('keeps the chosen account and records a past transaction as done unless marked planned', () => {
    expect(parse(expense).data).toMatchObject({ accountId: BANK, status: 'done', toAccountId: undefined });
    expect(parse({ ...expense, status: 'planned' }).data?.status).toBe('planned');
  });
  it('plans ahead up to a year; a done one is refused in the future with its own text', () => {
    expect(parse({ ...expense, status: 'planned', date: '2026-06-15' }).success).toBe(true);
    expect(issues({ ...expense, date: '2025-06-16' })).toEqual([`date: ${R.doneInFuture}`]);
    expect(issues({ ...expense, status: 'planned', date: '2026-06-16' })).toEqual([`date: ${R.plannedTooFar}`]);
  });
  it('says what is wrong with the date while another field is wrong too', () => {
    expect(issues({ ...expense, amount: '', category: '', date: '2025-07-01' })).toEqual([
      `amount: ${M.amountRequired}`,
      `category: ${M.categoryRequired}`,
      `date: ${R.doneInFuture}`,
    ]);
  });
  it('makes every row of a new series planned, whatever the status field says', () => {
    expect(parse({ ...expense, status: 'done', recurring: 'on', frequency: 'MONTHLY' }).data?.status).toBe('planned');
  });
  it('refuses an unknown status', () => {
    expect(parse({ ...expense, status: 'DONE' }).success).toBe(false);
  });
});

describe('a transfer in the form (issue 22 point 4)', () => {
  it('is one transfer between two accounts, with the fixed category, no subcategory and no series', () => {
    expect(parse({ ...transfer, category: 'NUTRITIE', subcategory: 'Piață', recurring: 'on', description: 'retragere' }).data).toMatchObject({
      type: 'TRANSFER', amount: 250, category: 'TRANSFER', subcategory: undefined, recurring: false, frequency: 'NONE',
      accountId: BANK, toAccountId: CASH, status: 'done', description: 'retragere',
    });
  });
  it('needs both accounts, and two different ones', () => {
    expect(issues({ ...transfer, toAccountId: BANK })).toEqual([`toAccountId: ${R.sameAccount}`]);
    expect(issues({ ...transfer, accountId: '', toAccountId: '' })).toEqual([`accountId: ${R.fromAccountRequired}`, `toAccountId: ${R.toAccountRequired}`]);
  });
  it('keeps the status and date rules', () => {
    expect(issues({ ...transfer, date: '2025-06-20' })).toEqual([`date: ${R.doneInFuture}`]);
    expect(parse({ ...transfer, date: '2025-06-20', status: 'planned' }).success).toBe(true);
  });
  it('lets a saving name the account it goes to, and drops a second account for income and expense', () => {
    expect(parse({ ...expense, type: 'SAVING', category: 'ECONOMII', toAccountId: CASH }).data?.toAccountId).toBe(CASH);
    expect(parse({ ...expense, toAccountId: CASH }).data?.toAccountId).toBeUndefined();
  });
});
