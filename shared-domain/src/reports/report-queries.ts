import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getSupabase, queryKeys } from '@buget/shared-domain/data';
import type { MonthKey, MonthRange } from './periods';

/**
 * The five reports of Rapoarte, each one RPC (supabase/schemas/17_reports.sql) that sums in SQL
 * over the period's whole months and, optionally, some accounts; the answers are checked here
 * (the generated types cannot say which columns may be null).
 */

const money = z.number();

const cashFlowRow = z.object({ month: z.string(), income: money, expenses: money, savings: money, net: money, savings_rate: z.nullable(z.number()) });
const spendingRow = z.object({ month: z.string(), category: z.string(), subcategory: z.nullable(z.string()), amount: money });
const planRow = z.object({ category: z.string(), month: z.string(), planned: money, actual: money, difference: money, used_share: z.nullable(z.number()), months_over: z.number() });
const netWorthRow = z.object({ month: z.string(), net_worth: money, change: money });
const calendarRow = z.object({ day: z.string(), expenses: money });

export type CashFlowRow = z.output<typeof cashFlowRow>;
export type SpendingRow = z.output<typeof spendingRow>;
export type PlanRow = z.output<typeof planRow>;
export type NetWorthRow = z.output<typeof netWorthRow>;
export type CalendarRow = z.output<typeof calendarRow>;

/** What every report reads: its months and the chosen accounts (empty: every account). */
export type ReportScope = { range: MonthRange; accounts: readonly string[] };

const scopeArgs = ({ range, accounts }: ReportScope) => ({
  from_month: range.from,
  to_month: range.to,
  ...(accounts.length > 0 ? { account_ids: [...accounts] } : {}),
});

const parsed = <T>(schema: z.ZodMiniType<T>, data: unknown): T[] => z.array(schema).parse(data);

export async function fetchCashFlow(scope: ReportScope, signal?: AbortSignal): Promise<CashFlowRow[]> {
  const request = getSupabase().rpc('report_cash_flow', scopeArgs(scope));
  const { data } = await (signal ? request.abortSignal(signal) : request).throwOnError();
  return parsed(cashFlowRow, data);
}

/** Per month and category, or, given `category`, per month and subcategory of it. */
export async function fetchSpending(scope: ReportScope, category: string | null, signal?: AbortSignal): Promise<SpendingRow[]> {
  const args = { ...scopeArgs(scope), ...(category ? { of_category: category } : {}) };
  const request = getSupabase().rpc('report_spending_by_category', args);
  const { data } = await (signal ? request.abortSignal(signal) : request).throwOnError();
  return parsed(spendingRow, data);
}

export async function fetchPlanVsActual(scope: ReportScope, signal?: AbortSignal): Promise<PlanRow[]> {
  const request = getSupabase().rpc('report_plan_vs_actual', scopeArgs(scope));
  const { data } = await (signal ? request.abortSignal(signal) : request).throwOnError();
  return parsed(planRow, data);
}

export async function fetchNetWorth(scope: ReportScope, signal?: AbortSignal): Promise<NetWorthRow[]> {
  const request = getSupabase().rpc('report_net_worth', scopeArgs(scope));
  const { data } = await (signal ? request.abortSignal(signal) : request).throwOnError();
  return parsed(netWorthRow, data);
}

export async function fetchCalendar(month: MonthKey, accounts: readonly string[], signal?: AbortSignal): Promise<CalendarRow[]> {
  const args = { month, ...(accounts.length > 0 ? { account_ids: [...accounts] } : {}) };
  const request = getSupabase().rpc('report_calendar', args);
  const { data } = await (signal ? request.abortSignal(signal) : request).throwOnError();
  return parsed(calendarRow, data);
}

const keyOf = (scope: ReportScope) => ({ ...scope.range, accounts: [...scope.accounts].sort() });

// A new period keeps the last report on screen until the new one arrives (no flash of a spinner).
export const cashFlowQueryOptions = (scope: ReportScope) =>
  queryOptions({ queryKey: queryKeys.transactions.report('cash-flow', keyOf(scope)), queryFn: ({ signal }) => fetchCashFlow(scope, signal), placeholderData: keepPreviousData });
export const spendingQueryOptions = (scope: ReportScope, category: string | null) =>
  queryOptions({ queryKey: queryKeys.transactions.report('spending', { ...keyOf(scope), category }), queryFn: ({ signal }) => fetchSpending(scope, category, signal), placeholderData: keepPreviousData });
export const planVsActualQueryOptions = (scope: ReportScope) =>
  queryOptions({ queryKey: queryKeys.transactions.report('plan', keyOf(scope)), queryFn: ({ signal }) => fetchPlanVsActual(scope, signal), placeholderData: keepPreviousData });
export const netWorthQueryOptions = (scope: ReportScope) =>
  queryOptions({ queryKey: queryKeys.transactions.report('net-worth', keyOf(scope)), queryFn: ({ signal }) => fetchNetWorth(scope, signal), placeholderData: keepPreviousData });
export const calendarQueryOptions = (month: MonthKey, accounts: readonly string[]) =>
  queryOptions({ queryKey: queryKeys.transactions.report('calendar', { month, accounts: [...accounts].sort() }), queryFn: ({ signal }) => fetchCalendar(month, accounts, signal), placeholderData: keepPreviousData });

export const useCashFlow = (scope: ReportScope) => useQuery(cashFlowQueryOptions(scope));
export const useSpending = (scope: ReportScope, category: string | null) => useQuery(spendingQueryOptions(scope, category));
export const usePlanVsActual = (scope: ReportScope) => useQuery(planVsActualQueryOptions(scope));
export const useNetWorth = (scope: ReportScope) => useQuery(netWorthQueryOptions(scope));
export const useCalendar = (month: MonthKey, accounts: readonly string[]) => useQuery(calendarQueryOptions(month, accounts));
