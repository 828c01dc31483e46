import { useCallback, useEffect, useMemo, useReducer, useRef, type ComponentType, type RefObject } from 'react';
import { validateGridAmount } from '@buget/shared-domain/planning';
import { amountFieldText } from '@buget/shared-domain/rules';
import { gridKeyboardReducer, initialKeyboardState, keyIntent, type Cursor, type GridKeyboardAction } from './keyboard';
import { dayName, type CategoryLine, type DayColumn, type GridModel, type SubcategoryLine } from './model';
import { GridRow, type RowActionsProps } from './GridRow';
import { useFirstScreen } from './use-first-screen';
import { useScrollToToday } from './use-scroll-to-today';
import './grid.css';

export type CellTarget = { line: SubcategoryLine; day: number };
/**
 * Kept by the page across the grid's remounts (a month not yet loaded shows a spinner in its
 * place): whether the grid had the focus, and its active cell, so PageDown lands on a cell again.
 */
export type GridFocusMemory = { within: boolean; active: Cursor | null };

type GridTableProps = {
  model: GridModel;
  columns: DayColumn[];
  lines: (CategoryLine | SubcategoryLine)[];
  isExpanded: (category: string) => boolean;
  onToggle: (category: string) => void;
  /** A cell holding several rows opens their list instead of the in-cell field. */
  onOpenCell: (target: CellTarget) => void;
  /** Editing started: the cell's rows may be read meanwhile. */
  onEditStart: (target: CellTarget) => void;
  onSave: (target: CellTarget, value: number) => void;
  onDelete: (target: CellTarget) => void;
  onUndo: () => void;
  negativeWarning: string | null;
  /** The trailing actions of a row header; a stable component, so rows stay memoised. */
  RowActions?: ComponentType<RowActionsProps>;
  focusMemory: RefObject<GridFocusMemory>;
  label: string;
};

/**
 * A cell's place in the grid's navigation from the DOM: row from its row's aria-rowindex (the
 * header is 1, so body row 0 is 2), column from its index in the row (the row header is 0). The
 * cells carry no index of their own, so rows moved by an expand or collapse change only their <tr>.
 */
function placeOf(element: HTMLElement): { row: number; col: number } | null {
  // A cell that takes focus, or a category's open/close button; never a row header's actions
  // (their menu or dialog keeps the focus they take).
  if (element.closest('.lg-rowhead__actions')) return null;
  const cell = element.closest('td, th[tabindex], .lg-toggle')?.closest<HTMLTableCellElement>('td, th');
  const row = Number(cell?.parentElement?.getAttribute('aria-rowindex')) - 2;
  return cell && row >= 0 ? { row, col: cell.cellIndex } : null;
}

/**
 * What takes focus at (row, col): the cell, or the open/close button of a category's header; null
 * while its row is not drawn yet (found by aria-rowindex, not by position among the drawn rows).
 */
function cellAt(table: HTMLTableElement | null, row: number, col: number): HTMLElement | null {
  const cell = table?.querySelector<HTMLTableRowElement>(`tr[aria-rowindex="${row + 2}"]`)?.cells[col];
  if (!cell) return null;
  return cell.hasAttribute('tabindex') ? cell : cell.querySelector<HTMLElement>('.lg-toggle');
}

/** Where Tab first enters the grid: the first subcategory's cell for today (day 1 in another month). */
const startCell = (lines: (CategoryLine | SubcategoryLine)[], columns: DayColumn[]): Cursor => ({
  row: Math.max(0, lines.findIndex((line) => line.kind === 'subcategory')),
  col: (columns.find((c) => c.isToday)?.day ?? 1),
});

/**
 * The month as a grid (role="grid"): sticky header, first column and summary rows; one tab stop
 * (roving focus: Tab enters at the active cell and leaves for the next control), arrows, Home/End
 * and Ctrl+Home/End to move, Enter/F2/a typed character to edit, Enter/Tab to save and move,
 * Escape to cancel, Delete to empty a cell, Ctrl+Z to undo.
 */
