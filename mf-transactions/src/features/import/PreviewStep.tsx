import { categoryLabel } from '@buget/shared-domain/categories';
import { useCreateCategoryRule } from '@buget/shared-domain/imports';
import type { Category } from '@buget/shared-domain/schemas';
import { formatMoney, formatSignedMoney } from '@buget/shared-domain/rules';
import { formatDisplayDate } from '@buget/shared-domain/settings';
import { Button, useMediaQuery } from '@buget/shared-ui/components';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { BANK_STATE_LABELS, IMPORT_TEXT as T } from './import-text';
import { changeCategory, setIncluded, summarize } from './match/toggle';
import type { PreviewRow } from './match/types';
import type { StatementSummary } from './import.worker';

type PreviewStepProps = {
  statement: StatementSummary;
  initialRows: PreviewRow[];
  /** A match undone: the row checked again against the same ledger without its plan (in the worker). */
  onUnlink: (rows: PreviewRow[], key: string) => Promise<PreviewRow[]>;
  categories: Category[];
  /** The account picker (changing it checks the rows again). */
  account: ReactNode;
  busy: boolean;
  onBack: () => void;
  onCancel: () => void;
  onConfirm: (rows: PreviewRow[]) => void;
};

/** A row's height in px, as import.css draws it: a table row, or a card on phones. */
const ROW_HEIGHT = { table: 56, card: 168 } as const;
const SEPARATOR = '\u001f';

/** What will happen to a row, in words. */
function fateText(row: PreviewRow): { text: string; tone: 'new' | 'match' | 'skip' | 'bank' } {
  switch (row.fate.kind) {
    case 'new':
      return { text: 'Nouă', tone: 'new' };
    case 'match':
      return { text: 'Completează planul', tone: 'match' };
    case 'duplicate':
      return { text: 'Deja importată', tone: 'skip' };
    case 'probable-duplicate':
      return { text: row.include ? 'Posibil duplicat, importată' : 'Posibil duplicat', tone: 'skip' };
    case 'not-imported':
      return { text: BANK_STATE_LABELS[row.fate.state as keyof typeof BANK_STATE_LABELS] ?? '', tone: 'bank' };
  }
}

/** The planned item a row completes, named (its category stays the plan's). */
function planText(row: PreviewRow): string {
  const plan = row.counterpart;
  if (!plan) return 'Rămâne cea din plan';
  return `Ca în plan: ${plan.description ? `„${plan.description}” ` : ''}din ${formatDisplayDate(plan.date)}`;
}

