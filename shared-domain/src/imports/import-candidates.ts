import { getSupabase, type BugetSupabaseClient } from '@buget/shared-domain/data';

/**
 * A row of the account's ledger near a statement's days, as the duplicate and plan matching reads
 * it: the same shape as Candidate of mf-transactions' import/match/types.ts.
 */
export type ImportCandidate = {
  id: string;
  date: string;
  type: string;
  amount: number;
  actualAmount: number | null;
  executionStatus: string | null;
  description: string | null;
  importReference: string | null;
  accountId: string | null;
};

/** Rows per request: the API answers at most 1000 (config.toml max_rows). */
export const IMPORT_CANDIDATES_PAGE = 1000;

/**
 * The user's INCOME and EXPENSE rows in the account (or in none) dated from `from` to `to`
 * (inclusive, yyyy-mm-dd), from the server's import_candidates, read page by page in (date, id) order;
 * through `client` (the import's worker passes its own: dataApiClient).
 */
export async function fetchImportCandidates(
  accountId: string,
  from: string,
  to: string,
  client: Pick<BugetSupabaseClient, 'rpc'> = getSupabase(),
): Promise<ImportCandidate[]> {
  const candidates: ImportCandidate[] = [];
  for (let offset = 0; ; offset += IMPORT_CANDIDATES_PAGE) {
    const { data } = await client
      .rpc('import_candidates', { account: accountId, date_from: from, date_to: to })
      .range(offset, offset + IMPORT_CANDIDATES_PAGE - 1)
      .throwOnError();
    for (const c of data) {
      candidates.push({
        id: c.id,
        date: c.date,
        type: c.type,
        // numeric may arrive as a string: read as a number.
        amount: Number(c.amount),
        actualAmount: c.actual_amount === null ? null : Number(c.actual_amount),
        executionStatus: c.execution_status,
        description: c.description,
        importReference: c.import_reference,
        accountId: c.account_id,
      });
    }
    if (data.length < IMPORT_CANDIDATES_PAGE) return candidates;
  }
}
