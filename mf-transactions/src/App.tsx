import { classifyError, ERROR_MESSAGES, type RemoteParcelProps } from '@buget/shared-domain/rules';
import { useCategories } from '@buget/shared-domain/categories';
import { useAppSettingsStore } from '@buget/shared-domain/settings';
import { useTransactionAccounts, useTransactionList, type ListedTransactionType, type TransactionListFilters, type TransactionRow } from '@buget/shared-domain/transactions';
import { usePageRequests } from '@buget/shared-domain/stores';
import { Button, EmptyState, IconAlert, IconTransactions, PageHeader, Spinner, useMediaQuery } from '@buget/shared-ui/components';
import { ConfirmDialog } from '@buget/shared-ui/dialogs';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { useDeleteFlow } from './features/delete/use-delete-flow';
import { FiltersBar } from './features/filters/FiltersBar';
import { hasActiveFilters, lastPageFilters } from './features/filters/url-filters';
import { useUrlFilters } from './features/filters/use-url-filters';
import { PAGE_TEXT } from './features/labels';
import { ColumnsDialog } from './features/table/ColumnsDialog';
import { defaultColumnPrefs, loadColumnPrefs, saveColumnPrefs, type ColumnPrefs } from './features/table/column-prefs';
import { Pagination } from './features/table/Pagination';
import { TransactionCards } from './features/table/TransactionCards';
import { TransactionsTable } from './features/table/TransactionsTable';
import './App.css';

// The form and the export (with its file writers) load on first use, not with the page.
const TransactionFormDialog = lazy(() => import('./features/form/TransactionFormDialog').then((m) => ({ default: m.TransactionFormDialog })));
const ImportDialog = lazy(() => import('./features/import/ImportDialog').then((m) => ({ default: m.ImportDialog })));
const ExportDialog = lazy(() => import('./features/export/ExportDialog').then((m) => ({ default: m.ExportDialog })));

