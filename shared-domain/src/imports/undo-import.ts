import { z } from 'zod';
import { getSupabase } from '@buget/shared-domain/data';
import { useBugetMutation } from '@buget/shared-domain/stores';
import { IMPORT_MESSAGES, IMPORT_WRITE_INVALIDATES, importErrorMessage } from './apply-import';

const undoImportResultSchema = z.object({ deleted: z.number(), restored: z.number() });
/** What an undo took back: rows deleted, planned items pending again. */
export type UndoImportResult = z.output<typeof undoImportResultSchema>;

export const UNDO_IMPORT_MESSAGES = { undone: 'Importul a fost anulat.' } as const;

/**
 * Takes back exactly one import (undo_import): the rows it inserted go, the planned items it
 * completed are pending again as they were. A batch that is gone (undone already, another
 * user's) rejects with hint IMPORT_NOT_FOUND.
 */
export async function undoImport(batchId: string): Promise<UndoImportResult> {
  const { data } = await getSupabase().rpc('undo_import', { batch_id: batchId }).throwOnError();
  return undoImportResultSchema.parse(data);
}

export const useUndoImport = () =>
  useBugetMutation({
    mutationFn: undoImport,
    invalidates: IMPORT_WRITE_INVALIDATES,
    successMessage: UNDO_IMPORT_MESSAGES.undone,
    errorMessage: (error) => importErrorMessage(error, IMPORT_MESSAGES.undoFailed),
  });
