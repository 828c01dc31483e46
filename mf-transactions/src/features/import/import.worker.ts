// The import's heavy work, off the main thread (issue 25 point 9): decoding and parsing the file,
// reading the account's ledger around the statement's days, and checking every row against it
// and the user's rules. The statement and the ledger stay here; the page gets the preview only.
import { expose } from 'comlink';
import { dataApiClient, type DataApiAccess } from '@buget/shared-domain/data';
import { categorizeRow, compileRules, fetchImportCandidates, type CategoryRule, type CsvMapping } from '@buget/shared-domain/imports';
import type { Category } from '@buget/shared-domain/schemas';
import { candidateWindow } from './candidate-window';
import { buildPreview } from './match/classify';
import { unlinkMatch } from './match/toggle';
import type { Candidate, PreviewRow } from './match/types';
import { parseStatement } from './parse';
import type { CsvTable, ParsedStatement } from './parse/types';

/** A parsed statement as the page shows it: its rows come back checked, in the preview. */
export type StatementSummary = Omit<ParsedStatement, 'rows'> & { rowCount: number };
export type OpenOutcome =
  | { kind: 'parsed'; statement: StatementSummary }
  | { kind: 'needs-mapping'; table: CsvTable }
  | { kind: 'error'; message: string };
/** The rules name the user's categories: one whose category was renamed or deleted since is left out. */
export type CheckInput = { accountId: string; rules: CategoryRule[]; categories: Category[]; access: DataApiAccess };

let statement: ParsedStatement | null = null;
let ledger: { accountId: string; candidates: Candidate[] } | null = null;

const api = {
  /** Reads a file (with a column mapping for a CSV no bank layout fits); keeps its rows here. */
  open(bytes: Uint8Array, mapping?: CsvMapping): OpenOutcome {
    statement = null;
    ledger = null;
    const outcome = parseStatement(bytes, mapping ? { mapping } : undefined);
    if (outcome.kind !== 'parsed') return outcome;
    statement = outcome.statement;
    const { rows, ...rest } = outcome.statement;
    return { kind: 'parsed', statement: { ...rest, rowCount: rows.length } };
  },

  /** The preview of the open statement in an account: its ledger ±7 days read as the user, every row's fate and category. */
  async check({ accountId, rules, categories, access }: CheckInput): Promise<PreviewRow[]> {
    if (!statement) throw new Error('No statement is open.');
    const span = candidateWindow(statement.rows);
    const candidates = span ? await fetchImportCandidates(accountId, span.from, span.to, dataApiClient(access)) : [];
    ledger = { accountId, candidates };
    const compiled = compileRules(rules, categories);
    return buildPreview({
      accountId,
      rows: statement.rows,
      candidates,
      categorize: (row) => categorizeRow(compiled, { description: row.description, payee: row.payee }),
    });
  },

  /** A match undone by the user, checked again against the same ledger without its plan. */
  unlink(preview: PreviewRow[], key: string): PreviewRow[] {
    return ledger ? unlinkMatch(preview, key, ledger) : preview;
  },
};

export type ImportWorkerApi = typeof api;
expose(api);
