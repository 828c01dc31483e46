import { importErrorMessage, importSummary, useApplyImport, useUndoImport } from '@buget/shared-domain/imports';
import { toast } from '@buget/shared-domain/stores';
import { IMPORT_TEXT as T } from './import-text';
import { summarize, toApplyPayload } from './match/toggle';
import type { PreviewRow } from './match/types';
import type { StatementFormat } from './parse/types';

/** A new task: the click's work and the request's (validation, the body's JSON) stay two short tasks. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

type ApplyRequest = { accountId: string; fileName: string; format: StatementFormat; rows: readonly PreviewRow[] };

/**
 * Confirming the preview (issue 25 point 7): one call writes every chosen row and match, or
 * nothing; the toast says what came in and offers to take exactly that import back.
 */
export function useApplyPreview() {
  const apply = useApplyImport();
  const undo = useUndoImport();
  const run = async ({ accountId, fileName, format, rows }: ApplyRequest): Promise<string | null> => {
    try {
      const payload = toApplyPayload(rows);
      await nextTask();
      const result = await apply.mutateAsync({
        accountId,
        fileName,
        format,
        rows: payload.rows,
        matches: payload.matches.map(({ transaction_id, ...m }) => ({ transactionId: transaction_id, ...m })),
      });
      const { batchId } = result;
      // Skipped: the duplicates the preview left out, and those the database refused as already there.
      const skipped = summarize(rows).skipped + result.skipped;
      toast.success(importSummary({ imported: result.imported, matched: result.matched, skipped }), {
        action: batchId ? { label: T.undo, handler: () => undo.mutate(batchId) } : undefined,
      });
      return null;
    } catch (error) {
      return importErrorMessage(error);
    }
  };
  return { run, busy: apply.isPending };
}