/** Tranzacții: the server-paged table with filters in the URL, the form and the export. */
export function App({ basePath }: RemoteParcelProps) {
  const { filters, setFilters, reset, save, copyLink, followLink } = useUrlFilters();
  const list = useTransactionList(filters);
  const categories = useCategories();
  const accounts = useTransactionAccounts();
  // The person's own column choice, else the defaults, which follow the accounts' currencies.
  const [chosenPrefs, setChosenPrefs] = useState<ColumnPrefs | null>(loadColumnPrefs);
  const defaultCurrency = useAppSettingsStore((state) => state.settings.defaultCurrency);
  const accountCurrencies = useMemo(
    // An account's currency, once the accounts query reads it (account currencies, issue 26).
    () => accounts.all.flatMap((account) => ('currency' in account && typeof account.currency === 'string' ? [account.currency] : [])),
    [accounts.all],
  );
  const prefs = useMemo(
    () => chosenPrefs ?? defaultColumnPrefs({ accountCurrencies, defaultCurrency }),
    [chosenPrefs, accountCurrencies, defaultCurrency],
  );
  const [columnsOpen, setColumnsOpen] = useState(false);
  const [form, setForm] = useState<{ open: boolean; editing: TransactionRow | null; key: number; type?: ListedTransactionType }>({ open: false, editing: null, key: 0 });
  const [exportOpen, setExportOpen] = useState(false);
  // Importă extras (issue 25): the button, or a statement dropped anywhere on the page.
  const [importing, setImporting] = useState<{ open: boolean; file: File | null; key: number }>({ open: false, file: null, key: 0 });
  const openImport = useCallback((file: File | null) => setImporting((i) => ({ open: true, file, key: i.key + 1 })), []);
  const pageDrop = useDropzone({
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled: importing.open,
    onDrop: (files) => {
      if (files[0]) openImport(files[0]);
    },
  });
  const deletion = useDeleteFlow();
  const phone = useMediaQuery('(max-width: 640px)');

  // null: back to the default columns (the dialog's reset), forgetting the choice.
  const changePrefs = (next: ColumnPrefs | null) => {
    setChosenPrefs(next);
    saveColumnPrefs(next);
  };
  const onSort = useCallback(
    (sortBy: TransactionListFilters['sortBy']) =>
      setFilters({ ...filters, sortBy, offset: 0, sortDirection: filters.sortBy === sortBy && filters.sortDirection === 'desc' ? 'asc' : 'desc' }),
    [filters, setFilters],
  );
  const { request } = deletion;
  const actions = useMemo(
    () => ({ onEdit: (row: TransactionRow) => setForm((f) => ({ open: true, editing: row, key: f.key + 1 })), onDelete: request }),
    [request],
  );
  const openCreate = (type?: ListedTransactionType) => setForm((f) => ({ open: true, editing: null, key: f.key + 1, type }));
  // The shell's command palette asks for the form, a transfer, the import, or a search in the link.
  usePageRequests(basePath, (kind) => {
    if (kind === 'new-transaction') openCreate();
    else if (kind === 'new-transfer') openCreate('TRANSFER');
    else if (kind === 'import-statement') openImport(null);
    else followLink();
  });

  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  // Past the last page (its only row deleted, an old link): go to the last page there is.
  const lastPage = useMemo(
    () => (list.data && !list.isPlaceholderData ? lastPageFilters(filters, list.data.total) : null),
    [filters, list.data, list.isPlaceholderData],
  );
  useEffect(() => {
    if (lastPage) setFilters(lastPage);
  }, [lastPage, setFilters]);

  let body;
  if (list.isPending || (rows.length === 0 && total > 0)) {
    body = (
      <div className="tx-state" role="status">
        <Spinner size="lg" label={PAGE_TEXT.loading} />
      </div>
    );
  } else if (list.isError && !list.data) {
    const classified = classifyError(list.error);
    body = (
      <EmptyState
        icon={<IconAlert />}
        title={ERROR_MESSAGES.EROARE_INCARCARE_TRANZACTII}
        description={classified.type === 'network' ? ERROR_MESSAGES.EROARE_RETEA : ERROR_MESSAGES.EROARE_GENERALA}
        action={<Button onClick={() => void list.refetch()}>{PAGE_TEXT.retry}</Button>}
      />
    );
  } else if (rows.length === 0) {
    body = hasActiveFilters(filters) ? (
      <EmptyState icon={<IconTransactions />} title={PAGE_TEXT.noMatchTitle} description={PAGE_TEXT.noMatchDescription} action={<Button variant="secondary" onClick={reset}>Resetează filtrele</Button>} />
    ) : (
      <EmptyState icon={<IconTransactions />} title={PAGE_TEXT.emptyTitle} description={PAGE_TEXT.emptyDescription} action={<Button onClick={() => openCreate()}>{PAGE_TEXT.add}</Button>} />
    );
  } else {
    body = (
      <>
        {phone ? (
          <TransactionCards rows={rows} actions={actions} accountNames={accounts.names} busy={list.isFetching} />
        ) : (
          <TransactionsTable rows={rows} filters={filters} onSort={onSort} prefs={prefs} actions={actions} accountNames={accounts.names} busy={list.isFetching} />
        )}
        <Pagination filters={filters} total={total} onChange={setFilters} />
      </>
    );
  }

  return (
    <div {...pageDrop.getRootProps({ className: `tx-page${pageDrop.isDragActive ? ' tx-page--dropping' : ''}` })}>
      {pageDrop.isDragActive ? <p className="tx-drop-hint">{PAGE_TEXT.dropStatement}</p> : null}
      <PageHeader
        title={PAGE_TEXT.title}
        description={PAGE_TEXT.description}
        actions={
          <>
            <Button variant="secondary" onClick={() => setColumnsOpen(true)} className="tx-columns-button">{PAGE_TEXT.columns}</Button>
            <Button variant="secondary" onClick={() => openImport(null)}>{PAGE_TEXT.import}</Button>
            <Button variant="secondary" onClick={() => setExportOpen(true)}>{PAGE_TEXT.export}</Button>
            <Button onClick={() => openCreate()}>{PAGE_TEXT.add}</Button>
          </>
        }
      />
      <FiltersBar filters={filters} categories={categories.data ?? []} accounts={accounts.all} onChange={setFilters} onReset={reset} onSave={save} onCopyLink={() => void copyLink()} />
      {list.isError && list.data ? <p className="tx-inline-error" role="alert">{ERROR_MESSAGES.EROARE_FILTRARE_TRANZACTII}</p> : null}
      {body}
      <ColumnsDialog open={columnsOpen} onOpenChange={setColumnsOpen} prefs={prefs} onChange={changePrefs} />
      <Suspense fallback={null}>
        {form.open ? <TransactionFormDialog key={form.key} open onOpenChange={(open) => setForm((f) => ({ ...f, open }))} editing={form.editing} initialType={form.type} /> : null}
        {importing.open ? (
          <ImportDialog key={importing.key} open onOpenChange={(open) => setImporting((i) => ({ ...i, open }))} initialFile={importing.file} />
        ) : null}
        {exportOpen ? <ExportDialog open onOpenChange={setExportOpen} filters={filters} categories={categories.data ?? []} accountNames={accounts.names} /> : null}
      </Suspense>
      <ConfirmDialog
        open={deletion.pending !== null}
        onOpenChange={(open) => (open ? undefined : deletion.cancel())}
        title={deletion.pending?.reconciled_at ? 'Ștergi o tranzacție reconciliată?' : 'Ștergi tranzacția?'}
        description={
          deletion.pending?.reconciled_at
            ? 'Tranzacția a fost verificată cu soldul băncii: fără ea, soldul contului nu mai este cel reconciliat. Poți anula ștergerea din notificarea care apare.'
            : 'Tranzacția dispare din listă și din sold. Poți anula ștergerea din notificarea care apare.'
        }
        confirmLabel="Șterge"
        busy={deletion.busy}
        onConfirm={deletion.confirm}
      />
    </div>
  );
}
