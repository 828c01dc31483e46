import { memo, useState, type FormEvent } from 'react';
import {
  canComplete,
  canEditActual,
  canPostpone,
  canRevert,
  comparePlannedActual,
  dailyStatus,
  formatShortDayAndMonth,
  validateActualAmount,
  type DailyItem,
} from '@buget/shared-domain/planning';
import { categoryLabel } from '@buget/shared-domain/categories';
import { amountFieldText, formatMoney } from '@buget/shared-domain/rules';
import { AmountField, Button } from '@buget/shared-ui/components';
import { Tooltip } from '@buget/shared-ui/tooltip';
import { withKey } from '../keyboard/shortcuts';
import { PAGE_TEXT, STATUS_LABELS } from './labels';

export type ItemHandlers = {
  onComplete: (item: DailyItem) => void;
  onEdit: (item: DailyItem, actual: number) => void;
  onPostpone: (item: DailyItem) => void;
  onRevert: (item: DailyItem) => void;
  onSelect: (id: string) => void;
};

type ItemRowProps = {
  item: DailyItem;
  selected: boolean;
  editing: boolean;
  /** The item being edited: this item's id to open its editor, null to close it. */
  onEditingChange: (id: string | null) => void;
  handlers: ItemHandlers;
  /** Overdue items show their own date. */
  showDate?: boolean;
  /** The user's today: an item after it cannot be done yet. */
  today: string;
};

/** The real amount, typed in place: Enter saves, Escape cancels, the error under the field. */
function ActualEditor({ item, onSave, onCancel }: { item: DailyItem; onSave: (value: number) => void; onCancel: () => void }) {
  const [text, setText] = useState(amountFieldText(item.actual ?? item.amount));
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateActualAmount(text);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    onSave(result.value);
  };
  return (
    <form className="daily-item__editor" onSubmit={submit} noValidate>
      <AmountField
        label={item.unplanned ? 'Suma' : 'Suma reală'}
        error={error}
        inputClassName="daily-item__editor-input"
        autoFocus
        value={text}
        onValueChange={(value) => {
          setText(value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onCancel();
          }
        }}
      />
      <div className="daily-item__editor-actions">
        <Button type="submit" size="sm">Salvează</Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>Renunță</Button>
      </div>
    </form>
  );
}

/**
 * One item: what it is, plan and actual, its status, and its actions (each with its key).
 * Memoised: an action changes one item of 200 (the others keep their objects), so only its row
 * renders again; every prop is stable (handlers and onEditingChange come from the page).
 */
export const ItemRow = memo(function ItemRow({ item, selected, editing, onEditingChange, handlers, showDate = false, today }: ItemRowProps) {
  const status = dailyStatus(item);
  const comparison = status === 'modified' && item.actual !== null ? comparePlannedActual(item.amount, item.actual) : null;
  const title = item.type === 'TRANSFER' ? PAGE_TEXT.transfer : [categoryLabel(item.category), item.subcategory].filter(Boolean).join(' › ');
  return (
    <li
      className={['daily-item', `daily-item--${status}`, selected ? 'daily-item--selected' : ''].filter(Boolean).join(' ')}
      data-testid="daily-item"
      data-item-id={item.id}
      data-status={status}
      aria-current={selected ? 'true' : undefined}
      tabIndex={selected ? 0 : -1}
      onFocus={(event) => {
        if (event.target === event.currentTarget) handlers.onSelect(item.id);
      }}
      onClick={() => handlers.onSelect(item.id)}
    >
      <div className="daily-item__main">
        <div className="daily-item__what">
          <span className="daily-item__title">{title}</span>
          {item.description ? <span className="daily-item__description">{item.description}</span> : null}
          <span className="daily-item__tags">
            {showDate ? <span className="daily-item__tag">{formatShortDayAndMonth(item.date)}</span> : null}
            {item.recurring ? <span className="daily-item__tag">{PAGE_TEXT.recurring}</span> : null}
            {item.postponed_from_id ? <span className="daily-item__tag">{PAGE_TEXT.postponedFrom}</span> : null}
            {item.postponed_to ? <span className="daily-item__tag">Mutat pe {formatShortDayAndMonth(item.postponed_to)}</span> : null}
          </span>
        </div>
        <dl className="daily-item__amounts">
          <div>
            <dt>{PAGE_TEXT.planned}</dt>
            <dd data-testid="daily-item-planned">{item.unplanned ? '—' : formatMoney(item.amount, item.currency)}</dd>
          </div>
          <div>
            <dt>{PAGE_TEXT.actual}</dt>
            <dd data-testid="daily-item-actual">{item.actual === null ? '—' : formatMoney(item.actual, item.currency)}</dd>
          </div>
        </dl>
        <span className={`daily-status daily-status--${status}`} data-testid="daily-item-status">
          {STATUS_LABELS[status]}
          {comparison && comparison.kind !== 'exact' ? <span className="daily-status__diff"> {comparison.label}</span> : null}
        </span>
      </div>
      {editing ? (
        <ActualEditor
          item={item}
          onCancel={() => onEditingChange(null)}
          onSave={(value) => {
            onEditingChange(null);
            handlers.onEdit(item, value);
          }}
        />
      ) : (
        <div className="daily-item__actions" role="group" aria-label={`Acțiuni pentru ${title}`}>
          {canComplete(item, today) ? (
            <Tooltip content={withKey('Marchează realizat la suma planificată', 'complete')}>
              <Button size="sm" variant="secondary" onClick={() => handlers.onComplete(item)}>Realizat</Button>
            </Tooltip>
          ) : null}
          {canEditActual(item, today) ? (
            <Tooltip content={withKey(item.unplanned ? 'Modifică suma' : 'Modifică suma reală', 'edit')}>
              <Button size="sm" variant="ghost" onClick={() => onEditingChange(item.id)}>{item.unplanned ? 'Modifică suma' : 'Suma reală'}</Button>
            </Tooltip>
          ) : null}
          {canPostpone(item) ? (
            <Tooltip content={withKey('Amână pe mâine', 'postpone')}>
              <Button size="sm" variant="ghost" onClick={() => handlers.onPostpone(item)}>Amână</Button>
            </Tooltip>
          ) : null}
          {canRevert(item) ? (
            <Tooltip content={withKey('Revino la planificat', 'revert')}>
              <Button size="sm" variant="ghost" onClick={() => handlers.onRevert(item)}>Revino la planificat</Button>
            </Tooltip>
          ) : null}
        </div>
      )}
    </li>
  );
});
