// The criteria of issue 25 points 4 and 5, written once: which ledger rows a statement row may
// duplicate or complete, and which of two pairs is the better one. classify.ts applies them to a
// whole file through indexes; unlinking a match (toggle.ts) to one row by a plain scan.
import type { StatementRow } from '../parse/types';
import { toMills } from './reference';
import { similarity, wordsOf } from './text';
import type { Candidate, Counterpart } from './types';

/** A planned item's date may be this many days from the bank's (point 5). */
export const PLAN_DAYS = 3;
/** A probable duplicate's date may be this many days from the bank's (point 4). */
export const DUPLICATE_DAYS = 7;

/** How the preview names the ledger row a statement row completes or may duplicate. */
export const counterpartOf = (candidate: Candidate): Counterpart => ({ date: candidate.date, description: candidate.description });

/** Days since 1970-01-01 of a 'yyyy-mm-dd' date (calendar days, no time zone). */
export const dayNumber = (date: string): number =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

/** 1 for INCOME, 0 for EXPENSE, null for a type an import never writes. */
export const typeBit = (type: string): number | null => (type === 'INCOME' ? 1 : type === 'EXPENSE' ? 0 : null);

const inAccount = (candidate: Candidate, accountId: string): boolean =>
  candidate.accountId === null || candidate.accountId === accountId;

/** A pending planned item an import may complete: no status, no import reference (apply_import's rule), this account or none. */
export const isPlanned = (candidate: Candidate, accountId: string): boolean =>
  candidate.executionStatus === null && candidate.importReference === null && inAccount(candidate, accountId);

/**
 * A row a statement row may be a probable duplicate of: one done by hand (COMPLETED or MODIFIED,
 * no import reference), or one imported as pending. A done row an import brought in carries its
 * own reference, so an equal amount near it is another payment (the next day's equal coffee).
 */
export const isDuplicable = (candidate: Candidate, accountId: string): boolean =>
  inAccount(candidate, accountId) &&
  (candidate.importReference === null
    ? candidate.executionStatus === 'COMPLETED' || candidate.executionStatus === 'MODIFIED'
    : candidate.executionStatus === null);

/** The counted amount in thousandths: actual_amount for a MODIFIED row that has one, else amount. */
export const countedMills = (candidate: Candidate): number =>
  toMills(candidate.executionStatus === 'MODIFIED' && candidate.actualAmount !== null ? candidate.actualAmount : candidate.amount);

/**
 * The planned amounts, in thousandths, a row of `rowMills` may complete: equal or within 10 % of the
 * planned amount p, |row − p| ≤ p / 10, that is 10 × row / 11 ≤ p ≤ 10 × row / 9 (exact: integers).
 */
export const plannedAmountRange = (rowMills: number): [lowest: number, highest: number] => [
  Math.ceil((10 * rowMills) / 11),
  Math.floor((10 * rowMills) / 9),
];

/** The words a statement row is compared by: its description and payee. */
export const rowWords = (row: StatementRow): Set<string> => wordsOf(`${row.description} ${row.payee ?? ''}`);

export const candidateWords = (candidate: Candidate): Set<string> => wordsOf(candidate.description ?? '');

/** A plan pair's score, lower is better: the equal amount first, then the closest amount, then the closest date. */
export const planScore = (amountGap: number, dayGap: number): number => amountGap * 8 + dayGap;

/** A duplicate pair's score, lower is better: the closest date first, then the most similar description. */
export const duplicateScore = (dayGap: number, likeness: number): number => dayGap * 2 + (1 - likeness);

/** At equal score, the earlier ledger row, then the smaller id: the same answer whatever order the ledger came in. */
export const compareCandidates = (x: Candidate, y: Candidate): number =>
  x.date < y.date ? -1 : x.date > y.date ? 1 : x.id < y.id ? -1 : x.id > y.id ? 1 : 0;

/** How many of its best ledger rows each statement row offers; beyond, a row is left new rather than searched further. */
const PAIRS_PER_ROW = 8;

/**
 * Statement row ↔ ledger row pairs, taken best first across the whole file, so the best pair wins
 * a contested ledger row whatever the file order; each row and each ledger row go into one pair.
 */
export class PairChooser {
  private readonly rows: number[] = [];
  private readonly candidates: number[] = [];
  private readonly scores: number[] = [];
  private readonly ranks: number[] = [];

  constructor(private readonly ledger: readonly Candidate[]) {}

  /** Offers one statement row's pairs (ledger indexes and their scores); only its best few are kept. */
  offer(row: number, candidates: number[], scores: number[]): void {
    const order = candidates.map((_, k) => k);
    order.sort((a, b) => scores[a]! - scores[b]! || compareCandidates(this.ledger[candidates[a]!]!, this.ledger[candidates[b]!]!));
    order.slice(0, PAIRS_PER_ROW).forEach((k, rank) => {
      this.rows.push(row);
      this.candidates.push(candidates[k]!);
      this.scores.push(scores[k]!);
      this.ranks.push(rank);
    });
  }

  /** Ledger index by statement row; `taken` ledger rows are skipped and the chosen ones added. */
  choose(taken: Uint8Array): Map<number, number> {
    const { rows, candidates, scores, ranks } = this;
    const order = Array.from(rows, (_, k) => k);
    order.sort((a, b) => scores[a]! - scores[b]! || rows[a]! - rows[b]! || ranks[a]! - ranks[b]!);
    const chosen = new Map<number, number>();
    for (const k of order) {
      const candidate = candidates[k]!;
      if (taken[candidate] || chosen.has(rows[k]!)) continue;
      taken[candidate] = 1;
      chosen.set(rows[k]!, candidate);
    }
    return chosen;
  }
}

/** The best probable duplicate for one statement row by a plain scan (unlinking a match), or null. */
export const bestDuplicate = (
  accountId: string,
  row: StatementRow,
  candidates: readonly Candidate[],
  excludedIds: ReadonlySet<string>,
): Candidate | null => {
  const day = dayNumber(row.date);
  const mills = toMills(row.amount);
  const words = rowWords(row);
  let best: Candidate | null = null;
  let bestScore = Infinity;
  for (const candidate of candidates) {
    if (candidate.type !== row.type || excludedIds.has(candidate.id) || !isDuplicable(candidate, accountId)) continue;
    const dayGap = Math.abs(dayNumber(candidate.date) - day);
    if (dayGap > DUPLICATE_DAYS || countedMills(candidate) !== mills) continue;
    const score = duplicateScore(dayGap, similarity(words, candidateWords(candidate)));
    if (score < bestScore || (score === bestScore && best && compareCandidates(candidate, best) < 0)) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
};
