import { describe, expect, it } from 'vitest';
import { comparePlannedActual, completionRate, cumulativeSpending, dayMarker, daySummary, PLAN_COMPARISON_LABELS } from './plan-vs-actual';
import type { DailyItem } from './daily-items';

describe('planned versus actual', () => {
  it('shows over budget as +amount', () => {
    expect(comparePlannedActual(100, 250)).toEqual({ kind: 'over_budget', difference: 150, label: '+150 lei' });
  });
  it('shows money saved as -amount', () => {
    expect(comparePlannedActual(100, 80, 'EUR')).toEqual({ kind: 'saved', difference: -20, label: '-20 €' });
  });
  it('shows an exact match, also for a difference under half a ban (money is shown to the ban)', () => {
    expect(comparePlannedActual(100, 100)).toEqual({ kind: 'exact', difference: 0, label: PLAN_COMPARISON_LABELS.exact });
    expect(comparePlannedActual(100, 100.004).kind).toBe('exact');
    expect(comparePlannedActual(100, 99.6)).toMatchObject({ kind: 'saved', label: '-0,40 lei' });
    expect(comparePlannedActual(100, 100.5)).toMatchObject({ kind: 'over_budget', label: '+0,50 lei' });
    expect(comparePlannedActual(89.99, 100)).toMatchObject({ kind: 'over_budget', label: '+10,01 lei' });
  });
});

describe('completion rate', () => {
  it('is the share of planned items done, unplanned ones aside, postponed ones not done', () => {
    expect(
      completionRate([{ status: 'completed' }, { status: 'modified' }, { status: 'pending' }, { status: 'unplanned' }]),
    ).toBe(67);
    expect(completionRate([{ status: 'skipped' }])).toBe(0);
    expect(completionRate([])).toBe(0);
  });
});

const base: DailyItem = {
  id: 'x', date: '2025-05-10', type: 'EXPENSE', category: 'NUTRITIE', subcategory: null, description: null,
  amount: 0, actual: null, status: null, unplanned: false, recurring: false, postponed_from_id: null, postponed_to: null, currency: 'RON', reconciled: false,
};
const it_ = (over: Partial<DailyItem>): DailyItem => ({ ...base, ...over });

describe('day summary', () => {
  it('sums planned and actual spending; compares what was done with its plan plus the unplanned', () => {
    const summary = daySummary([
      it_({ amount: 1500 }), // pending: planned, not yet actual
      it_({ amount: 200, status: 'MODIFIED', actual: 230.5 }),
      it_({ amount: 5, status: 'COMPLETED', actual: 5 }),
      it_({ amount: 300, status: 'SKIPPED' }), // postponed: its plan moved to tomorrow
      it_({ amount: 18.5, status: 'COMPLETED', actual: 18.5, unplanned: true }),
      it_({ type: 'INCOME', amount: 100, status: 'COMPLETED', actual: 100 }), // income is not spending
    ]);
    expect(summary.planned).toBe(1705);
    expect(summary.actual).toBe(254);
    // Done: 235.5 against a plan of 205, plus 18.5 unplanned: 49 over.
    expect(summary.comparison).toEqual({ kind: 'over_budget', difference: 49, label: '+49 lei' });
    // completed, modified, income completed of pending, skipped: 3 of 5.
    expect(summary.completionRate).toBe(60);
    expect(summary.pending).toBe(1);
  });
  it('is an exact match and 0 % for an empty day', () => {
    expect(daySummary([])).toEqual({ planned: 0, actual: 0, comparison: { kind: 'exact', difference: 0, label: PLAN_COMPARISON_LABELS.exact }, completionRate: 0, pending: 0 });
  });
});

describe('calendar markers and the chart', () => {
  it('marks pending days before today overdue, the rest pending, settled days done', () => {
    expect(dayMarker([3, 1, 0, 0, 0, 0], '2025-05-03', '2025-05-10')).toBe('overdue');
    expect(dayMarker([10, 1, 4, 0, 0, 0], '2025-05-10', '2025-05-10')).toBe('pending');
    expect(dayMarker([12, 0, 2, 1, 0, 0], '2025-05-12', '2025-05-10')).toBe('done');
    expect(dayMarker([5, 0, 0, 1, 0, 0], '2025-05-05', '2025-05-10')).toBeNull();
    expect(dayMarker(undefined, '2025-05-05', '2025-05-10')).toBeNull();
  });
  it('adds up the planned and actual spending day by day up to the selected day', () => {
    expect(cumulativeSpending([[1, 0, 0, 0, 10, 0], [3, 0, 0, 0, 5.5, 7.25], [9, 0, 0, 0, 100, 100]], 4)).toEqual([
      { day: 1, planned: 10, actual: 0 },
      { day: 2, planned: 10, actual: 0 },
      { day: 3, planned: 15.5, actual: 7.25 },
      { day: 4, planned: 15.5, actual: 7.25 },
    ]);
  });
});
