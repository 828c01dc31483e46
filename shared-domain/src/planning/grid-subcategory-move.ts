import type { MonthGrid, MonthGridCell, MonthGridLine } from './month-grid';

/**
 * A loaded month grid with one subcategory's figures moved as the server is about to move its
 * transactions (a rename, a delete that moves them to another subcategory, or one that leaves
 * them without a subcategory: `to` null). Lines that meet are merged cell by cell (day and
 * status), counts and values added, so the grid shows the change before the server answers; the
 * refetch after the write brings the server's own figures. Day totals and balances do not change:
 * the amounts stay where they were in time.
 */
export function moveSubcategoryInGrid(grid: MonthGrid, change: { category: string; from: string; to: string | null }): MonthGrid {
  const moved = (line: MonthGridLine) => line.category === change.category && line.subcategory === change.from;
  if (!grid.rows.some(moved)) return grid;
  const rows: MonthGridLine[] = [];
  const byKey = new Map<string, MonthGridLine>();
  for (const line of grid.rows) {
    const next = moved(line) ? { ...line, subcategory: change.to } : line;
    const key = JSON.stringify([next.category, next.subcategory, next.type]);
    const met = byKey.get(key);
    if (!met) {
      const copy = { ...next, cells: [...next.cells] };
      byKey.set(key, copy);
      rows.push(copy);
      continue;
    }
    for (const cell of next.cells) {
      const at = met.cells.findIndex((c) => c[0] === cell[0] && c[1] === cell[1]);
      const same = at === -1 ? undefined : met.cells[at];
      if (same === undefined) met.cells.push(cell);
      else met.cells[at] = [same[0], same[1], same[2] + cell[2], same[3] + cell[3]] satisfies MonthGridCell;
    }
  }
  return { ...grid, rows };
}
