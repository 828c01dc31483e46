import { categoryLabel } from '@buget/shared-domain/categories';
import { amountFieldText, parseAmountText } from '@buget/shared-domain/rules';
import { LISTED_TRANSACTION_TYPES, TRANSACTION_STATUS_FILTERS, type TransactionAccount, type TransactionListFilters } from '@buget/shared-domain/transactions';
import type { Category } from '@buget/shared-domain/schemas';
import { Button, FormField, useMediaQuery } from '@buget/shared-ui/components';
import { DateField } from '@buget/shared-ui/date-field';
import { useEffect, useId, useState } from 'react';
import { STATUS_LABELS, TYPE_LABELS } from '../labels';
import { activeFilterCount, hasActiveFilters, withFilter } from './url-filters';

export type FiltersBarProps = {
  filters: TransactionListFilters;
  categories: Category[];
  /** Every account of the user (an inactive one still has rows to find). */
  accounts: TransactionAccount[];
  onChange: (next: TransactionListFilters) => void;
  onReset: () => void;
  onSave: () => void;
  onCopyLink: () => void;
};

const TEXT_DEBOUNCE_MS = 250;

/** An amount filter as typed ('1.234,5', '1234.5', '50 lei': parseAmountText); blank, negative or not an amount: none. */
const numberOrUndefined = (text: string): number | undefined => {
  const read = parseAmountText(text);
  return read.ok ? read.value : undefined;
};

/** Every server filter of the list; each change goes to the URL and back to page one. */
export function FiltersBar({ filters, categories, accounts, onChange, onReset, onSave, onCopyLink }: FiltersBarProps) {
  const [search, setSearch] = useState(filters.search ?? '');
  useEffect(() => setSearch(filters.search ?? ''), [filters.search]);
  useEffect(() => {
    if ((filters.search ?? '') === search) return;
    const timer = setTimeout(() => onChange(withFilter(filters, { search })), TEXT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, filters, onChange]);

  const set = (patch: Partial<TransactionListFilters>) => onChange(withFilter(filters, patch));
  const subcategories = categories.find((c) => c.name === filters.category)?.subcategories ?? [];
  // On phones the panel would fill the first screen: it folds behind a 'Filtre' toggle.
  const phone = useMediaQuery('(max-width: 640px)');
  const [open, setOpen] = useState(false);
  const expanded = !phone || open;
  const count = activeFilterCount(filters);
  const panelId = useId();

  return (
    <section className="tx-filters" aria-label="Filtre">
      {phone ? (
        <button type="button" className="tx-filters__toggle" aria-expanded={expanded} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          <span className="tx-filters__chevron" aria-hidden="true">{expanded ? '▾' : '▸'}</span>
          Filtre
          {count > 0 ? (
            <>
              <span className="tx-filters__count" aria-hidden="true">{count}</span>
              <span className="bg-visually-hidden">, {count === 1 ? '1 activ' : `${count} active`}</span>
            </>
          ) : null}
        </button>
      ) : null}
      <div id={panelId} className="tx-filters__panel" hidden={!expanded}>
      <FormField label="Caută în descriere" className="tx-filters__search">
        {(p) => (
          <input {...p} className="bg-form-input" type="search" name="search" value={search} placeholder="ex. chirie" onChange={(e) => setSearch(e.target.value)} />
        )}
      </FormField>
      <FormField label="Tip">
        {(p) => (
          <select {...p} className="bg-form-input" name="type" value={filters.type ?? ''} onChange={(e) => set({ type: (e.target.value || undefined) as TransactionListFilters['type'] })}>
            <option value="">Toate</option>
            {LISTED_TRANSACTION_TYPES.map((t) => (
              <option key={t} value={t}>{TYPE_LABELS[t]}</option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Cont">
        {(p) => (
          <select {...p} className="bg-form-input" name="account" value={filters.account ?? ''} onChange={(e) => set({ account: e.target.value || undefined })}>
            <option value="">Toate</option>
            {accounts.map((a) => (
              <option key={a.id} value={a.id}>{a.is_active ? a.name : `${a.name} (inactiv)`}</option>
            ))}
            {filters.account && !accounts.some((a) => a.id === filters.account) ? <option value={filters.account}>Cont necunoscut</option> : null}
          </select>
        )}
      </FormField>
      <FormField label="Categorie">
        {(p) => (
          <select {...p} className="bg-form-input" name="category" value={filters.category ?? ''} onChange={(e) => set({ category: e.target.value || undefined, subcategory: undefined })}>
            <option value="">Toate</option>
            {categories.map((c) => (
              <option key={c.name} value={c.name}>{categoryLabel(c.name)}</option>
            ))}
            {filters.category && !categories.some((c) => c.name === filters.category) ? <option value={filters.category}>{filters.category}</option> : null}
          </select>
        )}
      </FormField>
      <FormField label="Subcategorie">
        {(p) => (
          <select {...p} className="bg-form-input" name="subcategory" value={filters.subcategory ?? ''} disabled={!filters.category} onChange={(e) => set({ subcategory: e.target.value || undefined })}>
            <option value="">Toate</option>
            {subcategories.map((s) => (
              <option key={s.name} value={s.name}>{s.name}</option>
            ))}
            {filters.subcategory && !subcategories.some((s) => s.name === filters.subcategory) ? <option value={filters.subcategory}>{filters.subcategory}</option> : null}
          </select>
        )}
      </FormField>
      <FormField label="Stare">
        {(p) => (
          <select {...p} className="bg-form-input" name="status" value={filters.status ?? ''} onChange={(e) => set({ status: (e.target.value || undefined) as TransactionListFilters['status'] })}>
            <option value="">Toate</option>
            {TRANSACTION_STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>{STATUS_LABELS[s]}</option>
            ))}
          </select>
        )}
      </FormField>
      <DateField label="De la data" name="dateFrom" value={filters.dateFrom ?? ''} max={filters.dateTo} onChange={(date) => set({ dateFrom: date || undefined })} />
      <DateField label="Până la data" name="dateTo" value={filters.dateTo ?? ''} min={filters.dateFrom} onChange={(date) => set({ dateTo: date || undefined })} />
      <FormField label="Sumă minimă">
        {(p) => <AmountInput {...p} name="amountMin" value={filters.amountMin} onCommit={(v) => set({ amountMin: v })} />}
      </FormField>
      <FormField label="Sumă maximă">
        {(p) => <AmountInput {...p} name="amountMax" value={filters.amountMax} onCommit={(v) => set({ amountMax: v })} />}
      </FormField>
      <div className="tx-filters__buttons">
        <Button variant="secondary" size="sm" onClick={onReset} disabled={!hasActiveFilters(filters)}>
          Resetează filtrele
        </Button>
        <Button variant="ghost" size="sm" onClick={onSave}>
          Salvează filtrele
        </Button>
        <Button variant="ghost" size="sm" onClick={onCopyLink}>
          Copiază linkul
        </Button>
      </div>
      </div>
    </section>
  );
}

/** An amount filter applied on blur or Enter, so typing "1000" is one request, not four. */
function AmountInput({ value, onCommit, ...rest }: { id: string; name: string; value: number | undefined; onCommit: (v: number | undefined) => void }) {
  const [text, setText] = useState(value === undefined ? '' : amountFieldText(value));
  useEffect(() => setText(value === undefined ? '' : amountFieldText(value)), [value]);
  const commit = () => {
    const next = numberOrUndefined(text);
    if (next !== value) onCommit(next);
  };
  return (
    <input
      {...rest}
      className="bg-form-input"
      inputMode="decimal"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}
