import { memo, type ComponentType } from 'react';
import { formatAmount, toBani } from '@buget/shared-domain/rules';
import { IconChevronRight } from '@buget/shared-ui/components';
import { cellName } from './cell-names';
import type { CellEdit } from './keyboard';
import type { CategoryLine, DayColumn, GridLine, SubcategoryLine } from './model';
import { CellEditor } from './CellEditor';
import { dayFigure } from './day-figure';

/** A row header's trailing actions; `tabbable` while that row header is the active cell. */
export type RowActionsProps = { line: CategoryLine | SubcategoryLine; tabbable: boolean };

type GridRowProps = {
  line: GridLine;
  /** 0-based navigation row; aria-rowindex is this + 2 (the header is row 1). */
  rowIndex: number;
  columns: DayColumn[];
  dayNames: string[];
  categoryLabel: string;
  /** The active column when the active cell is in this row, else -1. */
  activeCol: number;
  edit: CellEdit | null;
  expanded?: boolean;
  negativeWarning?: string | null;
  /** Trailing actions of a row header (subcategory menu, add subcategory). */
  Actions?: ComponentType<RowActionsProps>;
  onDraft: (draft: string) => void;
  onEditorKey: (event: React.KeyboardEvent<HTMLInputElement>) => void;
};

/** The figure's tone as it is shown, to the ban: '0,30' is not zero, '-0,004' shows as '0'. */
const tone = (value: number) => {
  const bani = toBani(value);
  return bani < 0 ? ' is-negative' : bani === 0 ? ' is-zero' : '';
};

/** One line of the grid: its header cell, a cell per day, the month's total. */
export const GridRow = memo(function GridRow({
  line,
  rowIndex,
  columns,
  dayNames,
  categoryLabel,
  activeCol,
  edit,
  expanded,
  negativeWarning,
  Actions,
  onDraft,
  onEditorKey,
}: GridRowProps) {
  const tab = (col: number) => (activeCol === col ? 0 : -1);
  const header =
    line.kind === 'category' ? (
      <th role="rowheader" scope="row" aria-colindex={1} className="lg-rowhead lg-rowhead--category">
        <div className="lg-rowhead__inner">
        <button
          type="button"
          className="lg-toggle"
          tabIndex={tab(0)}
          aria-expanded={expanded}
          aria-label={`${line.label}, ${line.children.length} subcategorii`}
        >
          <IconChevronRight className="lg-toggle__icon" aria-hidden="true" />
          <span className="lg-rowhead__label">{line.label}</span>
        </button>
        {Actions ? (
          <span className="lg-rowhead__actions">
            <Actions line={line} tabbable={activeCol === 0} />
          </span>
        ) : null}
        </div>
      </th>
    ) : (
      <th
        role="rowheader"
        scope="row"
        aria-colindex={1}
        className={`lg-rowhead lg-rowhead--${line.kind}`}
        tabIndex={tab(0)}
      >
        <span className="lg-rowhead__label" title={line.label}>{line.label}</span>
        {Actions && line.kind !== 'summary' ? (
          <span className="lg-rowhead__actions">
            <Actions line={line} tabbable={activeCol === 0} />
          </span>
        ) : null}
      </th>
    );

  return (
    <tr role="row" aria-rowindex={rowIndex + 2} className={`lg-row lg-row--${line.kind}${line.kind === 'summary' ? ` lg-row--${line.key}` : ''}`}>
      {header}
      <DayCells
        line={line}
        columns={columns}
        dayNames={dayNames}
        categoryLabel={categoryLabel}
        activeCol={activeCol}
        edit={edit}
        negativeWarning={negativeWarning}
        onDraft={onDraft}
        onEditorKey={onEditorKey}
      />
    </tr>
  );
});

type DayCellsProps = Pick<GridRowProps, 'line' | 'columns' | 'dayNames' | 'categoryLabel' | 'activeCol' | 'edit' | 'negativeWarning' | 'onDraft' | 'onEditorKey'>;

/**
 * A line's day cells and month total, memoised apart from the row (no row index in their props):
 * rows shifted by an expand or collapse redraw only their <tr>, not their 33 cells. The grid
 * finds a cell's place from the DOM (its row's aria-rowindex and its cellIndex).
 */
const DayCells = memo(function DayCells({ line, columns, dayNames, categoryLabel, activeCol, edit, negativeWarning, onDraft, onEditorKey }: DayCellsProps) {
  const tab = (col: number) => (activeCol === col ? 0 : -1);
  const total = columns.length + 1;
  const editable = line.kind === 'subcategory';
  const cells = columns.map((column, i) => {
    const col = i + 1;
    let value: number | undefined;
    let className = 'lg-cell';
    let cell;
    if (line.kind === 'subcategory') {
      cell = line.days[i];
      value = cell?.value;
      if (cell) {
        if (cell.planned === cell.count) className += ' is-planned';
        else if (cell.skipped === cell.count) className += ' is-skipped';
        if (cell.count > 1) className += ' is-multi';
      }
    } else {
      const v = line.days[i] ?? 0;
      value = line.kind === 'summary' || v !== 0 ? v : undefined;
    }
    if (column.isWeekend) className += ' is-weekend';
    if (column.isToday) className += ' is-today';
    if (value !== undefined) className += tone(value);
    const editing = edit !== null && activeCol === col;
    const name = cellName(line, categoryLabel, dayNames[i] ?? '', value, cell);
    const warn = line.kind === 'summary' && line.key === 'balance' && value !== undefined && value < 0 ? negativeWarning : null;
    // A figure shortened to fit the column ('1,2k') shows the exact amount under the pointer.
    const figure = value === undefined ? null : dayFigure(value);
    const exact = value === undefined ? null : formatAmount(value);
    return (
      <td
        key={column.day}
        role="gridcell"
        aria-colindex={col + 1}
        // While editing, the field carries the name and the cell shows the message (its text).
        aria-label={editing ? undefined : warn ? `${name}. ${warn}` : name}
        aria-readonly={editable ? undefined : true}
        title={warn ?? (figure !== exact ? `${exact} lei` : undefined)}
        className={className}
        tabIndex={tab(col)}
      >
        {editing ? (
          <CellEditor label={name} edit={edit} onDraft={onDraft} onKeyDown={onEditorKey} />
        ) : figure !== exact ? (
          // Shortened ('5,2k'): drawn by CSS from data-figure, so the cell's name (the exact
          // amount) is not contradicted by a text of its own.
          <span className="lg-cell__short" data-figure={figure} />
        ) : (
          figure
        )}
      </td>
    );
  });

  return (
    <>
      {cells}
      <td
        role="gridcell"
        aria-colindex={total + 1}
        aria-readonly="true"
        aria-label={cellName(line, categoryLabel, 'total lună', line.total)}
        className={`lg-cell lg-cell--total${tone(line.total)}`}
        tabIndex={tab(total)}
      >
        {line.kind !== 'summary' && line.total === 0 ? null : formatAmount(line.total)}
      </td>
    </>
  );
});
