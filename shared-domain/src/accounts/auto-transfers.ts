import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, queryKeys, TRANSACTION_WRITE_INVALIDATES } from '@buget/shared-domain/data';
import type { IsoDate } from '@buget/shared-domain/rules';
import { useBugetMutation } from '@buget/shared-domain/stores';

/** The Romanian texts of the monthly automatic transfer (issue 26 point 5). */
export const AUTO_TRANSFER_MESSAGES = {
  saved: 'Transferul automat lunar a fost salvat.',
  stopped: 'Transferul automat lunar a fost oprit. Transferurile făcute rămân.',
  fromRequired: 'Alege contul din care vin banii.',
  sameAccount: 'Transferul are nevoie de două conturi diferite.',
  unknownAccount: 'Contul ales nu este al tău sau nu mai există.',
  dayRange: 'Alege o zi a lunii între 1 și 28.',
  amountInvalid: 'Suma trebuie să fie peste 0, cel mult 1.000.000, cu cel mult trei zecimale.',
  notFound: 'Transferul automat nu a fost găsit.',
  /** Issue 26 point 2: a transfer between two currencies needs the amount received, which a monthly series cannot know. */
  twoCurrencies: 'Transferul automat lunar se face doar între conturi în aceeași monedă.',
  failed: 'Transferul automat nu a putut fi salvat. Încearcă din nou.',
} as const;

/** An active monthly automatic transfer: `amount` from `fromAccountId` into `toAccountId` on `day`. */
export type AutoTransfer = { ruleId: string; toAccountId: string; fromAccountId: string; amount: number; day: number; nextDate: IsoDate | null };

/** The form field a refusal belongs to, by the server's hint. */
export type AutoTransferField = 'fromAccountId' | 'amount' | 'day';

/** A refusal of set_auto_transfer or stop_auto_transfer: its Romanian text and the field it names. */
export class AutoTransferError extends Error {
  constructor(message: string, readonly field: AutoTransferField | null) {
    super(message);
  }
}

const REFUSALS: Record<string, [string, AutoTransferField]> = {
  TRANSFER_SAME_ACCOUNT: [AUTO_TRANSFER_MESSAGES.sameAccount, 'fromAccountId'],
  AUTO_TRANSFER_ACCOUNT: [AUTO_TRANSFER_MESSAGES.unknownAccount, 'fromAccountId'],
  AUTO_TRANSFER_AMOUNT: [AUTO_TRANSFER_MESSAGES.amountInvalid, 'amount'],
  AUTO_TRANSFER_DAY: [AUTO_TRANSFER_MESSAGES.dayRange, 'day'],
  TRANSFER_AMOUNT_REQUIRED: [AUTO_TRANSFER_MESSAGES.twoCurrencies, 'fromAccountId'],
};

/** A server refusal → its text and field (none: not a field's fault). */
export const autoTransferErrorOf = (error: { code?: string; hint?: string | null }): AutoTransferError => {
  const refusal = REFUSALS[error.hint ?? ''];
  if (refusal) return new AutoTransferError(refusal[0], refusal[1]);
  return new AutoTransferError(error.code === 'PT404' ? AUTO_TRANSFER_MESSAGES.notFound : AUTO_TRANSFER_MESSAGES.failed, null);
};

/** The user's active monthly automatic transfers (get_auto_transfers). */
export async function fetchAutoTransfers(): Promise<AutoTransfer[]> {
  const { data } = await getSupabase().rpc('get_auto_transfers').throwOnError();
  return data.map((row) => ({
    ruleId: row.rule_id,
    toAccountId: row.to_account_id,
    fromAccountId: row.from_account_id,
    amount: Number(row.amount),
    day: row.day,
    nextDate: (row.next_date as IsoDate | null) ?? null,
  }));
}

export const useAutoTransfers = () => useQuery(queryOptions({ queryKey: queryKeys.accounts.autoTransfers(), queryFn: fetchAutoTransfers }));

export type AutoTransferInput = { toAccountId: string; fromAccountId: string; amount: number; day: number; today: IsoDate };

/**
 * Sets the account's monthly automatic transfer in one server call (set_auto_transfer): a new
 * series with its planned transfers up to the look-ahead, or new terms for its active one.
 */
export async function setAutoTransfer(input: AutoTransferInput): Promise<number> {
  const { data, error } = await getSupabase()
    .rpc('set_auto_transfer', { to_account_id: input.toAccountId, from_account_id: input.fromAccountId, amount: input.amount, day: input.day, today: input.today })
    .single();
  if (error) throw autoTransferErrorOf(error);
  return data.generated;
}

/** Stops a monthly automatic transfer: its planned rows from today on go, done ones stay. */
export async function stopAutoTransfer({ ruleId, today }: { ruleId: string; today: IsoDate }): Promise<number> {
  const { data, error } = await getSupabase().rpc('stop_auto_transfer', { rule_id: ruleId, today });
  if (error) throw autoTransferErrorOf(error);
  return data;
}

const invalidates = [...TRANSACTION_WRITE_INVALIDATES, queryKeys.accounts.all];
const messageOf = (error: Error) => (error instanceof AutoTransferError ? error.message : AUTO_TRANSFER_MESSAGES.failed);

export const useSetAutoTransfer = () =>
  useBugetMutation({ mutationFn: setAutoTransfer, invalidates, successMessage: AUTO_TRANSFER_MESSAGES.saved, errorMessage: messageOf });

export const useStopAutoTransfer = () =>
  useBugetMutation({ mutationFn: stopAutoTransfer, invalidates, successMessage: AUTO_TRANSFER_MESSAGES.stopped, errorMessage: messageOf });
