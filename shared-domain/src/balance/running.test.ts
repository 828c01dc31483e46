import { describe, expect, it } from 'vitest';
import { runningBalances } from './running';

describe('running balance', () => {
  it('accumulates oldest first, keeping same-day order and skipping what does not count', () => {
    const rows = runningBalances(
      [
        { type: 'EXPENSE', amount: 30, date: '2025-06-02' },
        { type: 'INCOME', amount: 100, date: '2025-06-01' },
        { type: 'SAVING', amount: 20, date: '2025-06-02' },
        { type: 'EXPENSE', amount: 999, date: '2025-06-03', execution_status: 'PENDING' },
      ],
      10,
    );
    expect(rows.map((r) => [r.transaction.date, r.balance])).toEqual([
      ['2025-06-01', 110],
      ['2025-06-02', 80],
      ['2025-06-02', 60],
      ['2025-06-03', 60],
    ]);
  });
});
