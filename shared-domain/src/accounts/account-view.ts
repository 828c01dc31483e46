import { createDefaultAccounts } from './defaults';
import type { UserLocalAccounts } from './local-store';
import type { LocalAccount } from '@buget/shared-domain/schemas';

/** An account as the options page lists it: the server's, or kept here until the server has it. */
export type AccountView = LocalAccount & {
  /** Created or changed here and not on the server yet ("salvat local"). */
  pending: boolean;
  /** The server refused the pending change, with the reason; it waits for the user. */
  syncError?: string;
};

/**
 * The list the user sees: the server's accounts (or, without an answer, the last list this
 * browser saw; before any, the three defaults of first use unless this user was already synced
 * here), with the pending changes applied in order and the accounts created here after them,
 * sorted by display order.
 */
export function accountsView(server: readonly LocalAccount[] | undefined, local: UserLocalAccounts, migrated: boolean): AccountView[] {
  const base = server ?? local.snapshot ?? (migrated ? [] : createDefaultAccounts());
  const list: AccountView[] = base.map((account) => ({ ...account, pending: false }));
  for (const change of local.pending) {
    if (change.kind === 'create') {
      // A create the server already has (synced while this list was read) is not shown twice.
      const serverId = local.replacedIds[change.account.accountId];
      if (!list.some((a) => a.accountId === serverId)) list.push({ ...change.account, pending: true, ...(change.error ? { syncError: change.error } : {}) });
      continue;
    }
    const index = list.findIndex((a) => a.accountId === change.accountId);
    const current = list[index];
    if (current) list[index] = { ...current, ...change.changes, pending: true, ...(change.error ? { syncError: change.error } : {}) };
  }
  return list.sort((a, b) => a.displayOrder - b.displayOrder);
}
