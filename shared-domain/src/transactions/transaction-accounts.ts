import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { accountsQueryOptions, type UserAccountRow } from '@buget/shared-domain/accounts';
import type { TransactionRow } from './list-transactions';

export type TransactionAccount = Pick<UserAccountRow, 'id' | 'name' | 'account_type' | 'is_active' | 'is_default' | 'currency'>;

export type TransactionAccounts = {
  /** Every account, by display order: an inactive one still names its old rows. */
  all: TransactionAccount[];
  /** The accounts a new transaction may use. */
  active: TransactionAccount[];
  /** The default account, which the server fills in when a write names none. */
  defaultId: string | undefined;
  names: ReadonlyMap<string, string>;
};

/** The accounts list (user_accounts, by display order) → what the transaction screens need of it. */
export const toTransactionAccounts = (rows: readonly TransactionAccount[]): TransactionAccounts => {
  const active = rows.filter((a) => a.is_active);
  return {
    all: [...rows],
    active,
    defaultId: (active.find((a) => a.is_default) ?? active[0])?.id,
    names: new Map(rows.map((a) => [a.id, a.name])),
  };
};

/** The user's accounts for the transaction screens: the one accounts query (key accounts.all). */
export function useTransactionAccounts(): TransactionAccounts {
  const { data } = useQuery(accountsQueryOptions());
  return useMemo(() => toTransactionAccounts(data ?? []), [data]);
}

/** Accounts a saving may go to (the server's SAVING_ACCOUNT_INVALID otherwise): active savings and investment accounts. */
export const savingTargets = (accounts: TransactionAccounts): TransactionAccount[] =>
  accounts.active.filter((a) => a.account_type === 'SAVINGS' || a.account_type === 'INVESTMENT');

/**
 * Where a row's money is, as the list shows it: 'Bancă'; a transfer, or a saving put into an
 * account, 'Bancă → Cash'. An account not (yet) in the list reads '—'.
 */
export const rowAccountText = (row: Pick<TransactionRow, 'account_id' | 'to_account_id'>, names: ReadonlyMap<string, string>): string => {
  const name = (id: string | null) => (id ? (names.get(id) ?? '—') : '—');
  return row.to_account_id ? `${name(row.account_id)} → ${name(row.to_account_id)}` : name(row.account_id);
};
