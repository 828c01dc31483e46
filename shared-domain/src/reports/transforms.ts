import { categoryLabel } from '@buget/shared-domain/categories';
import { DEFAULT_CURRENCY, type Currency } from '@buget/shared-domain/constants';
import { formatMoney, formatSignedMoney, toBani, type IsoDate } from '@buget/shared-domain/rules';
import { formatDayAndMonth } from '@buget/shared-domain/planning';
import { monthLabel, monthsOf, rangeLabel, type MonthKey, type MonthRange } from './periods';
import type { CalendarRow, CashFlowRow, NetWorthRow, PlanRow, SpendingRow } from './report-queries';

/**
 * The reports' figures made ready to draw, read and say: sums the server gave, arranged (series
 * for a chart, groups for a table) and put in words for screen readers. Nothing here sums rows:
 * the sums are the server's (supabase/schemas/17_reports.sql); totals of its figures are added in
 * whole bani.
 */

const sumLei = (values: readonly number[]): number => values.reduce((sum, v) => sum + toBani(v), 0) / 100;

/** '12,5 %' (a share of 0.125); '—' without one. */
export const formatPercent = (share: number | null): string => (share === null ? '—' : `${(Math.round(share * 1000) / 10).toString().replace('.', ',')} %`);

export type CashFlowTotals = { income: number; expenses: number; savings: number; net: number; savingsRate: number | null };

export function cashFlowTotals(rows: readonly CashFlowRow[]): CashFlowTotals {
  const income = sumLei(rows.map((r) => r.income));
  const savings = sumLei(rows.map((r) => r.savings));
  return { income, expenses: sumLei(rows.map((r) => r.expenses)), savings, net: sumLei(rows.map((r) => r.net)), savingsRate: income > 0 ? savings / income : null };
}

export const isCashFlowEmpty = (rows: readonly CashFlowRow[]): boolean => rows.every((r) => r.income === 0 && r.expenses === 0 && r.savings === 0);

/** The period in one paragraph: the totals, the savings rate and the month that cost the most. */
export function cashFlowSummary(rows: readonly CashFlowRow[], range: MonthRange, currency: Currency = DEFAULT_CURRENCY): string {
  const t = cashFlowTotals(rows);
  const heaviest = [...rows].sort((a, b) => b.expenses - a.expenses)[0];
  const parts = [
    `În ${rangeLabel(range)}: venituri ${formatMoney(t.income, currency)}, cheltuieli ${formatMoney(t.expenses, currency)}, economii ${formatMoney(t.savings, currency)}, net ${formatSignedMoney(t.net, currency)}.`,
    t.savingsRate === null ? 'Fără venituri, rata de economisire nu se poate calcula.' : `Rata de economisire: ${formatPercent(t.savingsRate)}.`,
  ];
  if (heaviest && heaviest.expenses > 0 && rows.length > 1) parts.push(`Cele mai mari cheltuieli au fost în ${monthLabel(heaviest.month)}: ${formatMoney(heaviest.expenses, currency)}.`);
  return parts.join(' ');
}

export type SpendingSeries = { key: string; label: string; values: number[]; total: number };
export type StackedSpending = { months: MonthKey[]; series: SpendingSeries[] };

/** A category's label, or a subcategory's ('' is the rows without one). */
const seriesLabel = (key: string, drilled: boolean): string => (drilled ? key || 'Fără subcategorie' : categoryLabel(key));

/** The key of the series that gathers the smaller categories. */
export const OTHER_SERIES = '__altele';

/**
 * The period's spending per month, one series per category (or, drilled into a category, per
 * subcategory; '' is the rows without one), the largest first; beyond `maxSeries` the smallest
 * are gathered in 'Altele', so a chart keeps colours it can tell apart.
 */
export function stackSpending(rows: readonly SpendingRow[], range: MonthRange, drilled: boolean, maxSeries = 6): StackedSpending {
  const months = monthsOf(range);
  const index = new Map(months.map((m, i) => [m, i]));
  const byKey = new Map<string, number[]>();
  for (const row of rows) {
    const key = drilled ? (row.subcategory ?? '') : row.category;
    const bani = byKey.get(key) ?? months.map(() => 0);
    const at = index.get(row.month);
    if (at !== undefined) bani[at] = (bani[at] ?? 0) + toBani(row.amount);
    byKey.set(key, bani);
  }
  const all = [...byKey].map(([key, bani]) => ({ key, bani, total: bani.reduce((s, v) => s + v, 0) })).sort((a, b) => b.total - a.total || (a.key < b.key ? -1 : 1));
  const kept = all.length > maxSeries ? all.slice(0, maxSeries - 1) : all;
  const rest = all.slice(kept.length);
  const series: SpendingSeries[] = kept.map((s) => ({ key: s.key, label: seriesLabel(s.key, drilled), values: s.bani.map((v) => v / 100), total: s.total / 100 }));
  if (rest.length > 0) {
    const bani = months.map((_, i) => rest.reduce((sum, s) => sum + (s.bani[i] ?? 0), 0));
    series.push({ key: OTHER_SERIES, label: `Altele (${rest.length})`, values: bani.map((v) => v / 100), total: bani.reduce((s, v) => s + v, 0) / 100 });
  }
  return { months, series };
}

