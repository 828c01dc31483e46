import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { accountsQueryOptions, useBalanceInit } from '@buget/shared-domain/accounts';
import { negativeBalanceWarning } from '@buget/shared-domain/balance';
import { useCategories } from '@buget/shared-domain/categories';
import { cellRowsQueryOptions, formatMonthKey, useMonthGrid, type GridCellAddress, type GridCellRow } from '@buget/shared-domain/planning';
import { ERROR_MESSAGES, formatMoney, toLocalIsoDate } from '@buget/shared-domain/rules';
import { useAppSettingsStore } from '@buget/shared-domain/settings';
import { toast } from '@buget/shared-domain/stores';
import { Button, EmptyState, IconAlert, Spinner } from '@buget/shared-ui/components';
import { ConfirmDialog } from '@buget/shared-ui/dialogs';
import { CellRowsDialog, type RowWrite } from '../cell-dialogs/CellRowsDialog';
import { FinalAmountDialog } from '../cell-dialogs/FinalAmountDialog';
import { useExpanded } from '../expand/use-expanded';
import type { RowActionsProps } from '../grid/GridRow';
import { GridTable, type CellTarget, type GridFocusMemory } from '../grid/GridTable';
import { buildGridModel, dayColumns, dayName, visibleLines, type CategoryLine, type GridModel, type SubcategoryLine } from '../grid/model';
import { gridWriteError, useGridWrites, type CellSave } from '../grid/writes';
import { AddSubcategoryAction, SubcategoryActions } from '../subcategories';
import './MonthGridView.css';

type MonthGridViewProps = { month: string; userId: string };

/**
 * The trailing actions of a row header: add under a category, rename/delete (or a lock) on a
 * subcategory. In the Tab order only while their row header is the grid's active cell, so Tab
 * enters the grid at its active cell and leaves it for the next control (issue 28 point 2).
 */
function RowActions({ line, tabbable }: RowActionsProps) {
  if (!line.listed) return null;
  const tabIndex = tabbable ? undefined : -1;
  if (line.kind === 'category') return <AddSubcategoryAction categoryName={line.category} tabIndex={tabIndex} />;
  return line.subcategory === null ? null : <SubcategoryActions categoryName={line.category} subcategoryName={line.subcategory} isCustom={line.isCustom} tabIndex={tabIndex} />;
}

// Read at save time: the rows read when editing started are used unless a write made them stale.
const CELL_ROWS_REUSE_MS = 30_000;

