import { Button } from '@buget/shared-ui/components';
import { Modal } from '@buget/shared-ui/dialogs';
import type { TableColumn } from './column-ids';
import { COLUMN_LABELS } from './columns';
import { moveColumn, toggleColumn, type ColumnPrefs } from './column-prefs';

export type ColumnsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  prefs: ColumnPrefs;
  /** A new choice, or null for the default columns (the choice forgotten). */
  onChange: (prefs: ColumnPrefs | null) => void;
};

/** Column order and visibility, by keyboard or pointer; saved at once (spec point 3). */
export function ColumnsDialog({ open, onOpenChange, prefs, onChange }: ColumnsDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Coloane afișate"
      description="Alege ce coloane vezi și în ce ordine. Alegerea se păstrează."
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={() => onChange(null)}>Coloanele implicite</Button>
          <Button onClick={() => onOpenChange(false)}>Gata</Button>
        </>
      }
    >
      <ol className="tx-columns-list">
        {prefs.order.map((column: TableColumn, index) => (
          <li key={column} data-testid={`column-pref-${column}`}>
            <label>
              <input
                type="checkbox"
                checked={!prefs.hidden.includes(column)}
                disabled={column === 'actions'}
                onChange={() => onChange(toggleColumn(prefs, column))}
              />
              {COLUMN_LABELS[column]}
            </label>
            <span className="tx-columns-list__move">
              <Button size="sm" variant="ghost" iconOnly icon={<span aria-hidden="true">↑</span>} aria-label={`Mută „${COLUMN_LABELS[column]}” mai sus`} disabled={index === 0} onClick={() => onChange(moveColumn(prefs, column, -1))} />
              <Button size="sm" variant="ghost" iconOnly icon={<span aria-hidden="true">↓</span>} aria-label={`Mută „${COLUMN_LABELS[column]}” mai jos`} disabled={index === prefs.order.length - 1} onClick={() => onChange(moveColumn(prefs, column, 1))} />
            </span>
          </li>
        ))}
      </ol>
    </Modal>
  );
}
