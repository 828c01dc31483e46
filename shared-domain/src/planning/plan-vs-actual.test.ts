import { describe, expect, it } from 'vitest';
import { comparePlannedActual, completionRate, PLAN_COMPARISON_LABELS } from './plan-vs-actual';

describe('planned versus actual', () => {
  it('shows over budget as +amount', () => {
    expect(comparePlannedActual(100, 250)).toEqual({ kind: 'over_budget', difference: 150, label: '+150 lei' });
  });
  it('shows money saved as -amount', () => {
    expect(comparePlannedActual(100, 80, 'EUR')).toEqual({ kind: 'saved', difference: -20, label: '-20 €' });
  });
  it('shows an exact match', () => {
    expect(comparePlannedActual(100, 100)).toEqual({ kind: 'exact', difference: 0, label: PLAN_COMPARISON_LABELS.exact });
  });
});

describe('completion rate', () => {
  it('is the share of planned items done, unplanned ones aside', () => {
    expect(
      completionRate([{ status: 'completed' }, { status: 'modified' }, { status: 'pending' }, { status: 'unplanned' }]),
    ).toBe(67);
    expect(completionRate([{ status: 'skipped' }])).toBe(0);
    expect(completionRate([])).toBe(0);
  });
});
