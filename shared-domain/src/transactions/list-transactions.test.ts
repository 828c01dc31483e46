import { describe, expect, it } from 'vitest';
import { toListArgs, toTransactionRow, transactionListFiltersSchema } from './list-transactions';

const ACCOUNT = '11111111-1111-4111-8111-111111111111';

describe('the list query (issue 22)', () => {
  it('filters by account and by the transfer type', () => {
    const q = transactionListFiltersSchema.parse({ account: ACCOUNT, type: 'TRANSFER', status: 'MODIFIED' });
    expect(toListArgs(q)).toMatchObject({ filter_account: ACCOUNT, filter_type: 'TRANSFER', status: 'MODIFIED' });
    expect(toListArgs(transactionListFiltersSchema.parse({}))).not.toHaveProperty('filter_account');
    expect(transactionListFiltersSchema.safeParse({ account: 'Bancă' }).success).toBe(false);
  });
  it("reads a transfer row with its other end and numbers as numbers", () => {
    const row = toTransactionRow({
      id: 't', user_id: 'u', account_id: 'a', to_account_id: 'b', type: 'TRANSFER', amount: '250.5' as unknown as number,
      actual_amount: null as unknown as number, counted_amount: '250.5' as unknown as number, planned_amount: null as unknown as number, execution_status: 'COMPLETED', date: '2026-01-02',
      category: 'TRANSFER', subcategory: null as unknown as string, description: null as unknown as string, recurring: false, frequency: 'NONE',
      recurring_rule_id: null as unknown as string, currency: 'RON', created_at: '', updated_at: '', running_balance: '1000' as unknown as number, total_count: 1,
      reconciled_at: '2026-01-03T10:00:00+00:00', to_amount: '50.25' as unknown as number, to_currency: 'EUR',
    });
    expect(row).toMatchObject({ type: 'TRANSFER', account_id: 'a', to_account_id: 'b', amount: 250.5, running_balance: 1000, counted_amount: 250.5, actual_amount: null, reconciled_at: '2026-01-03T10:00:00+00:00', to_amount: 50.25, to_currency: 'EUR' });
  });
});
