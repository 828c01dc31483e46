import type { GridStatus, MonthGrid, MonthGridCell } from './month-grid';
import type { TransactionType } from '@buget/shared-domain/schemas';

/** One row's part in the grid: its status group and the value it counts (the server's counted_amount). */
export type RowPart = { status: GridStatus; counted: number };

/** A change to one cell's rows: what leaves it and what comes in, all of one type. */
export type CellChange = {
  category: string;
  subcategory: string | null;
  type: TransactionType;
  day: number;
  remove: RowPart[];
  add: RowPart[];
};

const TYPE_FIELD = { INCOME: 'income', EXPENSE: 'expenses', SAVING: 'savings' } as const;
const SIGN = { INCOME: 1, EXPENSE: -1, SAVING: -1 } as const;

/**
 * The month's document as the server will answer once a write lands, shown at once (issue 11:
 * totals update before the server answers): the cell's status groups, the day's type total, the
 * closing balance of that day and every later one, and the month's totals move by what the rows
 * counted before and will count after. A new row counts its amount (the grid writes only pending
 * or COMPLETED rows, which count their amount; SKIPPED counts 0, as the server's rule says). A day
 * before the balance start date (the document's balance_start) moves no balance: its cell, its
 * day's type total and the month's totals move, the balances and the closing balance do not. The
 * server's answer replaces this document when the write settles.
 */
export function patchMonthGrid(doc: MonthGrid, change: CellChange): MonthGrid {
  const delta = change.add.reduce((s, p) => s + p.counted, 0) - change.remove.reduce((s, p) => s + p.counted, 0);
  const countDelta = change.add.length - change.remove.length;
  const match = (line: MonthGrid['rows'][number]) =>
    line.category === change.category && line.subcategory === change.subcategory && line.type === change.type;

  let cells: MonthGridCell[] = (doc.rows.find(match)?.cells ?? []).map((c) => [...c] as MonthGridCell);
  const apply = (part: RowPart, sign: 1 | -1) => {
    const cell = cells.find((c) => c[0] === change.day && c[1] === part.status);
    if (cell) {
      cell[2] += sign;
      cell[3] += sign * part.counted;
    } else if (sign === 1) {
      cells.push([change.day, part.status, 1, part.counted]);
    }
  };
  for (const part of change.remove) apply(part, -1);
  for (const part of change.add) apply(part, 1);
  cells = cells.filter((c) => c[2] > 0);

  const others = doc.rows.filter((line) => !match(line));
  const rows = cells.length > 0 ? [...others, { category: change.category, subcategory: change.subcategory, type: change.type, cells }] : others;

  const field = TYPE_FIELD[change.type];
  const signed = SIGN[change.type] * delta;
  const date = `${doc.month}-${String(change.day).padStart(2, '0')}`;
  const moves = doc.balance_start === null || date >= doc.balance_start ? signed : 0;
  const days = doc.days.map((d) => {
    if (d.day < change.day) return d;
    const moved = { ...d, balance: d.balance + moves };
    if (d.day === change.day) moved[field] = d[field] + delta;
    return moved;
  });
  const totals = {
    ...doc.totals,
    [field]: doc.totals[field] + delta,
    net: doc.totals.net + signed,
    closing_balance: doc.totals.closing_balance + moves,
    count: doc.totals.count + countDelta,
  };
  return { ...doc, rows, days, totals };
}
