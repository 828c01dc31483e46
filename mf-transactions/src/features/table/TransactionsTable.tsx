import { ROW_HEIGHT_PX } from '@buget/shared-domain/constants';
import { useAppSettingsStore } from '@buget/shared-domain/settings';
import type { TransactionListFilters, TransactionRow } from '@buget/shared-domain/transactions';
import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useMemo, useRef } from 'react';
import type { TableColumn } from './column-ids';
import { buildColumns, columnWidthRem, renderCell, SORTABLE, tableMinWidthRem, type CellContext, type RowActions } from './columns';
import type { ColumnPrefs } from './column-prefs';

export type TransactionsTableProps = {
  rows: TransactionRow[];
  filters: TransactionListFilters;
  onSort: (sortBy: TransactionListFilters['sortBy']) => void;
  prefs: ColumnPrefs;
  actions: RowActions;
  /** The accounts' names, for the account column. */
  accountNames: ReadonlyMap<string, string>;
  busy: boolean;
};

/**
 * The desktop table: TanStack Table for columns (order, visibility), TanStack Virtual for rows,
 * so a 500-row page keeps about thirty rows in the DOM. Sorting happens on the server.
 */
export function TransactionsTable({ rows, filters, onSort, prefs, actions, accountNames, busy }: TransactionsTableProps) {
  const subcategoryBelow = prefs.hidden.includes('subcategory');
  const defaultCurrency = useAppSettingsStore((state) => state.settings.defaultCurrency);
  const context = useMemo<CellContext>(
    () => ({ actions, accountNames, subcategoryBelow, defaultCurrency }),
    [actions, accountNames, subcategoryBelow, defaultCurrency],
  );
  const columns = useMemo(() => buildColumns(context), [context]);
  const columnVisibility = useMemo(() => Object.fromEntries(prefs.hidden.map((c) => [c, false])), [prefs.hidden]);
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
    manualSorting: true,
    manualPagination: true,
    state: { columnOrder: prefs.order, columnVisibility },
  });
  const scrollRef = useRef<HTMLDivElement>(null);
  // Compact mode (a setting) makes rows shorter: tokens.css draws them, the virtualiser counts them.
  const compact = useAppSettingsStore((state) => state.settings.compactMode);
  const rowHeight = ROW_HEIGHT_PX[compact ? 'compact' : 'comfortable'];
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    initialRect: { width: 1200, height: 12 * rowHeight },
  });
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const visibleColumns = table.getVisibleLeafColumns();
  const visibleCount = visibleColumns.length;
  const visibleKey = visibleColumns.map((c) => c.id).join(',');
  // One array per column set, so the memoised rows see the same prop while scrolling.
  const visibleIds = useMemo(() => visibleKey.split(',') as TableColumn[], [visibleKey]);

  return (
    <div ref={scrollRef} className="tx-table-scroll" data-testid="transactions-table-scroll" aria-busy={busy}>
      <table className="tx-table" aria-rowcount={rows.length + 1} style={{ minWidth: `${tableMinWidthRem(visibleIds)}rem` }}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const id = header.column.id as TableColumn;
                const sortKey = SORTABLE[id];
                const active = sortKey !== undefined && filters.sortBy === sortKey;
                const label = flexRender(header.column.columnDef.header, header.getContext());
                const width = columnWidthRem(id);
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={`tx-col-${id}`}
                    style={width === undefined ? undefined : { width: `${width}rem` }}
                    aria-sort={active ? (filters.sortDirection === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {sortKey ? (
                      <button type="button" className="tx-sort" onClick={() => onSort(sortKey)}>
                        {label}
                        <span aria-hidden="true" className="tx-sort__mark">
                          {active ? (filters.sortDirection === 'asc' ? '▲' : '▼') : '↕'}
                        </span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {padTop > 0 ? (
            <tr aria-hidden="true" className="tx-spacer">
              <td colSpan={visibleCount} style={{ height: padTop }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const row = rows[item.index];
            return row ? <TransactionTableRow key={row.id} row={row} index={item.index} columns={visibleIds} context={context} /> : null;
          })}
          {padBottom > 0 ? (
            <tr aria-hidden="true" className="tx-spacer">
              <td colSpan={visibleCount} style={{ height: padBottom }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One row, memoised: while scrolling only the rows entering the window render; the others keep
 * their DOM. Cells are plain text or one element each.
 */
const TransactionTableRow = memo(function TransactionTableRow({ row, index, columns, context }: { row: TransactionRow; index: number; columns: TableColumn[]; context: CellContext }) {
  return (
    <tr data-testid="transaction-row" data-id={row.id} aria-rowindex={index + 2} className="tx-row">
      {columns.map((id) => (
        <td key={id} className={`tx-col-${id}`} data-column={id}>
          {renderCell(id, row, context)}
        </td>
      ))}
    </tr>
  );
});
