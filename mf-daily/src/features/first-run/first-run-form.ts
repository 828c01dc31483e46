import type { StartingBalancesAnswer } from '@buget/shared-domain/accounts';
import type { UserAccountRow } from '@buget/shared-domain/accounts';
import { ACCOUNT_VALIDATION_MESSAGES, type IsoDate } from '@buget/shared-domain/rules';
import { readInitialBalance } from '@buget/shared-domain/settings';
import { FIRST_RUN_TEXT } from './labels';

/** One account on the card: the amount as typed, or 'Nu am'. */
export type FirstRunRow = { accountId: string; accountType: UserAccountRow['account_type']; amount: string; dropped: boolean };
export type FirstRunErrors = { amounts: Record<string, string>; date?: string; form?: string };

/**
 * The accounts the card asks about: the active ones whose starting balance is not said yet (the
 * defaults of first use, or an account from before starting balances had a date), in their order.
 */
export const accountsToAnswer = (accounts: readonly UserAccountRow[]): UserAccountRow[] =>
  accounts.filter((a) => a.is_active && a.balance_start_date === null);

export const firstRunRows = (accounts: readonly UserAccountRow[]): FirstRunRow[] =>
  accountsToAnswer(accounts).map((a) => ({ accountId: a.id, accountType: a.account_type, amount: '', dropped: false }));

/**
 * The card checked before anything is sent: each account kept has an amount as Romanians write
 * it (negative only for a credit account), the date is a day not after today, and at least one
 * active account stays (`otherActive`: active accounts not on the card).
 */
export function checkFirstRun(
  rows: readonly FirstRunRow[],
  startDate: IsoDate | '',
  today: IsoDate,
  otherActive: number,
): { ok: true; answer: StartingBalancesAnswer } | { ok: false; errors: FirstRunErrors } {
  const errors: FirstRunErrors = { amounts: {} };
  const balances: { accountId: string; amount: number }[] = [];
  for (const row of rows) {
    if (row.dropped) continue;
    if (row.amount.trim() === '') {
      errors.amounts[row.accountId] = FIRST_RUN_TEXT.amountRequired;
      continue;
    }
    const read = readInitialBalance(row.amount, row.accountType);
    if (read.ok) balances.push({ accountId: row.accountId, amount: read.value });
    else errors.amounts[row.accountId] = ACCOUNT_VALIDATION_MESSAGES[read.error === 'negative' ? 'INITIAL_BALANCE_NEGATIVE' : 'INITIAL_BALANCE_INVALID'];
  }
  if (startDate === '') errors.date = FIRST_RUN_TEXT.dateRequired;
  else if (startDate > today) errors.date = FIRST_RUN_TEXT.dateInFuture;
  if (otherActive === 0 && rows.length > 0 && rows.every((r) => r.dropped)) errors.form = FIRST_RUN_TEXT.keepOne;
  if (Object.keys(errors.amounts).length > 0 || errors.date || errors.form || startDate === '') return { ok: false, errors };
  return { ok: true, answer: { startDate, balances, dropped: rows.filter((r) => r.dropped).map((r) => r.accountId) } };
}
