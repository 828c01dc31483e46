import { ACCOUNT_MESSAGES } from './messages';
import { AccountWriteError } from './server-writes';
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

/**
 * Saves the answer on the server in one call (set_starting_balances, one transaction): each
 * answered account gets its initial balance and balance start date (then get_available_balance
 * says balances_set), then each dropped account is deleted, or deactivated when it has
 * transactions. The server keeps its rules (not the last active account, a credit account only
 * may be negative); a refusal changes nothing and comes back as the spec's Romanian text. Needs
 * the server: the answer is asked once.
 */
export async function answerStartingBalances(answer: StartingBalancesAnswer): Promise<StartingBalancesOutcome> {
  if (!online()) throw new Error(ACCOUNT_MESSAGES.needsServer);
  const { data, error, status } = await getSupabase().rpc('set_starting_balances', {
    start_date: answer.startDate,
    balances: answer.balances.map(({ accountId, amount }) => ({ account_id: accountId, amount })),
    dropped: [...answer.dropped],
  });
  if (error) throw new AccountWriteError(error.message, status, error.code, error.hint);
  const outcome = data as { deleted?: string[]; deactivated?: string[] } | null;
  return { deleted: outcome?.deleted ?? [], deactivated: outcome?.deactivated ?? [] };
}

/** The first-run card's save: invalidates the accounts (and their balances), the balance and the lists. */
export const useAnswerStartingBalances = () =>
  useBugetMutation({
    mutationFn: answerStartingBalances,
    invalidates: [queryKeys.accounts.all, queryKeys.availableBalance, queryKeys.transactions.all],
    successMessage: STARTING_BALANCES_MESSAGES.saved,
    errorMessage: (error) => (error instanceof AccountWriteError ? accountWriteErrorMessage(error, 'delete') : error.message),
  });
