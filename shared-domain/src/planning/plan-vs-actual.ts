import type { Currency, DailyStatus } from '@buget/shared-domain/schemas';
import { formatMoney, formatSignedMoney } from '@buget/shared-domain/rules';
import { roundAmount } from './round';

export type PlanComparisonKind = 'over_budget' | 'saved' | 'exact';
export type PlanComparison = {
  kind: PlanComparisonKind;
  /** actual − planned: positive over budget, negative when money was saved. */
  difference: number;
  /** '+150 lei', '-20 lei' or 'Exact conform planului'. */
  label: string;
};

export const PLAN_COMPARISON_LABELS = {
  exact: 'Exact conform planului',
  overBudget: 'Peste buget',
  saved: 'Economisit',
} as const;

/** Over budget shows +amount, saved shows −amount, otherwise an exact match (spec point 4). */
export const comparePlannedActual = (planned: number, actual: number, currency?: Currency): PlanComparison => {
  const difference = roundAmount(actual - planned);
  if (difference > 0) return { kind: 'over_budget', difference, label: formatSignedMoney(difference, currency) };
  if (difference < 0) return { kind: 'saved', difference, label: `-${formatMoney(-difference, currency)}` };
  return { kind: 'exact', difference: 0, label: PLAN_COMPARISON_LABELS.exact };
};

/**
 * Share of planned items already done (completed or modified), in whole percent. Unplanned
 * items are spontaneous spending, not part of the plan, so they do not count either way.
 */
export const completionRate = (items: readonly { status: DailyStatus }[]): number => {
  const planned = items.filter((i) => i.status !== 'unplanned');
  if (planned.length === 0) return 0;
  const done = planned.filter((i) => i.status === 'completed' || i.status === 'modified').length;
  return Math.round((done / planned.length) * 100);
};
