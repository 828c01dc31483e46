import type { StatementRow } from '../parse/types';
import { foldDescription } from './text';

/** The database's bound on transactions.import_reference. */
const MAX_REFERENCE = 200;

/**
 * 64-bit string hash (two 32-bit multiply-xor lanes with cyrb53's finalizer), 16 hex digits.
 * Synchronous and fast; collisions among one account's rows are negligible at 64 bits.
 */
const hash64 = (text: string): string => {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
};

/** Thousandths as an exact integer: amounts carry at most 3 decimals. */
export const toMills = (amount: number): number => Math.round(amount * 1000);

/** Signed fixed 3-decimal text from integer thousandths (no float formatting). */
const signedAmountText = (row: StatementRow): string => {
  const mills = toMills(row.amount);
  return `${row.type === 'EXPENSE' ? '-' : ''}${Math.floor(mills / 1000)}.${String(mills % 1000).padStart(3, '0')}`;
};

const bankReference = (row: StatementRow): string | null => {
  const bank = row.reference?.trim();
  if (!bank) return null;
  const reference = `ref:${bank}`;
  return reference.length <= MAX_REFERENCE ? reference : `ref:#${hash64(bank)}`;
};

/**
 * A row's import reference (issue 25 point 4): `ref:<bank reference>` when the bank gives one, else
 * `fp:<hash>` of the account, date, signed amount, folded description and `occurrence` — the
 * row's 1-based rank among the file's rows of the same type, date, amount and description — so two
 * equal coffees the same day are two rows and the same file gives the same references again.
 * Changing what goes into the hash would let a re-import bring every row in twice. `folded` is
 * the folded description, when the caller has it already.
 */
export const referenceOf = (accountId: string, row: StatementRow, occurrence: number, folded = foldDescription(row.description)): string =>
  bankReference(row) ?? `fp:${hash64([accountId, row.date, signedAmountText(row), folded, String(occurrence)].join('\u001f'))}`;

/**
 * Every row's reference, in file order. A bank reference that repeats within the file (a fee
 * written under its payment's id) gets `#2`, `#3`… from its second time, so no row is lost to
 * the account's unique reference.
 */
export const assignReferences = (accountId: string, rows: readonly StatementRow[]): string[] => {
  const occurrences = new Map<string, number>();
  const seen = new Map<string, number>();
  return rows.map((row) => {
    // Counted for every row, bank reference or not, so a row's number does not depend on its neighbours' references.
    const folded = foldDescription(row.description);
    const key = `${row.type === 'EXPENSE' ? '-' : '+'}${toMills(row.amount)}|${row.date}|${folded}`;
    const occurrence = (occurrences.get(key) ?? 0) + 1;
    occurrences.set(key, occurrence);
    const reference = referenceOf(accountId, row, occurrence, folded);
    const times = (seen.get(reference) ?? 0) + 1;
    seen.set(reference, times);
    return times === 1 ? reference : `${reference.slice(0, MAX_REFERENCE - 1 - String(times).length)}#${times}`;
  });
};
