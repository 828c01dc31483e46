import { DUPLICATE_DAYS, PLAN_DAYS } from './match/rank';
import type { StatementRow } from './parse/types';

/** How far around a statement's days its rows look: the wider of the duplicate and plan windows. */
const WINDOW_DAYS = Math.max(DUPLICATE_DAYS, PLAN_DAYS);

/** The days of the ledger a statement's rows are checked against: its first day less WINDOW_DAYS to its last day plus them; null without rows. */
export function candidateWindow(rows: readonly StatementRow[]): { from: string; to: string } | null {
  if (rows.length === 0) return null;
  let first = rows[0]!.date;
  let last = first;
  for (const row of rows) {
    if (row.date < first) first = row.date;
    if (row.date > last) last = row.date;
  }
  const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return { from: shift(first, -WINDOW_DAYS), to: shift(last, WINDOW_DAYS) };
}
