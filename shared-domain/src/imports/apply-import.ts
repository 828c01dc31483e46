import { z } from 'zod';
import { getSupabase, queryKeys, TRANSACTION_WRITE_INVALIDATES } from '@buget/shared-domain/data';
import { useBugetMutation } from '@buget/shared-domain/stores';

/**
 * Applying a statement import (issue 25 point 7): every row and every plan match in one call of
 * the server's apply_import (supabase/schemas/13_import.sql), all or nothing. The server checks
 * every row again and skips an entry whose reference the account already holds; the input is
 * checked here first so a malformed call never leaves the browser.
 */

/** The most rows and matches one import may carry (the server refuses more, hint IMPORT_TOO_MANY_ROWS). */
export const IMPORT_MAX_ROWS = 10_000;

const isoDate = z.iso.date();
const amount = z.number().positive().max(1_000_000);
const reference = z.string().min(1).max(200);

/** A statement row to insert: done (COMPLETED), or planned when the bank marks it pending. */
export const importRowSchema = z.object({
  date: isoDate,
  type: z.enum(['INCOME', 'EXPENSE']),
  amount,
  description: z.string().nullable(),
  category: z.string().trim().min(1),
  subcategory: z.string().nullable(),
  /** ref:<the bank's reference> or fp:<fingerprint>: unique per account. */
  reference,
  pending: z.boolean(),
});

/** A pending planned item the statement row completes, on the bank's day and amount. */
export const importMatchSchema = z.object({
  transactionId: z.uuid(),
  date: isoDate,
  amount,
  reference,
});

export const applyImportInputSchema = z
  .object({
    accountId: z.uuid(),
    fileName: z.string().min(1).max(255),
    format: z.string().min(1).max(40),
    rows: z.array(importRowSchema),
    matches: z.array(importMatchSchema),
  })
  .refine((input) => input.rows.length + input.matches.length <= IMPORT_MAX_ROWS, { message: 'IMPORT_TOO_MANY_ROWS' });

export type ApplyImportInput = z.input<typeof applyImportInputSchema>;

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
  if (error instanceof z.ZodError) return error.issues.some((i) => i.message === 'IMPORT_TOO_MANY_ROWS') ? M.tooManyRows : M.rowInvalid(rowOfIssue(error));
  return fallback;
}

/** The 1-based import row a validation issue names (rows.<index>…), or 1. */
const rowOfIssue = (error: z.ZodError): number => {
  const path = error.issues[0]?.path ?? [];
  return path[0] === 'rows' && typeof path[1] === 'number' ? path[1] + 1 : 1;
};

/** Writes the import in one server transaction; refusals reject with the server's error (see importErrorMessage). */
export async function applyImport(input: ApplyImportInput): Promise<ApplyImportResult> {
  const { accountId, fileName, format, rows, matches } = applyImportInputSchema.parse(input);
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
  const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n}${ofPlural(n)} ${many}`);
  return [
    count(imported, 'tranzacție importată', 'tranzacții importate'),
    count(matched, 'potrivită cu planul', 'potrivite cu planul'),
    count(skipped, 'duplicat sărit', 'duplicate sărite'),
  ].join(', ');
}

/** Romanian puts "de" between a number and its noun from 20 on (20 de, 101, 120 de). */
const ofPlural = (n: number): string => (n % 100 === 0 && n > 0) || n % 100 >= 20 ? ' de' : '';

/** Applies an import; the caller shows the summary with its undo (useUndoImport). */
export const useApplyImport = () =>
  useBugetMutation({
    mutationFn: applyImport,
    invalidates: IMPORT_WRITE_INVALIDATES,
    errorMessage: (error) => importErrorMessage(error),
  });
