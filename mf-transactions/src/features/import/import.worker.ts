// The import's heavy work, off the main thread (issue 25 point 9): decoding and parsing the file,
// then checking its rows against the account's ledger and the user's rules.
import { expose } from 'comlink';
import { categorizeRow, compileRules, type CategoryRule } from '@buget/shared-domain/imports';
import type { Category } from '@buget/shared-domain/schemas';
import type { CsvMapping } from '@buget/shared-domain/imports';
import { buildPreview } from './match/classify';
import type { Candidate, PreviewRow } from './match/types';
import { parseStatement } from './parse';
import type { ParseOutcome, StatementRow } from './parse/types';

/** The rules name the user's categories: one whose category was renamed or deleted since is left out. */
export type PreviewInput = { accountId: string; rows: StatementRow[]; candidates: Candidate[]; rules: CategoryRule[]; categories: Category[] };

const api = {
  parse: (bytes: Uint8Array, mapping?: CsvMapping): ParseOutcome => parseStatement(bytes, mapping ? { mapping } : undefined),
  preview: ({ accountId, rows, candidates, rules, categories }: PreviewInput): PreviewRow[] => {
    const compiled = compileRules(rules, categories);
    return buildPreview({
      accountId,
      rows,
      candidates,
      categorize: (row) => categorizeRow(compiled, { description: row.description, payee: row.payee }),
    });
  },
};

export type ImportWorkerApi = typeof api;
expose(api);
