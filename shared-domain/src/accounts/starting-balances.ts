import { ACCOUNT_MESSAGES } from './messages';
import { AccountWriteError, updateAccountRow } from './server-writes';
import { accountWriteErrorMessage } from './write-errors';
import { getSupabase, queryKeys } from '@buget/shared-domain/data';
import { useBugetMutation } from '@buget/shared-domain/stores';
import type { IsoDate } from '@buget/shared-domain/rules';

/**
 * The first-run card's answer (issue 22 point 5): what each account really held at the start of
 * `startDate`, and the accounts the user does not have ('Nu am').
 */
export type StartingBalancesAnswer = {
  startDate: IsoDate;
  balances: readonly { accountId: string; amount: number }[];
  dropped: readonly string[];
};

export type StartingBalancesOutcome = { deleted: string[]; deactivated: string[] };

export const STARTING_BALANCES_MESSAGES = {
  saved: 'Soldurile conturilor au fost salvate.',
} as const;

const online = (): boolean => typeof navigator === 'undefined' || navigator.onLine;

/** Deleted when it can be; one the server keeps (it has transactions) is deactivated instead. */
async function dropAccount(accountId: string): Promise<'deleted' | 'deactivated'> {
  const { error, status } = await getSupabase().from('user_accounts').delete().eq('id', accountId);
  if (!error) return 'deleted';
  const refusal = new AccountWriteError(error.message, status, error.code, error.hint);
  if (accountWriteErrorMessage(refusal, 'delete') !== ACCOUNT_MESSAGES.hasTransactions) throw refusal;
  await updateAccountRow(accountId, { is_active: false });
  return 'deactivated';
}

/**
 * Saves the answer on the server: each answered account gets its initial balance and balance
 * start date (then get_available_balance says balances_set), then each dropped account goes. The
 * server keeps its rules (not the last active account, a credit account only may be negative);
 * its refusal comes back as the spec's Romanian text. Needs the server: the answer is asked once.
 */
export async function answerStartingBalances(answer: StartingBalancesAnswer): Promise<StartingBalancesOutcome> {
  if (!online()) throw new Error(ACCOUNT_MESSAGES.needsServer);
  await Promise.all(
    answer.balances.map(async ({ accountId, amount }) => {
      const found = await updateAccountRow(accountId, { initial_balance: amount, balance_start_date: answer.startDate });
      if (!found) throw new Error(ACCOUNT_MESSAGES.notFound);
    }),
  );
  const outcome: StartingBalancesOutcome = { deleted: [], deactivated: [] };
  // One at a time: the default moves to the next active account as each one goes.
  for (const accountId of answer.dropped) outcome[await dropAccount(accountId)].push(accountId);
  return outcome;
}

/** The first-run card's save: invalidates the accounts (and their balances), the balance and the lists. */
export const useAnswerStartingBalances = () =>
  useBugetMutation({
    mutationFn: answerStartingBalances,
    invalidates: [queryKeys.accounts.all, queryKeys.availableBalance, queryKeys.transactions.all],
    successMessage: STARTING_BALANCES_MESSAGES.saved,
    errorMessage: (error) => (error instanceof AccountWriteError ? accountWriteErrorMessage(error, 'delete') : error.message),
  });
