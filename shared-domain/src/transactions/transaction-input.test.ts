import { describe, expect, it } from 'vitest';
import { createTransactionFormSchema } from './transaction-form';
import { toTransactionWrite } from './transaction-input';

const BANK = '11111111-1111-4111-8111-111111111111';
const CASH = '22222222-2222-4222-8222-222222222222';
const values = (fields: Record<string, unknown>) => {
  const parsed = createTransactionFormSchema('2025-06-15').parse({ type: 'EXPENSE', amount: 89.99, category: 'NUTRITIE', date: '2025-06-14', ...fields });
  return parsed;
};

describe('form values → stored columns', () => {
  it('writes a done transaction as COMPLETED with its real amount, and its account', () => {
    expect(toTransactionWrite(values({ accountId: BANK }))).toEqual({
      type: 'EXPENSE', amount: 89.99, category: 'NUTRITIE', subcategory: null, date: '2025-06-14', description: null,
      recurring: false, frequency: 'NONE', account_id: BANK, to_account_id: null, execution_status: 'COMPLETED', actual_amount: 89.99,
    });
  });
  it('writes a planned one with no status; without an account the server picks the default', () => {
    const write = toTransactionWrite(values({ status: 'planned', date: '2025-07-01' }));
    expect(write).toMatchObject({ execution_status: null, actual_amount: null, date: '2025-07-01' });
    expect('account_id' in write).toBe(false);
  });
  it('writes a transfer as one row between its two accounts', () => {
    expect(toTransactionWrite(values({ type: 'TRANSFER', accountId: BANK, toAccountId: CASH }))).toMatchObject({
      type: 'TRANSFER', category: 'TRANSFER', subcategory: null, account_id: BANK, to_account_id: CASH, recurring: false,
    });
  });
  it('an edit that keeps the status keeps the recorded real amount, unless the row is plainly COMPLETED', () => {
    const done = values({ amount: 70 });
    expect(toTransactionWrite(done, { execution_status: 'MODIFIED' })).not.toHaveProperty('execution_status');
    expect(toTransactionWrite(done, { execution_status: 'MODIFIED' })).not.toHaveProperty('actual_amount');
    expect(toTransactionWrite(done, { execution_status: 'COMPLETED' })).toMatchObject({ actual_amount: 70 });
    expect(toTransactionWrite(done, { execution_status: 'COMPLETED' })).not.toHaveProperty('execution_status');
    expect(toTransactionWrite(values({ status: 'planned' }), { execution_status: 'SKIPPED' })).not.toHaveProperty('execution_status');
  });
  it('an edit that changes the status writes the new one', () => {
    expect(toTransactionWrite(values({ status: 'planned' }), { execution_status: 'COMPLETED' })).toMatchObject({ execution_status: null, actual_amount: null });
    expect(toTransactionWrite(values({ amount: 12 }), { execution_status: null })).toMatchObject({ execution_status: 'COMPLETED', actual_amount: 12 });
  });
});
