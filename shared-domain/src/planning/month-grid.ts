import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, getSupabase, type Database } from '@buget/shared-domain/data';
import type { TransactionType } from '@buget/shared-domain/schemas';

/** A transaction's execution status as the grid groups it; null is pending (the plan). */
export type GridStatus = 'COMPLETED' | 'MODIFIED' | 'SKIPPED' | null;
/** One (day, status) group of a line: day of the month, status, number of rows, counted value. */
export type MonthGridCell = [day: number, status: GridStatus, count: number, value: number];
/** A (category, subcategory, type) holding transactions in the month; cells in no order. */
export type MonthGridLine = { category: string; subcategory: string | null; type: TransactionType; cells: MonthGridCell[] };
export type MonthGridDay = { day: number; income: number; expenses: number; savings: number; balance: number };
export type MonthGridTotals = { income: number; expenses: number; savings: number; net: number; closing_balance: number; count: number };

/**
 * The month as get_month_grid computes it (supabase/schemas/10_grid.sql): every figure follows the
 * balance rule, once, in SQL; the grid only places and adds them up for display.
 */
export type MonthGrid = {
  month: string;
  first_day: string;
  days_in_month: number;
  opening_balance: number;
  /** The balance start date (YYYY-MM-DD; null: none): rows dated before it move no balance. */
  balance_start: string | null;
  rows: MonthGridLine[];
  days: MonthGridDay[];
  totals: MonthGridTotals;
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The month's document for the caller ('YYYY-MM'); one RPC, aggregated under row-level security. */
export async function fetchMonthGrid(month: string, signal?: AbortSignal): Promise<MonthGrid> {
  let request = getSupabase().rpc('get_month_grid', { month });
  if (signal) request = request.abortSignal(signal);
  const { data } = await request.throwOnError();
  // Checked by shape only: the document is the server's own, and a per-cell parse of a heavy
  // month (2,500 cells) would cost more than drawing it.
  if (!isObject(data) || !Array.isArray(data.rows) || !Array.isArray(data.days) || !isObject(data.totals)) {
    throw new Error('Răspuns neașteptat de la server pentru grila lunară');
  }
  return data as unknown as MonthGrid;
}

export const monthGridQueryOptions = (month: string) =>
  queryOptions({ queryKey: queryKeys.transactions.month(month), queryFn: ({ signal }) => fetchMonthGrid(month, signal) });

/**
 * The grid's month, refreshed by every transaction write (its key is under transactions).
 * `enabled: false` holds it back, e.g. until the first sign-in has created the default accounts
 * its opening balance counts.
 */
export const useMonthGrid = (month: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...monthGridQueryOptions(month), enabled: options.enabled ?? true });

/** Where a grid cell is: category, subcategory (null for rows without one) and day (YYYY-MM-DD). */
export type GridCellAddress = { category: string; subcategory: string | null; date: string };

/** One transaction of a cell, as its editor, its list or its delete needs it. */
export type GridCellRow = {
  id: string;
  type: TransactionType;
  amount: number;
  actual_amount: number | null;
  planned_amount: number | null;
  execution_status: GridStatus;
  /** What the row counts for in the grid and the balance (the server's private.counted_amount). */
  counted_amount: number;
  description: string | null;
  recurring_rule_id: string | null;
};

const CELL_COLUMNS = 'id,type,amount,actual_amount,planned_amount,execution_status,counted_amount,description,recurring_rule_id';

/** The rows of one cell, oldest first, through the (user_id, date) index. */
export async function fetchCellRows(cell: GridCellAddress, signal?: AbortSignal): Promise<GridCellRow[]> {
  let request = getSupabase().from('transactions').select(CELL_COLUMNS).eq('date', cell.date).eq('category', cell.category);
  request = cell.subcategory === null ? request.is('subcategory', null) : request.eq('subcategory', cell.subcategory);
  if (signal) request = request.abortSignal(signal);
  const { data } = await request.order('created_at').order('id').throwOnError();
  return data.map(toCellRow);
}

type StoredRow = Pick<Database['public']['Tables']['transactions']['Row'], 'id' | 'type' | 'amount' | 'actual_amount' | 'planned_amount' | 'execution_status' | 'counted_amount' | 'description' | 'recurring_rule_id'>;

const toCellRow = (row: StoredRow): GridCellRow => ({
  id: row.id,
  type: row.type as TransactionType,
  amount: Number(row.amount),
  actual_amount: row.actual_amount === null ? null : Number(row.actual_amount),
  planned_amount: row.planned_amount === null ? null : Number(row.planned_amount),
  execution_status: row.execution_status as GridStatus,
  counted_amount: Number(row.counted_amount),
  description: row.description,
  recurring_rule_id: row.recurring_rule_id,
});

/**
 * A grid cell's new row, answered by the server as stored: its status and what it counts
 * (counted_amount), which the grid puts in its month instead of fetching the month again.
 */
export async function createCellRow(row: Database['public']['Tables']['transactions']['Insert']): Promise<GridCellRow> {
  const { data } = await getSupabase().from('transactions').insert(row).select(CELL_COLUMNS).single().throwOnError();
  return toCellRow(data);
}

/** A grid cell's row updated in place (by id, under RLS), answered as stored. */
export async function updateCellRow(id: string, changes: Database['public']['Tables']['transactions']['Update']): Promise<GridCellRow> {
  const { data } = await getSupabase().from('transactions').update(changes).eq('id', id).select(CELL_COLUMNS).single().throwOnError();
  return toCellRow(data);
}

export const cellRowsQueryOptions = (cell: GridCellAddress) =>
  queryOptions({ queryKey: queryKeys.transactions.cell(cell), queryFn: ({ signal }) => fetchCellRows(cell, signal), staleTime: 0 });
