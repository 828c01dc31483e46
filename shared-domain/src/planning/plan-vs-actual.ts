import type { Currency } from '@buget/shared-domain/constants';
import type { DailyStatus } from '@buget/shared-domain/schemas';
import { formatSignedMoney, toBani, type IsoDate } from '@buget/shared-domain/rules';
import { dailyStatus, type DailyItem } from './daily-items';
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

/**
 * Over budget shows +amount, saved shows -amount, otherwise an exact match (spec point 4). Money
 * is shown to the ban (issue 22 point 7), so a difference that rounds to 0 bani is an exact
 * match: the label never reads '+0 lei' or '-0 lei'.
 */
export const comparePlannedActual = (planned: number, actual: number, currency?: Currency): PlanComparison => {
  const difference = roundAmount(actual - planned);
  const bani = toBani(difference);
  if (bani > 0) return { kind: 'over_budget', difference, label: formatSignedMoney(difference, currency) };
  if (bani < 0) return { kind: 'saved', difference, label: formatSignedMoney(difference, currency) };
  return { kind: 'exact', difference, label: PLAN_COMPARISON_LABELS.exact };
};

/**
 * Share of planned items already done (completed or modified), in whole percent. Unplanned
 * items are spontaneous spending, not part of the plan, so they do not count either way; a
 * postponed item was planned for the day and not done, so it counts as not done.
 */
export const completionRate = (items: readonly { status: DailyStatus }[]): number => {
  const planned = items.filter((i) => i.status !== 'unplanned');
  if (planned.length === 0) return 0;
  const done = planned.filter((i) => i.status === 'completed' || i.status === 'modified').length;
  return Math.round((done / planned.length) * 100);
};

export type DaySummary = {
  /** Planned spending: the plan of the day's planned expenses, postponed ones left out (their plan moved on). */
  planned: number;
  /** Actual spending: what the executed expenses count, unplanned ones included. */
  actual: number;
  /** The executed part against its own plan, plus the unplanned spending: how the day is going. */
  comparison: PlanComparison;
  completionRate: number;
  /** Items still pending (of the day, not the overdue ones). */
  pending: number;
};

/**
 * The day's summary from its items (spec point 4 'Daily items'): spending is expenses (income
 * and savings show in the balances). `actual` of an executed item is the server's counted
 * amount, or what an optimistic action set, so the summary follows every action at once.
 */
export const daySummary = (items: readonly DailyItem[]): DaySummary => {
  let planned = 0;
  let actual = 0;
  let settledPlan = 0;
  for (const item of items) {
    if (item.type !== 'EXPENSE') continue;
    if (!item.unplanned && item.status !== 'SKIPPED') planned += item.amount;
    if (item.actual !== null && item.status !== 'SKIPPED') {
      actual += item.actual;
      if (!item.unplanned) settledPlan += item.amount;
    }
  }
  const statuses = items.map((item) => ({ status: dailyStatus(item) }));
  return {
    planned: roundAmount(planned),
    actual: roundAmount(actual),
    comparison: comparePlannedActual(settledPlan, actual),
    completionRate: completionRate(statuses),
    pending: statuses.filter((s) => s.status === 'pending').length,
  };
};

/** One day of get_daily_month (supabase/schemas/09_daily.sql): counts and spending of the day. */
export type DailyMonthDay = [day: number, pending: number, done: number, skipped: number, planned: number, actual: number];
export type DailyMonth = { month: string; days: DailyMonthDay[] };

export type DayMarker = 'overdue' | 'pending' | 'done';

/**
 * The calendar's mark of a day: pending items on a day before today are overdue, on today or
 * later pending; a day whose items are all settled (done, none pending) is done; a day with
 * nothing, or only postponed items, has no mark.
 */
export const dayMarker = (day: DailyMonthDay | undefined, date: IsoDate, today: IsoDate): DayMarker | null => {
  if (!day) return null;
  const [, pending, done] = day;
  if (pending > 0) return date < today ? 'overdue' : 'pending';
  return done > 0 ? 'done' : null;
};

export type SpendingPoint = { day: number; planned: number; actual: number };

/** The month's planned and actual spending, cumulative, for days 1 to `upTo` (the chart). */
export const cumulativeSpending = (days: readonly DailyMonthDay[], upTo: number): SpendingPoint[] => {
  const byDay = new Map(days.map((d) => [d[0], d]));
  const points: SpendingPoint[] = [];
  let planned = 0;
  let actual = 0;
  for (let day = 1; day <= upTo; day += 1) {
    const d = byDay.get(day);
    planned = roundAmount(planned + (d?.[4] ?? 0));
    actual = roundAmount(actual + (d?.[5] ?? 0));
    points.push({ day, planned, actual });
  }
  return points;
};
