import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getSupabase, queryKeys, TRANSACTION_WRITE_INVALIDATES } from '@buget/shared-domain/data';
import { useBugetMutation } from '@buget/shared-domain/stores';

/** The Romanian texts of a reconciliation (issue 26 point 4). */
export const RECONCILE_MESSAGES = {
  done: (adjusted: boolean) => (adjusted ? 'Contul a fost reconciliat: diferența a fost înregistrată ca ajustare.' : 'Contul a fost reconciliat: soldul era corect.'),
  amountInvalid: 'Soldul băncii trebuie să fie între -1.000.000 și 1.000.000, cu cel mult trei zecimale.',
  differenceTooLarge: 'Diferența față de bancă depășește 1.000.000. Verifică suma sau soldul inițial al contului.',
  notFound: 'Contul nu a fost găsit',
  failed: 'Reconcilierea nu a reușit. Încearcă din nou.',
} as const;

const reconciledSchema = z.object({
  difference: z.coerce.number(),
  marked: z.number(),
  reconciled_at: z.string(),
  adjustment: z.nullable(z.object({ id: z.string() })),
});
export type ReconcileOutcome = { difference: number; marked: number; reconciledAt: string; adjustmentId: string | null };

/** A refusal of reconcile_account, with its hint for the message. */
export class ReconcileError extends Error {
  constructor(message: string, readonly hint: string | undefined) {
    super(message);
  }
}

const messageOf = (hint: string | undefined): string =>
  hint === 'RECONCILE_AMOUNT_INVALID'
    ? RECONCILE_MESSAGES.amountInvalid
    : hint === 'RECONCILE_DIFFERENCE_TOO_LARGE'
      ? RECONCILE_MESSAGES.differenceTooLarge
      : hint === 'ACCOUNT_NOT_FOUND'
        ? RECONCILE_MESSAGES.notFound
        : RECONCILE_MESSAGES.failed;

/**
 * Reconciles an account with what the bank shows today, on the server in one call
 * (reconcile_account): the server reads the account's balance itself, records the difference as
 * an 'Ajustare sold' adjustment and marks the account's done rows up to today reconciled.
 */
export async function reconcileAccount({ accountId, bankBalance }: { accountId: string; bankBalance: number }): Promise<ReconcileOutcome> {
  const { data, error } = await getSupabase().rpc('reconcile_account', { account_id: accountId, bank_balance: bankBalance });
  if (error) throw new ReconcileError(messageOf(error.hint), error.hint);
  const row = reconciledSchema.parse(data);
  return { difference: row.difference, marked: row.marked, reconciledAt: row.reconciled_at, adjustmentId: row.adjustment?.id ?? null };
}

/** The reconciliation: the adjustment moves the balances, the lists and the marks. */
export const useReconcileAccount = () =>
  useBugetMutation({
    mutationFn: reconcileAccount,
    invalidates: [...TRANSACTION_WRITE_INVALIDATES, queryKeys.accounts.all],
    successMessage: (outcome: ReconcileOutcome) => RECONCILE_MESSAGES.done(outcome.adjustmentId !== null),
    errorMessage: (error) => (error instanceof ReconcileError ? error.message : RECONCILE_MESSAGES.failed),
  });

const reconciledRowsSchema = z.array(z.object({ id: z.string(), last_reconciled_at: z.nullable(z.string()) }));

/** When each of the user's accounts was last reconciled, by account id (absent: never). */
export async function fetchLastReconciled(): Promise<Record<string, string>> {
  const { data } = await getSupabase().from('user_accounts').select('id, last_reconciled_at').not('last_reconciled_at', 'is', null).throwOnError();
  return Object.fromEntries(reconciledRowsSchema.parse(data).map((row) => [row.id, row.last_reconciled_at ?? '']));
}

export const useLastReconciled = () => useQuery(queryOptions({ queryKey: queryKeys.accounts.reconciled(), queryFn: fetchLastReconciled }));

/** 'dd.mm.yyyy' of a moment, in Bucharest: 'Reconciliat la 27.11.2026'. */
export const reconciledDay = (at: string): string =>
  new Intl.DateTimeFormat('ro-RO', { timeZone: 'Europe/Bucharest', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(at));