export function GridTable({ model, columns, lines, isExpanded, onToggle, onOpenCell, onEditStart, onSave, onDelete, onUndo, negativeWarning, RowActions, focusMemory, label }: GridTableProps) {
  const rowCount = lines.length + model.summary.length;
  const colCount = columns.length + 2;
  const [state, dispatch] = useReducer(gridKeyboardReducer, null, () =>
    initialKeyboardState(rowCount, colCount, focusMemory.current.active ?? startCell(lines, columns)),
  );
  const tableRef = useRef<HTMLTableElement>(null);
  // A grid mounted in place of one that had the focus (another month) takes it back.
  const focusWithin = useRef(focusMemory.current.within);

  useEffect(() => dispatch({ type: 'resize', rows: rowCount, cols: colCount }), [rowCount, colCount]);
  useEffect(() => {
    focusMemory.current.active = state.active;
  }, [focusMemory, state.active]);

  // Rows below the scroll box's bottom come a frame later when the grid mounts or expands.
  const scrollRef = useRef<HTMLDivElement>(null);
  const drawn = useFirstScreen(lines.length, scrollRef);
  useScrollToToday(scrollRef, model.month);

  // Focus follows the active cell while the grid has focus (never stolen on load); a row drawn
  // a frame later is focused once it is in.
  useEffect(() => {
    if (state.edit || !focusWithin.current) return;
    const target = cellAt(tableRef.current, state.active.row, state.active.col);
    if (target && document.activeElement !== target) target.focus();
  }, [state.active, state.edit, drawn]);

  const targetAt = useCallback(
    (row: number, col: number): CellTarget | null => {
      const line = lines[row];
      return line?.kind === 'subcategory' && col >= 1 && col <= columns.length ? { line, day: col } : null;
    },
    [lines, columns.length],
  );

  const startEdit = (draft: string | null) => {
    const target = targetAt(state.active.row, state.active.col);
    if (!target) return;
    const cell = target.line.days[target.day - 1];
    if (cell && cell.count > 1) {
      onOpenCell(target);
      return;
    }
    onEditStart(target);
    dispatch({ type: 'edit', draft: draft ?? (cell && cell.count === 1 ? amountFieldText(cell.value) : '') });
  };

  const commit = (then: 'down' | 'right' | 'left') => {
    const target = targetAt(state.active.row, state.active.col);
    if (!target || !state.edit) return;
    const cell = target.line.days[target.day - 1];
    if (state.edit.draft.trim() === '') {
      dispatch({ type: 'commit', then });
      if (cell) onDelete(target);
      return;
    }
    const result = validateGridAmount(state.edit.draft);
    if (!result.ok) {
      dispatch({ type: 'invalid', error: result.error });
      return;
    }
    dispatch({ type: 'commit', then });
    if (!cell || cell.value !== result.value || cell.planned > 0 || cell.skipped > 0) onSave(target, result.value);
  };

  const onEditorKey = (event: React.KeyboardEvent<HTMLInputElement>) => {
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      commit('down');
    } else if (event.key === 'Tab') {
      event.preventDefault();
      commit(event.shiftKey ? 'left' : 'right');
    } else if (event.key === 'Escape') {
      event.preventDefault();
      dispatch({ type: 'cancel' });
    }
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLTableElement>) => {
    if (state.edit) return;
    const intent = keyIntent(event);
    if (!intent) return;
    const { row, col } = state.active;
    if (intent.kind === 'action') {
      dispatch(intent.action);
    } else if (intent.kind === 'toggle' || (intent.kind === 'edit' && intent.draft === null && col === 0)) {
      // On a category's header Enter and Space press its button (its click toggles); elsewhere nothing.
      return;
    } else if (intent.kind === 'edit') {
      if (!targetAt(row, col)) return;
      startEdit(intent.draft);
    } else if (intent.kind === 'delete') {
      const target = targetAt(row, col);
      if (!target || !target.line.days[target.day - 1]) return;
      onDelete(target);
    } else {
      onUndo();
    }
    event.preventDefault();
  };

  const fromEvent = (event: React.SyntheticEvent): { row: number; col: number } | null => placeOf(event.target as HTMLElement);

  const onFocus = (event: React.FocusEvent) => {
    focusWithin.current = true;
    focusMemory.current.within = true;
    const at = fromEvent(event);
    if (at && (at.row !== state.active.row || at.col !== state.active.col)) dispatch({ type: 'focus', ...at });
  };
  const onBlur = (event: React.FocusEvent) => {
    // The editor's field leaving (saved or cancelled) hands focus back to the grid's cells.
    if ((event.target as HTMLElement).classList.contains('lg-editor')) return;
    if (!tableRef.current?.contains(event.relatedTarget as Node | null)) {
      focusWithin.current = false;
      focusMemory.current.within = false;
    }
  };
  const onClick = (event: React.MouseEvent) => {
    const at = fromEvent(event);
    const line = at ? lines[at.row] : undefined;
    if (at && at.col === 0 && line?.kind === 'category') onToggle(line.category);
  };
  const onDoubleClick = (event: React.MouseEvent) => {
    const at = fromEvent(event);
    if (at && targetAt(at.row, at.col)) startEdit(null);
  };

  const dayNames = useMemo(() => columns.map((c) => dayName(model.month, c.day)), [columns, model.month]);
  const setDraft = useCallback((draft: string) => dispatch({ type: 'draft', draft } satisfies GridKeyboardAction), []);
  // The editor's key handler reads the current state; rows get a stable function that calls it.
  const editorKey = useRef(onEditorKey);
  editorKey.current = onEditorKey;
  const onEditorKeyStable = useCallback((event: React.KeyboardEvent<HTMLInputElement>) => editorKey.current(event), []);
  const labelOf = useMemo(() => new Map(model.categories.map((c) => [c.category, c.label])), [model.categories]);

  const row = (line: CategoryLine | SubcategoryLine | GridModel['summary'][number], index: number) => (
    <GridRow
      key={line.kind === 'summary' ? `summary-${line.key}` : line.key}
      line={line}
      rowIndex={index}
      columns={columns}
      dayNames={dayNames}
      categoryLabel={line.kind === 'subcategory' ? (labelOf.get(line.category) ?? line.category) : ''}
      activeCol={state.active.row === index ? state.active.col : -1}
      edit={state.active.row === index ? state.edit : null}
      expanded={line.kind === 'category' ? isExpanded(line.category) : undefined}
      negativeWarning={line.kind === 'summary' ? negativeWarning : undefined}
      Actions={line.kind === 'summary' ? undefined : RowActions}
      onDraft={setDraft}
      onEditorKey={onEditorKeyStable}
    />
  );

  return (
    <div className="lg-scroll" ref={scrollRef}>
      <table
        ref={tableRef}
        role="grid"
        aria-label={label}
        aria-rowcount={rowCount + 1}
        aria-colcount={colCount}
        className="lg-table"
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={onBlur}
        onClick={onClick}
        onDoubleClick={onDoubleClick}
      >
        <thead>
          <tr role="row" aria-rowindex={1}>
            <th role="columnheader" aria-colindex={1} scope="col" className="lg-colhead lg-colhead--corner">
              Categorie
            </th>
            {columns.map((c) => (
              <th
                key={c.day}
                role="columnheader"
                aria-colindex={c.day + 1}
                scope="col"
                aria-label={`${dayNames[c.day - 1] ?? ''}, ${c.weekday}`}
                className={`lg-colhead${c.isWeekend ? ' is-weekend' : ''}${c.isToday ? ' is-today' : ''}`}
              >
                <span className="lg-colhead__weekday">{c.weekday}</span>
                <span className="lg-colhead__day">{c.day}</span>
              </th>
            ))}
            <th role="columnheader" aria-colindex={colCount} scope="col" className="lg-colhead lg-colhead--total">
              Total
            </th>
          </tr>
        </thead>
        <tbody>{(drawn < lines.length ? lines.slice(0, drawn) : lines).map(row)}</tbody>
        <tfoot>{model.summary.map((line, i) => row(line, lines.length + i))}</tfoot>
      </table>
    </div>
  );
}