/** The month's grid with its tools, dialogs and writes. */
export function MonthGridView({ month, userId }: MonthGridViewProps) {
  // The opening balance counts the accounts, which a first sign-in creates: the month waits for
  // the balance initialisation's accounts (the frame's run puts them in the cache first, before
  // its pause and the balance's own fetch), or for the whole run, failed or done.
  const init = useBalanceInit();
  const accounts = useQuery({ ...accountsQueryOptions(), enabled: false });
  const grid = useMonthGrid(month, { enabled: !init.isPending || (accounts.data?.length ?? 0) > 0 });
  const categories = useCategories();
  const queryClient = useQueryClient();
  const expand = useExpanded(userId);
  const writes = useGridWrites();
  const confirmFinal = useAppSettingsStore((state) => state.settings.confirmFinalAmount);
  const confirmDelete = useAppSettingsStore((state) => state.settings.confirmDeleteActions);
  const [question, setQuestion] = useState<{ request: CellSave; name: string } | null>(null);
  const [deletion, setDeletion] = useState<{ month: string; address: GridCellAddress; day: number; rows: GridCellRow[]; name: string } | null>(null);
  const [openCell, setOpenCell] = useState<{ target: CellTarget; address: GridCellAddress; name: string } | null>(null);
  const gridFocus = useRef<GridFocusMemory>({ within: false, active: null });

  const today = toLocalIsoDate(new Date());
  // Each model keeps the previous one's unchanged lines (same objects), so a write or a refetch
  // redraws only the rows it moved.
  const previousModel = useRef<GridModel | null>(null);
  const model = useMemo(
    () => (grid.data && categories.data ? buildGridModel(categories.data, grid.data, previousModel.current) : null),
    [grid.data, categories.data],
  );
  previousModel.current = model;
  const lines = useMemo(() => (model ? visibleLines(model, expand.isExpanded) : []), [model, expand.isExpanded]);
  const daysInMonth = model?.daysInMonth ?? 0;
  const columns = useMemo(() => dayColumns(month, daysInMonth, today), [month, daysInMonth, today]);

  const labelOf = useCallback((line: SubcategoryLine) => `${model?.categories.find((c) => c.category === line.category)?.label ?? line.category} › ${line.label}`, [model]);
  const addressOf = useCallback((target: CellTarget): GridCellAddress => ({
    category: target.line.category,
    subcategory: target.line.subcategory,
    date: columns[target.day - 1]?.date ?? `${month}-01`,
  }), [columns, month]);
  const nameOf = (target: CellTarget) => `${labelOf(target.line)}, ${dayName(month, target.day)}`;

  const readRows = async (address: GridCellAddress, failed: string): Promise<GridCellRow[] | null> => {
    try {
      return await queryClient.fetchQuery({ ...cellRowsQueryOptions(address), staleTime: CELL_ROWS_REUSE_MS });
    } catch (error) {
      toast.error(error, gridWriteError(failed)(error instanceof Error ? error : new Error(String(error))));
      return null;
    }
  };

  const onEditStart = (target: CellTarget) => void queryClient.prefetchQuery(cellRowsQueryOptions(addressOf(target)));

  const onSave = async (target: CellTarget, value: number) => {
    const address = addressOf(target);
    const rows = await readRows(address, ERROR_MESSAGES.EROARE_SALVARE_TRANZACTIE);
    if (!rows) return;
    if (rows.length > 1) {
      setOpenCell({ target, address, name: nameOf(target) });
      return;
    }
    const request: CellSave = { month, address, day: target.day, type: target.line.type, value, final: null, row: rows[0] ?? null };
    // A day after today cannot hold a final amount (the server refuses a done row in the future):
    // it is saved as planned without the question.
    if (confirmFinal && address.date <= today) setQuestion({ request, name: nameOf(target) });
    else writes.save.mutate(request);
  };

  const askDelete = async (target: CellTarget, only?: GridCellRow) => {
    const address = addressOf(target);
    const rows = only ? [only] : await readRows(address, ERROR_MESSAGES.EROARE_STERGERE_TRANZACTIE);
    if (!rows || rows.length === 0) return;
    const request = { month, address, day: target.day, rows, name: nameOf(target) };
    if (confirmDelete) setDeletion(request);
    else writes.remove.mutate(request);
  };

  const onRowWrite = (write: RowWrite) => {
    if (!openCell) return;
    writes.save.mutate({ month, address: openCell.address, day: openCell.target.day, type: openCell.target.line.type, value: write.value, final: write.final, row: write.row });
  };

  if (grid.isError && !grid.data) {
    return (
      <EmptyState
        icon={<IconAlert />}
        title="Grila lunii nu a putut fi încărcată"
        description={ERROR_MESSAGES.EROARE_RETEA}
        action={<Button onClick={() => void grid.refetch()}>Reîncearcă</Button>}
      />
    );
  }
  if (!model) {
    return (
      <div className="lg-state" role="status">
        <Spinner size="lg" label="Se încarcă grila lunii…" />
      </div>
    );
  }

  const negativeWarning = negativeBalanceWarning(Math.min(0, ...model.summary[3]!.days));
  const firstNegative = model.negativeDays[0];
  const allCategories = model.categories.map((c) => c.category);

  return (
    <>
      <div className="lg-tools">
        <div className="lg-tools__group">
          <Button variant="ghost" size="sm" onClick={() => expand.setAll(true, allCategories)} disabled={expand.collapsedCount === 0}>
            Extinde tot
          </Button>
          <Button variant="ghost" size="sm" onClick={() => expand.setAll(false, allCategories)} disabled={expand.collapsedCount === allCategories.length}>
            Restrânge tot
          </Button>
        </div>
        <dl className="lg-figures" aria-label={`Cifrele lunii ${formatMonthKey(month)}`}>
          <div><dt>Sold inițial</dt><dd>{formatMoney(model.openingBalance)}</dd></div>
          <div><dt>Venituri</dt><dd>{formatMoney(model.summary[0]!.total)}</dd></div>
          <div><dt>Cheltuieli</dt><dd>{formatMoney(model.summary[1]!.total)}</dd></div>
          <div><dt>Economii</dt><dd>{formatMoney(model.summary[2]!.total)}</dd></div>
          <div><dt>Sold final</dt><dd className={model.summary[3]!.total < 0 ? 'is-negative' : undefined}>{formatMoney(model.summary[3]!.total)}</dd></div>
        </dl>
        <p className="lg-legend" aria-hidden="true">
          <span className="lg-legend__planned">planificat</span> · finalizat · <span className="lg-legend__multi">mai multe</span>
        </p>
        {/* A slot of its own, so the spinner coming and going never moves the grid below. */}
        <span className="lg-tools__status">
          {writes.saving ? <Spinner size="sm" label="Se salvează…" /> : grid.isFetching ? <Spinner size="sm" label="Se actualizează…" /> : null}
        </span>
      </div>
      {negativeWarning && firstNegative !== undefined ? (
        <p className="lg-warning" role="status">
          {negativeWarning} Soldul devine negativ pe {dayName(month, firstNegative)}.
        </p>
      ) : null}
      <div className="lg-frame">
        <GridTable
          model={model}
          columns={columns}
          lines={lines}
          isExpanded={expand.isExpanded}
          onToggle={expand.toggle}
          onOpenCell={(target) => setOpenCell({ target, address: addressOf(target), name: nameOf(target) })}
          onEditStart={onEditStart}
          onSave={(target, value) => void onSave(target, value)}
          onDelete={(target) => void askDelete(target)}
          onUndo={writes.undoLast}
          negativeWarning={negativeWarning}
          RowActions={RowActions}
          focusMemory={gridFocus}
          label={`Grila lunară, ${formatMonthKey(month)}`}
        />
      </div>
      <FinalAmountDialog
        cellName={question?.name ?? null}
        value={question?.request.value ?? 0}
        onCancel={() => setQuestion(null)}
        onAnswer={(final) => {
          if (question) writes.save.mutate({ ...question.request, final });
          setQuestion(null);
        }}
      />
      <ConfirmDialog
        open={deletion !== null}
        onOpenChange={(open) => (open ? undefined : setDeletion(null))}
        title={deletion && deletion.rows.length > 1 ? `Ștergi cele ${deletion.rows.length} tranzacții?` : 'Ștergi tranzacția?'}
        description={
          deletion
            ? `${deletion.name}: ${formatMoney(deletion.rows.reduce((s, r) => s + r.counted_amount, 0))}. Dispar din grilă și din sold; poți anula din notificare sau cu Ctrl+Z.`
            : ''
        }
        confirmLabel="Șterge"
        onConfirm={() => {
          if (deletion) writes.remove.mutate(deletion);
          setDeletion(null);
        }}
      />
      <CellRowsDialog
        address={openCell?.address ?? null}
        title={openCell?.name ?? ''}
        onSave={onRowWrite}
        onDelete={(row) => openCell && void askDelete(openCell.target, row)}
        onClose={() => setOpenCell(null)}
      />
    </>
  );
}