/** Every category (or subcategory) of the period with its total, the largest first: the drill-down's choices. */
export function spendingTotals(rows: readonly SpendingRow[], drilled: boolean): { key: string; label: string; total: number }[] {
  const totals = new Map<string, number>();
  for (const row of rows) {
    const key = drilled ? (row.subcategory ?? '') : row.category;
    totals.set(key, (totals.get(key) ?? 0) + toBani(row.amount));
  }
  return [...totals].map(([key, bani]) => ({ key, label: seriesLabel(key, drilled), total: bani / 100 })).sort((a, b) => b.total - a.total);
}

export function spendingSummary(rows: readonly SpendingRow[], range: MonthRange, drilledLabel: string | null, currency: Currency = DEFAULT_CURRENCY): string {
  const totals = spendingTotals(rows, drilledLabel !== null);
  const all = totals.reduce((s, t) => s + toBani(t.total), 0) / 100;
  const where = drilledLabel === null ? 'categorii' : `subcategorii din ${drilledLabel}`;
  const top = totals.slice(0, 3).map((t) => `${t.label} ${formatMoney(t.total, currency)}`).join(', ');
  return `În ${rangeLabel(range)} ai cheltuit ${formatMoney(all, currency)} în ${totals.length} ${where}. Cele mai mari: ${top}.`;
}

export type PlanCategory = { category: string; label: string; monthsOver: number; planned: number; actual: number; difference: number; months: PlanRow[] };

/** The plan against the actual per category, in the server's order (most often over plan first), with the period's totals. */
export function groupPlan(rows: readonly PlanRow[]): PlanCategory[] {
  const groups = new Map<string, PlanRow[]>();
  for (const row of rows) groups.set(row.category, [...(groups.get(row.category) ?? []), row]);
  return [...groups].map(([category, months]) => {
    const planned = sumLei(months.map((m) => m.planned));
    const actual = sumLei(months.map((m) => m.actual));
    return { category, label: categoryLabel(category), monthsOver: months[0]?.months_over ?? 0, planned, actual, difference: (toBani(actual) - toBani(planned)) / 100, months };
  });
}

export function planSummary(groups: readonly PlanCategory[], range: MonthRange, currency: Currency = DEFAULT_CURRENCY): string {
  const over = groups.filter((g) => g.monthsOver > 0);
  const head = `În ${rangeLabel(range)}, ${groups.length} categorii au avut plan sau cheltuieli.`;
  if (over.length === 0) return `${head} Nicio categorie nu și-a depășit planul.`;
  const first = over[0];
  return `${head} ${over.length} și-au depășit planul cel puțin o lună; cel mai des ${first?.label} (${first?.monthsOver} ${first?.monthsOver === 1 ? 'lună' : 'luni'}, ${formatSignedMoney(first?.difference ?? 0, currency)} față de plan).`;
}

/** Net worth over the period: where it ended and how much it moved since the period began. */
export function netWorthSummary(rows: readonly NetWorthRow[], currency: Currency = DEFAULT_CURRENCY): string {
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return '';
  const start = (toBani(first.net_worth) - toBani(first.change)) / 100;
  const moved = (toBani(last.net_worth) - toBani(start)) / 100;
  const highest = [...rows].sort((a, b) => b.net_worth - a.net_worth)[0];
  return `La sfârșitul lui ${monthLabel(last.month)} averea ta netă era ${formatMoney(last.net_worth, currency)}, ${formatSignedMoney(moved, currency)} față de începutul perioadei. Cea mai mare: ${formatMoney(highest?.net_worth ?? 0, currency)}, în ${monthLabel(highest?.month ?? last.month)}.`;
}

export type CalendarCell = { day: IsoDate; expenses: number; level: 0 | 1 | 2 | 3 | 4 } | null;

/** The month's days in weeks, Monday first (null: a day of another month), each shaded 0–4 by its spending against the heaviest day. */
export function calendarWeeks(rows: readonly CalendarRow[]): CalendarCell[][] {
  const max = Math.max(0, ...rows.map((r) => r.expenses));
  const cells: CalendarCell[] = rows.map((r) => ({ day: r.day, expenses: r.expenses, level: r.expenses <= 0 || max <= 0 ? 0 : (Math.max(1, Math.ceil((r.expenses / max) * 4)) as 1 | 2 | 3 | 4) }));
  const first = rows[0];
  const lead = first ? (new Date(`${first.day}T00:00:00Z`).getUTCDay() + 6) % 7 : 0;
  const padded = [...Array.from({ length: lead }, () => null), ...cells];
  while (padded.length % 7 !== 0) padded.push(null);
  const weeks: CalendarCell[][] = [];
  for (let i = 0; i < padded.length; i += 7) weeks.push(padded.slice(i, i + 7));
  return weeks;
}

export function calendarSummary(rows: readonly CalendarRow[], month: MonthKey, currency: Currency = DEFAULT_CURRENCY): string {
  const spent = rows.filter((r) => r.expenses > 0);
  const heaviest = [...spent].sort((a, b) => b.expenses - a.expenses).slice(0, 3);
  const total = sumLei(spent.map((r) => r.expenses));
  return `În ${monthLabel(month)} ai cheltuit ${formatMoney(total, currency)} în ${spent.length} ${spent.length === 1 ? 'zi' : 'zile'}. Zilele cele mai grele: ${heaviest.map((r) => `${formatDayAndMonth(r.day)} (${formatMoney(r.expenses, currency)})`).join(', ')}.`;
}
