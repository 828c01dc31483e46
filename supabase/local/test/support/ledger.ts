/** Accounts and rows for the suites that compare the SQL with the reference on random data. */
import type { Client } from './harness';
import type { RefAccount, RefType } from './reference';

export type AccountSpec = {
  name: string;
  account_type: 'CHECKING' | 'CASH' | 'SAVINGS' | 'INVESTMENT' | 'CREDIT';
  initial_balance: number;
  included_in_total: boolean;
  is_active: boolean;
  balance_start_date: string | null;
};
export type LedgerAccount = RefAccount & { name: string; account_type: string };

/** The columns a test reads back to feed the reference. */
export const ROW_COLUMNS = 'id,type,amount,actual_amount,execution_status,date,category,subcategory,account_id,to_account_id';

/** Inserts the accounts in one request, in this order; the first one, active, becomes the default. */
export async function createAccounts(client: Client, specs: readonly AccountSpec[]): Promise<LedgerAccount[]> {
  const { data } = await client
    .from('user_accounts')
    // Every row lists every key: in a bulk insert PostgREST sends a missing key as null.
    .insert(specs.map((spec, i) => ({ ...spec, display_order: i + 1 })))
    .select('id,name,account_type,initial_balance,is_active,included_in_total,balance_start_date')
    .throwOnError();
  return specs.map((spec) => {
    const stored = data.find((a) => a.name === spec.name);
    if (!stored) throw new Error(`account ${spec.name} not stored`);
    return stored;
  });
}

/**
 * The accounts of a random row: a transfer between two different accounts; any other row in
 * one of the accounts or in none (null: the server files it under the default account); half
 * of the savings into a savings or investment account.
 */
export function placeRow(next: () => number, type: RefType, accounts: readonly LedgerAccount[]): { account_id: string | null; to_account_id: string | null } {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  if (accounts.length === 0) return { account_id: null, to_account_id: null };
  if (type === 'TRANSFER') {
    const from = pick(accounts);
    return { account_id: from.id, to_account_id: pick(accounts.filter((a) => a.id !== from.id)).id };
  }
  const from = pick([...accounts, null]);
  // accounts[0] is the default account, where a row without one goes.
  const goesFrom = from?.id ?? accounts[0]?.id;
  if (type === 'SAVING' && next() < 0.5) {
    const targets = accounts.filter((a) => (a.account_type === 'SAVINGS' || a.account_type === 'INVESTMENT') && a.id !== goesFrom);
    if (targets.length > 0) return { account_id: from?.id ?? null, to_account_id: pick(targets).id };
  }
  return { account_id: from?.id ?? null, to_account_id: null };
}
