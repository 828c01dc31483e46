import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { cellRowsQueryOptions, validateGridAmount, type GridCellAddress, type GridCellRow } from '@buget/shared-domain/planning';
import { amountFieldText, formatMoney } from '@buget/shared-domain/rules';
import { amountReadingHint, Button, IconTrash, Spinner, useClearedAfterSave } from '@buget/shared-ui/components';
import { Modal, sameValues } from '@buget/shared-ui/dialogs';
import './CellRowsDialog.css';

export const CELL_ROWS_TEXTS = {
  add: 'Adaugă',
  save: 'Salvează',
  amount: 'Sumă (RON)',
  status: 'Stare',
  planned: 'Planificată',
  completed: 'Finalizată',
  empty: 'Celula nu mai are tranzacții.',
  loading: 'Se încarcă tranzacțiile celulei…',
  newRow: 'Tranzacție nouă',
} as const;

export type RowWrite = { row: GridCellRow | null; value: number; final: boolean };

type CellRowsDialogProps = {
  address: GridCellAddress | null;
  title: string;
  onSave: (write: RowWrite) => void;
  onDelete: (row: GridCellRow) => void;
  onClose: () => void;
};

const STATUS_LABEL: Record<string, string> = { COMPLETED: 'Finalizată', MODIFIED: 'Modificată', SKIPPED: 'Amânată' };

type RowFormProps = {
  row: GridCellRow | null;
  label: string;
  onSave: (write: RowWrite) => void;
  onDelete?: () => void;
  /** Whether the row holds a change not saved yet (the dialog asks before closing). */
  onChanged: (row: string, changed: boolean) => void;
};

/** One row of the cell: its amount and whether it is final, saved on its own. */
function RowForm({ row, label, onSave, onDelete, onChanged }: RowFormProps) {
  const [draft, setDraft] = useState(row ? amountFieldText(row.amount) : '');
  const [final, setFinal] = useState(row?.execution_status === 'COMPLETED');
  const [error, setError] = useState<string | null>(null);
  const id = row?.id ?? 'new';
  // What a close would lose: the amount typed in the new row (a tick alone is nothing), or a row's
  // fields that differ from what it last saved.
  const [saved, setSaved] = useState({ draft, final });
  const changed = row ? !sameValues(saved, { draft, final }) : draft !== '';
  useEffect(() => {
    onChanged(id, changed);
    return () => onChanged(id, false);
  }, [id, changed, onChanged]);
  // The new row is emptied by its save: the rest of a double click on Adaugă is dropped quietly.
  const afterSave = useClearedAfterSave();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (afterSave.repeated()) return;
    const result = validateGridAmount(draft);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    onSave({ row, value: result.value, final });
    setSaved({ draft, final });
    if (!row) {
      setDraft('');
      afterSave.cleared();
    }
  };
  const reading = amountReadingHint(draft);
  const describedBy = [reading ? `lg-rows-reading-${id}` : null, error ? `lg-rows-error-${id}` : null].filter(Boolean).join(' ');
  return (
    <form className="lg-rows__row" onSubmit={submit} aria-label={label}>
      <div className="lg-rows__what">
        <span className="lg-rows__label">{label}</span>
        {row ? (
          <span className="lg-rows__meta">
            {row.execution_status ? (STATUS_LABEL[row.execution_status] ?? row.execution_status) : 'Planificată'}
            {row.recurring_rule_id ? ' · recurentă' : ''}
            {row.description && row.description !== label ? ` · ${row.description}` : ''}
          </span>
        ) : null}
      </div>
      <input
        className="lg-rows__input"
        inputMode="decimal"
        autoComplete="off"
        value={draft}
        aria-label={`${CELL_ROWS_TEXTS.amount}, ${label}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          afterSave.edited();
          setDraft(event.target.value);
          setError(null);
        }}
      />
      <label className="lg-rows__check">
        <input
          type="checkbox"
          checked={final}
          onChange={(event) => {
            afterSave.edited();
            setFinal(event.target.checked);
          }}
        />
        {CELL_ROWS_TEXTS.completed}
      </label>
      <Button type="submit" size="sm" variant={row ? 'secondary' : 'primary'}>
        {row ? CELL_ROWS_TEXTS.save : CELL_ROWS_TEXTS.add}
      </Button>
      {onDelete ? <Button size="sm" variant="ghost" iconOnly icon={<IconTrash />} aria-label={`Șterge ${label}`} onClick={onDelete} /> : <span />}
      {reading ? (
        <p id={`lg-rows-reading-${id}`} className="lg-rows__reading">
          {reading}
        </p>
      ) : null}
      {error ? (
        <p id={`lg-rows-error-${id}`} role="alert" className="lg-rows__error">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The rows of a cell that holds several (issue 11 point 3): each editable and deletable, and
 * 'Adaugă' for one more. Reads the rows live, so a save or a delete shows at once.
 */
export function CellRowsDialog({ address, title, onSave, onDelete, onClose }: CellRowsDialogProps) {
  const rows = useQuery({ ...cellRowsQueryOptions(address ?? { category: '', subcategory: null, date: '' }), enabled: address !== null });
  const list = rows.data ?? [];
  const total = list.reduce((sum, row) => sum + row.counted_amount, 0);
  // The rows with a typed, unsaved change: closing the dialog asks before throwing them away.
  const [changedRows, setChangedRows] = useState<ReadonlySet<string>>(() => new Set());
  const onChanged = useCallback((row: string, changed: boolean) => {
    setChangedRows((rows) => {
      if (rows.has(row) === changed) return rows;
      const next = new Set(rows);
      if (changed) next.add(row);
      else next.delete(row);
      return next;
    });
  }, []);
  return (
    <Modal
      open={address !== null}
      dirty={changedRows.size > 0}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={rows.data ? `${list.length} tranzacții · ${formatMoney(total)}` : undefined}
      size="xl"
    >
      {rows.isPending ? (
        <Spinner label={CELL_ROWS_TEXTS.loading} />
      ) : (
        <div className="lg-rows">
          {list.length === 0 ? <p className="lg-rows__empty">{CELL_ROWS_TEXTS.empty}</p> : null}
          {list.map((row, i) => (
            <RowForm key={`${row.id}:${row.amount}:${row.execution_status ?? ''}`} row={row} label={row.description ?? `Tranzacția ${i + 1}`} onSave={onSave} onDelete={() => onDelete(row)} onChanged={onChanged} />
          ))}
          <RowForm row={null} label={CELL_ROWS_TEXTS.newRow} onSave={onSave} onChanged={onChanged} />
        </div>
      )}
    </Modal>
  );
}
