import { useImportBatches, useUndoImport } from '@buget/shared-domain/imports';
import { countRo, toLocalIsoDate } from '@buget/shared-domain/rules';
import { formatDisplayDate } from '@buget/shared-domain/settings';
import { Button } from '@buget/shared-ui/components';
import { IMPORT_TEXT as T } from './import-text';

const importedAt = (timestamp: string): string => {
  const at = new Date(timestamp);
  return `${formatDisplayDate(toLocalIsoDate(at))}, ${at.toLocaleTimeString('ro-RO', { hour: '2-digit', minute: '2-digit' })}`;
};

/** The user's past imports, newest first, each with the undo its toast offered (issue 25 point 7). */
export function PastImports() {
  const batches = useImportBatches();
  const undo = useUndoImport();
  const list = batches.data ?? [];
  return (
    <section className="tx-import__history" aria-labelledby="tx-import-history">
      <h3 id="tx-import-history" className="tx-import__subtitle">{T.history}</h3>
      {list.length === 0 ? (
        <p className="tx-import__muted">{batches.isPending ? '…' : T.historyEmpty}</p>
      ) : (
        <ul className="tx-import__history-list">
          {list.map((batch) => (
            <li key={batch.id} className="tx-import__history-item">
              <div>
                <p className="tx-import__history-name">{batch.fileName}</p>
                <p className="tx-import__muted">
                  {importedAt(batch.createdAt)} · {batch.accountName ?? '—'} · {countRo(batch.imported, 'tranzacție importată', 'tranzacții importate')}, {countRo(batch.matched, 'potrivită cu planul', 'potrivite cu planul')}
                </p>
              </div>
              <Button variant="secondary" size="sm" disabled={undo.isPending} onClick={() => undo.mutate(batch.id)} aria-label={`${T.undoImport} ${batch.fileName}`}>
                {T.undoImport}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
