import { z } from 'zod';
import { getSupabase, queryKeys, TRANSACTION_WRITE_INVALIDATES } from '@buget/shared-domain/data';
import { useBugetMutation } from '@buget/shared-domain/stores';
import { countRo } from '@buget/shared-domain/rules';

/**
 * Applying a statement import (issue 25 point 7): every row and every plan match in one call of
 * the server's apply_import (supabase/schemas/13_import.sql), all or nothing. The server checks
 * every row and skips an entry whose reference the account already holds.
 */

/** The most rows and matches one import may carry (the server refuses more, hint IMPORT_TOO_MANY_ROWS). */
export const IMPORT_MAX_ROWS = 10_000;

/** A statement row to insert: done (COMPLETED), or planned when the bank marks it pending. */
export type ImportRow = {
  date: string;
  type: 'INCOME' | 'EXPENSE';
  amount: number;
  description: string | null;
  category: string;
  subcategory: string | null;
  /** ref:<the bank's reference> or fp:<fingerprint>: unique per account. */
  reference: string;
  pending: boolean;
};

/** A pending planned item the statement row completes, on the bank's day and amount. */
export type ImportMatch = { transactionId: string; date: string; amount: number; reference: string };

/**
 * What one import sends. Its rules (dates, amounts, references, categories, the account, at most
 * IMPORT_MAX_ROWS) live in apply_import alone: the server checks every row, whoever calls it.
 */
export type ApplyImportInput = { accountId: string; fileName: string; format: string; rows: ImportRow[]; matches: ImportMatch[] };

const applyImportResultSchema = z
  .object({ batch_id: z.uuid().nullable(), imported: z.number(), matched: z.number(), skipped: z.number() })
  .transform(({ batch_id, ...counts }) => ({ batchId: batch_id, ...counts }));
/** What an import did; batchId is null when it wrote nothing (every row already in the account). */
export type ApplyImportResult = z.output<typeof applyImportResultSchema>;

export const IMPORT_MESSAGES = {
  tooManyRows: `Un import poate avea cel mult ${IMPORT_MAX_ROWS.toLocaleString('ro-RO')} de rânduri. Împarte extrasul în fișiere mai mici. Nu s-a salvat nimic.`,
  accountInvalid: 'Contul ales nu mai există sau nu mai este activ. Alege alt cont. Nu s-a salvat nimic.',
  matchInvalid: 'Un element planificat ales pentru potrivire nu mai este în așteptare (s-a schimbat între timp). Deschide din nou importul. Nu s-a salvat nimic.',
  rowInvalid: (row: number) => `Rândul ${row} al importului nu este complet (dată, tip, sumă, categorie sau referință). Nu s-a salvat nimic.`,
  unknownCategory: (row: number, category: string) =>
    `Rândul ${row} al importului are o categorie care nu mai este în lista ta: „${category}”. Alege altă categorie. Nu s-a salvat nimic.`,
  doneInFuture: 'Un rând are o dată după ziua de azi: o tranzacție efectuată nu poate fi în viitor. Nu s-a salvat nimic.',
  amountInvalid: 'O sumă este peste 1.000.000 sau are mai mult de trei zecimale. Nu s-a salvat nimic.',
  dateInvalid: 'O dată este în afara intervalului 1900–2199. Nu s-a salvat nimic.',
  notFound: 'Importul nu mai există: a fost deja anulat.',
  reconciled: 'Importul nu mai poate fi anulat: rândurile lui au fost reconciliate cu soldul băncii de atunci.',
  failed: 'Importul nu a putut fi salvat (serverul nu a răspuns). Nu s-a salvat nimic; încearcă din nou.',
  undoFailed: 'Importul nu a putut fi anulat. Încearcă din nou.',
} as const;
const M = IMPORT_MESSAGES;

const textOf = (error: unknown, key: 'hint' | 'code' | 'message'): string => {
  if (typeof error !== 'object' || error === null || !(key in error)) return '';
  const value: unknown = (error as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
};

/**
 * A refused apply_import or undo_import → the Romanian text to show. The server's hints (13_import.sql),
 * then the table's own checks that abort an import (a done row after today, an amount, a date);
 * anything else (network, session) says nothing was saved.
 */
export function importErrorMessage(error: unknown, fallback: string = M.failed): string {
  const hint = textOf(error, 'hint');
  const message = textOf(error, 'message');
  switch (hint) {
    case 'IMPORT_TOO_MANY_ROWS':
      return M.tooManyRows;
    case 'IMPORT_ACCOUNT_INVALID':
      return M.accountInvalid;
    case 'IMPORT_MATCH_INVALID':
      return M.matchInvalid;
    case 'IMPORT_NOT_FOUND':
      return M.notFound;
    case 'IMPORT_RECONCILED':
      return M.reconciled;
    case 'DONE_IN_FUTURE':
      return M.doneInFuture;
    case 'IMPORT_ROW_INVALID': {
      // 'row <0-based index>: unknown category <name>' or 'row <index>: invalid <field>'.
      const row = /^row (\d+): (?:unknown category (.*)|invalid)/.exec(message);
      if (!row) return M.rowInvalid(1);
      const number = Number(row[1]) + 1;
      return row[2] === undefined ? M.rowInvalid(number) : M.unknownCategory(number, row[2]);
    }
  }
  if (textOf(error, 'code') === '23514') {
    if (/transactions_(actual_)?amount_check/.test(message)) return M.amountInvalid;
    if (message.includes('transactions_date_range_check')) return M.dateInvalid;
  }
  return fallback;
}

/** Writes the import in one server transaction; refusals reject with the server's error (see importErrorMessage). */
export async function applyImport(input: ApplyImportInput): Promise<ApplyImportResult> {
  const { accountId, fileName, format, rows, matches } = input;
  const { data } = await getSupabase()
    .rpc('apply_import', {
      account_id: accountId,
      file_name: fileName,
      format,
      rows,
      matches: matches.map(({ transactionId, ...match }) => ({ transaction_id: transactionId, ...match })),
    })
    .throwOnError();
  return applyImportResultSchema.parse(data);
}

/** What an import or its undo makes stale: everything a transaction write does, and the past imports. */
export const IMPORT_WRITE_INVALIDATES = [...TRANSACTION_WRITE_INVALIDATES, queryKeys.imports.batches()] as const;

/** The toast's text: "N tranzacții importate, M potrivite cu planul, K duplicate sărite". */
export function importSummary({ imported, matched, skipped }: Pick<ApplyImportResult, 'imported' | 'matched' | 'skipped'>): string {
  return [
    countRo(imported, 'tranzacție importată', 'tranzacții importate'),
    countRo(matched, 'potrivită cu planul', 'potrivite cu planul'),
    countRo(skipped, 'duplicat sărit', 'duplicate sărite'),
  ].join(', ');
}

/** Applies an import; the caller shows the summary with its undo (useUndoImport). */
export const useApplyImport = () =>
  useBugetMutation({
    mutationFn: applyImport,
    invalidates: IMPORT_WRITE_INVALIDATES,
    errorMessage: (error) => importErrorMessage(error),
  });
