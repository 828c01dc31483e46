import { useCategories } from '@buget/shared-domain/categories';
import { dataApiAccess } from '@buget/shared-domain/data';
import { categoryRulesQueryOptions, type CsvMapping } from '@buget/shared-domain/imports';
import { useQueryClient } from '@tanstack/react-query';
import { useTransactionAccounts } from '@buget/shared-domain/transactions';
import { MAX_STATEMENT_BYTES } from '@buget/shared-domain/constants';
import { Alert, Button, FormField, Spinner } from '@buget/shared-ui/components';
import { Modal } from '@buget/shared-ui/dialogs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FileDrop } from './FileDrop';
import { IMPORT_TEXT as T } from './import-text';
import { ImportWorker } from './import-worker-client';
import { MappingStep } from './MappingStep';
import { PastImports } from './PastImports';
import { PreviewStep } from './PreviewStep';
import { useApplyPreview } from './use-apply-preview';
import type { StatementSummary } from './import.worker';
import type { PreviewRow } from './match/types';
import type { CsvTable } from './parse/types';
import './import.css';

export type ImportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A file dropped on the page: read at once. */
  initialFile?: File | null;
};

type Phase =
  | { step: 'choose' }
  | { step: 'busy'; label: string }
  | { step: 'mapping'; table: CsvTable; bytes: Uint8Array; fileName: string }
  | { step: 'preview'; statement: StatementSummary; rows: PreviewRow[]; fileName: string };

/**
 * Importă extras (issue 25): a file and its account → (a column mapping for an unknown CSV) → a
 * preview of every row and its fate → one atomic apply, with undo on the toast.
 */
export function ImportDialog({ open, onOpenChange, initialFile = null }: ImportDialogProps) {
  const accounts = useTransactionAccounts();
  const categories = useCategories();
  const queryClient = useQueryClient();
  const [accountId, setAccountId] = useState('');
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const [error, setError] = useState<string | null>(null);
  const worker = useRef<ImportWorker | null>(null);
  const apply = useApplyPreview();
  const chosenAccount = accountId || accounts.defaultId || accounts.active[0]?.id || '';

  const workerOf = () => (worker.current ??= new ImportWorker());
  useEffect(() => () => worker.current?.stop(), []);

  const previewOf = async (statement: StatementSummary, fileName: string, account = chosenAccount) => {
    if (statement.rowCount === 0 && statement.refused.length === 0) {
      setPhase({ step: 'choose' });
      setError(T.noRows);
      return;
    }
    setPhase({ step: 'busy', label: T.checking });
    let rows;
    try {
      // The rules as they are now (changed in Opțiuni, or in another tab, since they were read).
      const [access, rules] = await Promise.all([dataApiAccess(), queryClient.fetchQuery({ ...categoryRulesQueryOptions(), staleTime: 0 })]);
      rows = await workerOf().check({ accountId: account, rules, categories: categories.data ?? [], access });
    } catch {
      setPhase({ step: 'choose' });
      setError(T.candidatesFailed);
      return;
    }
    setPhase({ step: 'preview', statement, rows, fileName });
  };

  /** Parses the bytes in the worker (which takes a copy: these stay for a mapping chosen afterwards). */
  const parse = async (bytes: Uint8Array, fileName: string, mapping?: CsvMapping) => {
    setError(null);
    setPhase({ step: 'busy', label: T.reading });
    try {
      const outcome = await workerOf().open(bytes.slice(), mapping);
      if (outcome.kind === 'error') {
        setPhase({ step: 'choose' });
        setError(outcome.message);
      } else if (outcome.kind === 'needs-mapping') {
        setPhase({ step: 'mapping', table: outcome.table, bytes, fileName });
      } else {
        await previewOf(outcome.statement, fileName);
      }
    } catch {
      setPhase({ step: 'choose' });
      setError(T.unreadable);
    }
  };

  const read = async (file: File) => {
    if (file.size > MAX_STATEMENT_BYTES) {
      setError(T.tooBig);
      return;
    }
    let bytes;
    try {
      bytes = new Uint8Array(await file.arrayBuffer());
    } catch {
      setError(T.unreadable);
      return;
    }
    await parse(bytes, file.name);
  };

  // A file dropped on the page opens the dialog with it.
  const started = useRef(false);
  useEffect(() => {
    if (initialFile && !started.current && accounts.active.length > 0) {
      started.current = true;
      void read(initialFile);
    }
    // read is recreated each render; the dropped file is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialFile, accounts.active.length]);

  const changeAccount = (id: string) => {
    setAccountId(id);
    if (phase.step === 'preview') void previewOf(phase.statement, phase.fileName, id);
  };

  const confirm = async (rows: PreviewRow[]) => {
    if (phase.step !== 'preview') return;
    setError(null);
    const failure = await apply.run({ accountId: chosenAccount, fileName: phase.fileName, format: phase.statement.format, rows });
    if (failure) setError(failure);
    else onOpenChange(false);
  };

  const accountSelect = (
    <FormField label={T.account}>
      {(p) => (
        <select {...p} className="bg-form-input" name="importAccount" value={chosenAccount} disabled={phase.step === 'busy' || apply.busy} onChange={(e) => changeAccount(e.target.value)}>
          {accounts.active.map((a) => (
            <option key={a.id} value={a.id}>{a.name}</option>
          ))}
        </select>
      )}
    </FormField>
  );

  const categoryList = useMemo(() => categories.data ?? [], [categories.data]);

  let body;
  let footer;
  if (phase.step === 'busy') {
    body = (
      <div className="tx-import__busy" role="status">
        <Spinner size="lg" label={phase.label} />
        <p>{phase.label}</p>
      </div>
    );
    footer = <Button variant="secondary" onClick={() => onOpenChange(false)}>{T.cancel}</Button>;
  } else if (phase.step === 'mapping') {
    body = (
      <MappingStep
        table={phase.table}
        bytes={phase.bytes}
        account={accountSelect}
        onBack={() => setPhase({ step: 'choose' })}
        onCancel={() => onOpenChange(false)}
        onSubmit={(mapping) => void parse(phase.bytes, phase.fileName, mapping)}
      />
    );
    footer = null;
  } else if (phase.step === 'preview') {
    body = (
      <PreviewStep
        key={`${phase.fileName}:${chosenAccount}`}
        statement={phase.statement}
        initialRows={phase.rows}
        onUnlink={(rows, key) => workerOf().unlink(rows, key)}
        categories={categoryList}
        account={accountSelect}
        busy={apply.busy}
        onBack={() => setPhase({ step: 'choose' })}
        onCancel={() => onOpenChange(false)}
        onConfirm={(rows) => void confirm(rows)}
      />
    );
    footer = null;
  } else {
    body = (
      <div className="tx-import__choose">
        {accountSelect}
        <FileDrop onFile={(file) => void read(file)} disabled={accounts.active.length === 0} />
        <PastImports />
      </div>
    );
    footer = <Button variant="secondary" onClick={() => onOpenChange(false)}>{T.cancel}</Button>;
  }

  return (
    // A read statement (its column mapping, its rows' choices) is not thrown away without asking.
    <Modal open={open} onOpenChange={onOpenChange} dirty={phase.step === 'mapping' || phase.step === 'preview'} title={T.title} description={T.description} size="4xl" footer={footer} className="tx-import">
      {error ? <Alert variant="error">{error}</Alert> : null}
      {body}
    </Modal>
  );
}