/** The rows before anything is saved (issue 25 point 3): fate, category, skip, un-skip, unlink. */
export function PreviewStep({ statement, initialRows, onUnlink: unlinkIn, categories, account, busy, onBack, onCancel, onConfirm }: PreviewStepProps) {
  const [rows, setRows] = useState(initialRows);
  const [suggestion, setSuggestion] = useState<{ pattern: string; category: string; subcategory: string | null } | null>(null);
  const createRule = useCreateCategoryRule();
  const counts = useMemo(() => summarize(rows), [rows]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowHeight = ROW_HEIGHT[useMediaQuery('(max-width: 640px)') ? 'card' : 'table'];
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    initialRect: { width: 1000, height: 8 * rowHeight },
  });
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  const categoryOptions = useMemo(
    () =>
      categories.map((c) => (
        <optgroup key={c.name} label={categoryLabel(c.name)}>
          <option value={`${c.name}${SEPARATOR}`}>{categoryLabel(c.name)}</option>
          {c.subcategories.map((s) => (
            <option key={s.name} value={`${c.name}${SEPARATOR}${s.name}`}>{`${categoryLabel(c.name)} › ${s.name}`}</option>
          ))}
        </optgroup>
      )),
    [categories],
  );

  const onInclude = useCallback((key: string, include: boolean) => setRows((all) => setIncluded(all, key, include)), []);
  // The latest rows, for the worker's unlink (a click waits for the worker; nothing else edits meanwhile).
  const latest = useRef(rows);
  latest.current = rows;
  const onUnlink = useCallback((key: string) => void unlinkIn(latest.current, key).then(setRows), [unlinkIn]);
  const onCategory = useCallback((row: PreviewRow, value: string) => {
    const [category = '', sub = ''] = value.split(SEPARATOR);
    const subcategory = sub || null;
    setRows((all) => changeCategory(all, row.key, category, subcategory));
    const pattern = (row.row.payee || row.row.description).trim().slice(0, 200);
    setSuggestion(pattern ? { pattern, category, subcategory } : null);
  }, []);

  const remember = () => {
    if (!suggestion) return;
    createRule.mutate(
      { pattern: suggestion.pattern, matchKind: 'CONTAINS', category: suggestion.category, subcategory: suggestion.subcategory },
      { onSuccess: () => setSuggestion(null) },
    );
  };

  const toImport = counts.imported + counts.matched;
  return (
    <div className="tx-import__preview">
      <div className="tx-import__preview-head">
        {account}
        <p className="tx-import__format">
          <span className="tx-import__muted">Format recunoscut</span> {statement.formatLabel}
        </p>
      </div>
      <ul className="tx-import__counts" aria-label="Rezumatul importului">
        <li><strong>{counts.imported}</strong> noi</li>
        <li><strong>{counts.matched}</strong> potrivite cu planul</li>
        <li><strong>{counts.skipped}</strong> duplicate sărite</li>
        {counts.refused + statement.refused.length > 0 ? <li><strong>{counts.refused + statement.refused.length}</strong> neimportate</li> : null}
      </ul>
      {statement.refused.length > 0 ? (
        <details className="tx-import__refused">
          <summary>{T.refusedTitle(statement.refused.length)}</summary>
          <ul>
            {statement.refused.map((r) => (
              <li key={r.line}>
                <span className="tx-import__muted">Rândul {r.line}:</span> {r.reason}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {suggestion ? (
        <div className="tx-import__suggestion" role="status">
          <p>
            Ții minte alegerea? Rândurile care conțin „{suggestion.pattern}” vor primi {categoryLabel(suggestion.category)}
            {suggestion.subcategory ? ` › ${suggestion.subcategory}` : ''}.
          </p>
          <div className="tx-import__suggestion-actions">
            <Button size="sm" variant="secondary" onClick={() => setSuggestion(null)}>Nu acum</Button>
            <Button size="sm" onClick={remember} loading={createRule.isPending}>{T.rememberRule}</Button>
          </div>
        </div>
      ) : null}
      <div ref={scrollRef} className="tx-import__scroll" data-testid="import-preview">
        <table className="tx-import__table" aria-rowcount={rows.length + 1}>
          <thead>
            <tr>
              <th scope="col" className="tx-import__col-include">Importă</th>
              <th scope="col" className="tx-import__col-date">Dată</th>
              <th scope="col">Descriere</th>
              <th scope="col" className="tx-import__col-amount">Sumă</th>
              <th scope="col" className="tx-import__col-category">Categorie</th>
              <th scope="col" className="tx-import__col-fate">Situație</th>
            </tr>
          </thead>
          <tbody>
            {padTop > 0 ? (
              <tr aria-hidden="true"><td colSpan={6} style={{ height: padTop }} /></tr>
            ) : null}
            {items.map((item) => {
              const row = rows[item.index];
              return row ? (
                <PreviewTableRow key={row.key} row={row} index={item.index} categoryOptions={categoryOptions} onInclude={onInclude} onUnlink={onUnlink} onCategory={onCategory} />
              ) : null;
            })}
            {padBottom > 0 ? (
              <tr aria-hidden="true"><td colSpan={6} style={{ height: padBottom }} /></tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <div className="tx-import__actions">
        <Button variant="ghost" onClick={onCancel} disabled={busy}>{T.cancel}</Button>
        <Button variant="secondary" onClick={onBack} disabled={busy}>{T.back}</Button>
        <Button onClick={() => onConfirm(rows)} disabled={toImport === 0} loading={busy}>{T.importButton(toImport)}</Button>
      </div>
    </div>
  );
}

type RowProps = {
  row: PreviewRow;
  index: number;
  categoryOptions: ReactNode;
  onInclude: (key: string, include: boolean) => void;
  onUnlink: (key: string) => void;
  onCategory: (row: PreviewRow, value: string) => void;
};

const PreviewTableRow = memo(function PreviewTableRow({ row, index, categoryOptions, onInclude, onUnlink, onCategory }: RowProps) {
  const { row: line } = row;
  const fate = fateText(row);
  const when = formatDisplayDate(line.date);
  const signed = line.type === 'EXPENSE' ? -line.amount : line.amount;
  const locked = row.fate.kind === 'duplicate' || (row.fate.kind === 'not-imported' && row.fate.state !== 'PENDING');
  return (
    <tr className={`tx-import__row${row.include ? '' : ' tx-import__row--off'}`} aria-rowindex={index + 2} data-testid="import-row" data-fate={row.fate.kind}>
      <td className="tx-import__col-include">
        <input
          type="checkbox"
          checked={row.include}
          disabled={locked}
          onChange={(e) => onInclude(row.key, e.target.checked)}
          aria-label={`Importă rândul din ${when}, ${formatMoney(line.amount)}`}
        />
      </td>
      <td className="tx-import__col-date">{when}</td>
      <td className="tx-import__col-description">
        <span className="tx-import__description">{line.description || line.payee || '—'}</span>
        {line.payee && line.description ? <span className="tx-import__payee">{line.payee}</span> : null}
      </td>
      <td className={`tx-import__col-amount ${signed < 0 ? 'tx-import__amount--out' : 'tx-import__amount--in'}`}>
        {formatSignedMoney(signed)}
      </td>
      <td className="tx-import__col-category">
        {row.fate.kind === 'match' ? (
          <span className="tx-import__muted tx-import__plan">{planText(row)}</span>
        ) : (
          <select
            className="bg-form-input tx-import__category"
            value={`${row.category}${SEPARATOR}${row.subcategory ?? ''}`}
            aria-label={`Categoria rândului din ${when}`}
            disabled={!row.include}
            onChange={(e) => onCategory(row, e.target.value)}
          >
            {categoryOptions}
          </select>
        )}
      </td>
      <td className="tx-import__col-fate">
        <span className={`tx-import__fate tx-import__fate--${fate.tone}`}>{fate.text}</span>
        {row.fate.kind === 'match' ? (
          <Button size="sm" variant="ghost" onClick={() => onUnlink(row.key)} aria-label={`${T.unlink} rândul din ${when} de plan`}>
            {T.unlink}
          </Button>
        ) : null}
      </td>
    </tr>
  );
});
