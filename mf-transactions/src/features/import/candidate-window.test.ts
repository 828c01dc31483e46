import { describe, expect, it } from 'vitest';
import { candidateWindow } from './candidate-window';
import type { StatementRow } from './parse/types';

const row = (date: string): StatementRow => ({ line: 1, date, amount: 1, type: 'EXPENSE', description: '', payee: null, reference: null, state: 'BOOKED', currency: null });

describe('candidateWindow', () => {
  it('spans the statement\u2019s first day minus 7 to its last day plus 7, across months and years', () => {
    expect(candidateWindow([row('2026-01-03'), row('2025-12-30'), row('2026-01-01')])).toEqual({ from: '2025-12-23', to: '2026-01-10' });
  });

  it('is null without rows', () => {
    expect(candidateWindow([])).toBeNull();
  });
});
