import type { StatementRow } from '../parse/types';
import {
  counterpartOf,
  candidateWords,
  countedMills,
  dayNumber,
  DUPLICATE_DAYS,
  duplicateScore,
  isDuplicable,
  isPlanned,
  PairChooser,
  PLAN_DAYS,
  plannedAmountRange,
  planScore,
  rowWords,
  typeBit,
} from './rank';
import { assignReferences, toMills } from './reference';
import { similarity } from './text';
import type { Candidate, Fate, PreviewRow } from './types';

type PreviewInput = {
  accountId: string;
  rows: readonly StatementRow[];
  candidates: readonly Candidate[];
  categorize: (row: StatementRow) => { category: string; subcategory: string | null; ruleId: string | null };
};

/** First position k in [0, length) whose value (ascending in k) is not below `least`; length if none. */
const lowerBound = (length: number, valueAt: (k: number) => number, least: number): number => {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (valueAt(middle) >= least) high = middle;
    else low = middle + 1;
  }
  return low;
};

/** A planned item's key is (day × 2 + type bit) × MILLS_SPAN + amount in thousandths (at most 10^9 < 2^30): exact below 2^53. */
const MILLS_SPAN = 2 ** 30;

const amountKey = (mills: number, type: string): number => mills * 2 + (type === 'INCOME' ? 1 : 0);

/**
 * The import's preview (issue 25 points 3-5): each row's reference and fate, in this order —
 * rows the bank declined, reverted or left pending are not imported; a reference already in the
 * account is a duplicate; a pending planned item of the same type, an amount within 10 % and a
 * date within 3 days is completed by the row; a done row of the same type and counted amount
 * within 7 days makes it a probable duplicate; anything else is new. Each ledger row goes with
 * one statement row at most, and pairs are taken best first across the whole file.
 */
export const buildPreview = ({ accountId, rows, candidates, categorize }: PreviewInput): PreviewRow[] => {
  const references = assignReferences(accountId, rows);
  const fates: (Fate | null)[] = rows.map((row) => (row.state === 'BOOKED' ? null : { kind: 'not-imported', state: row.state }));
  const taken = new Uint8Array(candidates.length);

  const byReference = new Map<string, number>();
  candidates.forEach((candidate, index) => {
    if (candidate.importReference !== null) byReference.set(candidate.importReference, index);
  });
  references.forEach((reference, i) => {
    const hit = byReference.get(reference);
    if (fates[i] || hit === undefined || taken[hit]) return;
    taken[hit] = 1;
    fates[i] = { kind: 'duplicate', existingId: candidates[hit]!.id };
  });

  const days = new Map<string, number>();
  const dayOf = (date: string): number => {
    let day = days.get(date);
    if (day === undefined) {
      day = dayNumber(date);
      days.set(date, day);
    }
    return day;
  };

  const open: number[] = [];
  fates.forEach((fate, i) => fate === null && open.push(i));
  const openAmounts = new Set(open.map((i) => amountKey(toMills(rows[i]!.amount), rows[i]!.type)));

  // Done rows by type and counted amount (only the amounts the file has), each list by date;
  // planned items by type, date and amount in one sorted key list.
  const candidateDays = new Float64Array(candidates.length);
  const candidateMills = new Float64Array(candidates.length);
  const plannedKeyOf = new Float64Array(candidates.length);
  const duplicable = new Map<number, number[]>();
  const plannedMembers: number[] = [];
  candidates.forEach((candidate, index) => {
    const bit = typeBit(candidate.type);
    if (bit === null || taken[index]) return;
    if (isDuplicable(candidate, accountId)) {
      const key = amountKey(countedMills(candidate), candidate.type);
      if (!openAmounts.has(key)) return;
      candidateDays[index] = dayOf(candidate.date);
      const list = duplicable.get(key);
      if (list) list.push(index);
      else duplicable.set(key, [index]);
    } else if (isPlanned(candidate, accountId)) {
      candidateMills[index] = toMills(candidate.amount);
      plannedKeyOf[index] = (dayOf(candidate.date) * 2 + bit) * MILLS_SPAN + candidateMills[index];
      plannedMembers.push(index);
    }
  });
  for (const list of duplicable.values()) list.sort((a, b) => candidateDays[a]! - candidateDays[b]!);
  const plannedOrder = Int32Array.from(plannedMembers).sort((a, b) => plannedKeyOf[a]! - plannedKeyOf[b]!);
  const plannedKeys = Float64Array.from(plannedOrder, (index) => plannedKeyOf[index]!);

  const found: number[] = [];
  const scores: number[] = [];

  const plans = new PairChooser(candidates);
  for (const i of open) {
    const row = rows[i]!;
    const day = dayOf(row.date);
    const mills = toMills(row.amount);
    const bit = row.type === 'INCOME' ? 1 : 0;
    const [lowest, highest] = plannedAmountRange(mills);
    found.length = 0;
    scores.length = 0;
    for (let dayGap = -PLAN_DAYS; dayGap <= PLAN_DAYS; dayGap += 1) {
      const base = ((day + dayGap) * 2 + bit) * MILLS_SPAN;
      const first = lowerBound(plannedKeys.length, (k) => plannedKeys[k]!, base + lowest);
      for (let k = first; k < plannedKeys.length && plannedKeys[k]! <= base + highest; k += 1) {
        const index = plannedOrder[k]!;
        found.push(index);
        scores.push(planScore(Math.abs(mills - candidateMills[index]!), Math.abs(dayGap)));
      }
    }
    if (found.length > 0) plans.offer(i, found, scores);
  }
  const partners = new Map<number, Candidate>();
  for (const [i, index] of plans.choose(taken)) {
    fates[i] = { kind: 'match', plannedId: candidates[index]!.id };
    partners.set(i, candidates[index]!);
  }

  const duplicates = new PairChooser(candidates);
  for (const i of open) {
    const row = rows[i]!;
    if (fates[i]) continue;
    const list = duplicable.get(amountKey(toMills(row.amount), row.type));
    if (!list) continue;
    const day = dayOf(row.date);
    found.length = 0;
    const first = lowerBound(list.length, (k) => candidateDays[list[k]!]!, day - DUPLICATE_DAYS);
    for (let k = first; k < list.length && candidateDays[list[k]!]! <= day + DUPLICATE_DAYS; k += 1) found.push(list[k]!);
    if (found.length === 0) continue;
    const words = rowWords(row);
    const near = found.map((index) => duplicateScore(Math.abs(candidateDays[index]! - day), similarity(words, candidateWords(candidates[index]!))));
    duplicates.offer(i, found, near);
  }
  for (const [i, index] of duplicates.choose(taken)) {
    fates[i] = { kind: 'probable-duplicate', existingId: candidates[index]!.id };
    partners.set(i, candidates[index]!);
  }

  return rows.map((row, i) => {
    const fate: Fate = fates[i] ?? { kind: 'new' };
    const { category, subcategory, ruleId } = categorize(row);
    const partner = partners.get(i);
    return {
      key: String(i),
      row,
      reference: references[i]!,
      fate,
      ...(partner ? { counterpart: counterpartOf(partner) } : {}),
      include: fate.kind === 'new' || fate.kind === 'match',
      category,
      subcategory,
      ruleId,
    };
  });
};
