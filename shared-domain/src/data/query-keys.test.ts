import { describe, expect, it } from 'vitest';
import { queryKeys, TRANSACTION_WRITE_INVALIDATES } from './query-keys';

describe('queryKeys', () => {
  it('nests list and detail keys under the entity root so one invalidation reaches them all', () => {
    const list = queryKeys.transactions.list({ pageSize: 10, offset: 0 });
    expect(list.slice(0, 2)).toEqual([...queryKeys.transactions.lists()]);
    expect(queryKeys.transactions.detail('abc').slice(0, 1)).toEqual([...queryKeys.transactions.all]);
    expect(queryKeys.recurringRules.detail('r1')).toEqual(['recurring', 'r1']);
  });

  it('keeps the spec key of the available balance and invalidates it on every transaction write', () => {
    expect(queryKeys.availableBalance).toEqual(['totalAvailableBalance']);
    expect(TRANSACTION_WRITE_INVALIDATES).toContain(queryKeys.availableBalance);
  });

  it("invalidates each account's balance on every transaction write; it sits under the accounts, so account writes reach it too", () => {
    expect(TRANSACTION_WRITE_INVALIDATES).toContainEqual(queryKeys.accounts.balances());
    expect(queryKeys.accounts.balances().slice(0, 1)).toEqual([...queryKeys.accounts.all]);
  });

  it('puts the grid cells, the reports and the accounts\' reconciliation and automatic transfers under their entity, so its writes refresh them', () => {
    const cell = { category: 'NUTRITIE', subcategory: null, date: '2026-03-10' };
    expect(queryKeys.transactions.cell(cell)).toEqual([...queryKeys.transactions.cells(), cell]);
    expect(queryKeys.transactions.report('cash-flow', { from: '2026-01' }).slice(0, 1)).toEqual([...queryKeys.transactions.all]);
    expect(queryKeys.transactions.report('cash-flow', { from: '2026-01' })).toEqual([...queryKeys.transactions.reports(), 'cash-flow', { from: '2026-01' }]);
    for (const key of [queryKeys.accounts.reconciled(), queryKeys.accounts.autoTransfers()]) expect(key.slice(0, 1)).toEqual([...queryKeys.accounts.all]);
  });
});
