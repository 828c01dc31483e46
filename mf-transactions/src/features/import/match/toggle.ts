// The preview's user actions (issue 25 point 3), the confirm button's counts and the apply_import
// payload: pure functions over the preview rows.
import type { StatementRow } from '../parse/types';
import { bestDuplicate, counterpartOf } from './rank';
import { foldDescription } from './text';
import type { Candidate, PreviewRow } from './types';

/** What a toggle that looks at the ledger again needs: the same inputs buildPreview had. */
type MatchContext = { accountId: string; candidates: readonly Candidate[] };

/** The database's bound on transactions.description. */
const MAX_DESCRIPTION = 1000;

const updateRow = (preview: PreviewRow[], key: string, change: (row: PreviewRow) => PreviewRow): PreviewRow[] => {
  const index = preview.findIndex((row) => row.key === key);
  const current = preview[index];
  if (!current) return preview;
  const next = change(current);
  if (next === current) return preview;
  const copy = preview.slice();
  copy[index] = next;
  return copy;
};

/** The ledger rows the other preview rows already hold (as duplicates or matches), included or not. */
const heldByOthers = (preview: readonly PreviewRow[], key: string): Set<string> => {
  const held = new Set<string>();
  for (const row of preview) {
    if (row.key === key) continue;
    if (row.fate.kind === 'match') held.add(row.fate.plannedId);
    else if (row.fate.kind === 'duplicate' || row.fate.kind === 'probable-duplicate') held.add(row.fate.existingId);
  }
  return held;
};

/**
 * Leaves a row out of the import, or takes it back in. A duplicate by reference stays out (the
 * database would refuse a second row), and so does a row the bank declined or reverted; a pending
 * row comes in as pending, an un-skipped probable duplicate as a new row.
 */
export const setIncluded = (preview: PreviewRow[], key: string, include: boolean): PreviewRow[] =>
  updateRow(preview, key, (row) => {
    if (row.include === include) return row;
    if (include && (row.fate.kind === 'duplicate' || (row.fate.kind === 'not-imported' && row.fate.state !== 'PENDING'))) return row;
    return { ...row, include };
  });

/**
 * Unlinks a row from the planned item it would complete: it becomes a probable duplicate if a done
 * row no other preview row holds fits (left out), else a new row (taken in). The planned item
 * stays pending. Scans the ledger once: give it the candidates buildPreview had.
 */
export const unlinkMatch = (preview: PreviewRow[], key: string, { accountId, candidates }: MatchContext): PreviewRow[] =>
  updateRow(preview, key, (row) => {
    if (row.fate.kind !== 'match') return row;
    const existing = bestDuplicate(accountId, row.row, candidates, heldByOthers(preview, key));
    const { counterpart: _plan, ...unlinked } = row;
    return existing
      ? { ...unlinked, include: false, fate: { kind: 'probable-duplicate', existingId: existing.id }, counterpart: counterpartOf(existing) }
      : { ...unlinked, include: true, fate: { kind: 'new' } };
  });

/** The user's category for a row: no rule gave it. */
export const changeCategory = (preview: PreviewRow[], key: string, category: string, subcategory: string | null): PreviewRow[] =>
  updateRow(preview, key, (row) => ({ ...row, category, subcategory, ruleId: null }));

/** A row confirming inserts: a new row, an un-skipped probable duplicate, or a pending row chosen as pending. */
const insertsRow = (row: PreviewRow): boolean =>
  row.include &&
  (row.fate.kind === 'new' || row.fate.kind === 'probable-duplicate' || (row.fate.kind === 'not-imported' && row.fate.state === 'PENDING'));

const completesPlan = (row: PreviewRow): boolean => row.include && row.fate.kind === 'match';

/**
 * The confirm button's counts: rows inserted, planned items completed, duplicates left out (by
 * reference or probable), and rows left out for the bank's state (declined, reverted, pending not
 * chosen). Rows the user skipped by hand count in none.
 */
export const summarize = (preview: readonly PreviewRow[]): { imported: number; matched: number; skipped: number; refused: number } => {
  const counts = { imported: 0, matched: 0, skipped: 0, refused: 0 };
  for (const row of preview) {
    if (insertsRow(row)) counts.imported += 1;
    else if (completesPlan(row)) counts.matched += 1;
    else if (row.fate.kind === 'duplicate' || row.fate.kind === 'probable-duplicate') counts.skipped += 1;
    else if (row.fate.kind === 'not-imported') counts.refused += 1;
  }
  return counts;
};

/** The description, with the payee after it when the description does not already name it; null when empty. */
const descriptionOf = (row: StatementRow): string | null => {
  const description = row.description.trim();
  const payee = row.payee?.trim() ?? '';
  const text = payee && !foldDescription(description).includes(foldDescription(payee)) ? (description ? `${description} · ${payee}` : payee) : description;
  if (text.length <= MAX_DESCRIPTION) return text || null;
  const cut = text.slice(0, MAX_DESCRIPTION);
  // Never end on half of a surrogate pair.
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
};

/** apply_import's `rows` and `matches` (issue 25 point 7) for the rows the preview takes in. */
export const toApplyPayload = (preview: readonly PreviewRow[]) => ({
  rows: preview.filter(insertsRow).map(({ row, reference, category, subcategory }) => ({
    date: row.date,
    type: row.type,
    amount: row.amount,
    description: descriptionOf(row),
    category,
    subcategory,
    reference,
    pending: row.state === 'PENDING',
  })),
  matches: preview.flatMap(({ row, reference, fate, include }) =>
    include && fate.kind === 'match' ? [{ transaction_id: fate.plannedId, date: row.date, amount: row.amount, reference }] : [],
  ),
});
