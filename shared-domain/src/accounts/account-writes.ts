import { useQuery, useQueryClient } from '@tanstack/react-query';
import { localAccountsOf, currentAccountId, useLocalAccountsStore, type AccountChanges } from './local-store';
import { ACCOUNT_TYPE_ICONS, toAccountChangesRow, toAccountRowInput } from './mapping';
import { ACCOUNT_MESSAGES } from './messages';
import { AccountWriteError, insertAccounts, updateAccountRow } from './server-writes';
import { isUuid, localAccountId } from './sync';
import { syncPendingAccounts } from './use-accounts-sync';
import { accountWriteErrorMessage, type AccountAction } from './write-errors';
import { DEFAULT_CURRENCY, type Currency } from '@buget/shared-domain/constants';
import { getSupabase, queryKeys } from '@buget/shared-domain/data';
import type { IsoDate } from '@buget/shared-domain/rules';
import type { LocalAccount, LocalAccountType } from '@buget/shared-domain/schemas';
import { invalidateAfterWrite, toast, useBugetMutation } from '@buget/shared-domain/stores';

/** An account write changes the list, the balance and every opening balance (grid, daily page). */
const ACCOUNT_WRITE_INVALIDATES = [queryKeys.accounts.all, queryKeys.availableBalance, queryKeys.transactions.all] as const;

/**
 * Create and edit may end in this browser (offline, or the server failing), where refetching
 * the lists would wait for the connection (React Query pauses offline) or for the failing
 * server's retries: they invalidate without waiting, so the dialog closes at once.
 */
function useInvalidateLater() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of ACCOUNT_WRITE_INVALIDATES) void invalidateAfterWrite(queryClient, { queryKey });
  };
}

/**
 * Where a create or an edit went: the server, or this browser (offline, or the server failed).
 * The hooks run with networkMode 'always': React Query would hold a mutation back while the
 * browser is offline, and these decide themselves what offline means.
 */
export type SaveOutcome = 'server' | 'local-offline' | 'local-server-failed' | 'local-queued';

/** balanceStartDate: the day the initial balance holds on, so a new account's balance is never unset. */
export type NewAccount = { name: string; type: LocalAccountType; initialBalance: number; includedInTotal: boolean; displayOrder: number; balanceStartDate?: IsoDate; currency?: Currency };

const online = (): boolean => typeof navigator === 'undefined' || navigator.onLine;
const waitingChanges = (userId: string): boolean => localAccountsOf(userId).pending.some((c) => !c.error);

/** The text of a failed write: the server's refusal in Romanian, or the error's own text. */
const messageFor = (action: AccountAction) => (error: Error): string => {
  if (error instanceof AccountWriteError) return error.serverUnavailable ? ACCOUNT_MESSAGES.needsServer : accountWriteErrorMessage(error, action);
  return error.message;
};

/**
 * Creates an account (spec point 4): on the server when online and nothing waits before it;
 * otherwise — offline, changes still queued, or the server failing after its retries — in this
 * browser with a 'local-' id, queued, and synced by itself later. A refusal (the limit, a name
 * taken) is not queued: it is the answer.
 */
export async function createAccount(userId: string, input: NewAccount): Promise<SaveOutcome> {
  const account: LocalAccount = {
    accountId: localAccountId(crypto.randomUUID()),
    accountName: input.name.trim(),
    accountType: input.type,
    initialBalance: input.initialBalance,
    currency: input.currency ?? DEFAULT_CURRENCY,
    isActive: true,
    displayOrder: input.displayOrder,
    includedInTotal: input.includedInTotal,
    iconName: ACCOUNT_TYPE_ICONS[input.type],
    isDefault: false,
    ...(input.balanceStartDate ? { balanceStartDate: input.balanceStartDate } : {}),
  };
  const store = useLocalAccountsStore.getState();
  if (!online() || waitingChanges(userId)) {
    store.queueCreate(userId, account);
    return online() ? 'local-queued' : 'local-offline';
  }
  try {
    await insertAccounts([toAccountRowInput(account)]);
    return 'server';
  } catch (error) {
    if (!(error instanceof AccountWriteError && error.serverUnavailable)) throw error;
    store.queueCreate(userId, account);
    return 'local-server-failed';
  }
}

/**
 * Changes an account. Only a server account (UUID) is written to the server, and only online
 * (spec point 4); an account still local takes the change into its pending create, and a server
 * that fails keeps the change queued.
 */
export async function updateAccount(userId: string, accountId: string, changes: AccountChanges): Promise<SaveOutcome> {
  const id = currentAccountId(userId, accountId);
  const store = useLocalAccountsStore.getState();
  if (!isUuid(id) || !online() || waitingChanges(userId)) {
    store.queueUpdate(userId, id, changes);
    return online() ? 'local-queued' : 'local-offline';
  }
  try {
    if (!(await updateAccountRow(id, toAccountChangesRow(changes)))) throw new Error(ACCOUNT_MESSAGES.notFound);
    return 'server';
  } catch (error) {
    if (!(error instanceof AccountWriteError && error.serverUnavailable)) throw error;
    store.queueUpdate(userId, id, changes);
    return 'local-server-failed';
  }
}

/** How many of the user's transactions are on this account (they keep it from being deleted). */
export async function countAccountTransactions(accountId: string): Promise<number> {
  if (!isUuid(accountId)) return 0;
  const { count, error, status } = await getSupabase().from('transactions').select('id', { count: 'exact', head: true }).eq('account_id', accountId);
  if (error) throw new AccountWriteError(error.message, status, error.code, error.hint);
  return count ?? 0;
}

/**
 * Deletes an account. One still local only leaves this browser; a server account needs the
 * server (the rules live there: not the last active one, not one with transactions).
 */
export async function deleteAccount(userId: string, accountId: string): Promise<void> {
  const id = currentAccountId(userId, accountId);
  const store = useLocalAccountsStore.getState();
  if (!isUuid(id)) {
    store.discard(userId, id);
    return;
  }
  if (!online()) throw new Error(ACCOUNT_MESSAGES.needsServer);
  const { data, error, status } = await getSupabase().from('user_accounts').delete().eq('id', id).select('id');
  if (error) throw new AccountWriteError(error.message, status, error.code, error.hint);
  if (data.length === 0) throw new Error(ACCOUNT_MESSAGES.notFound);
  store.discard(userId, id);
}

/** Makes an account the default, atomically on the server (set_default_account). */
export async function setDefaultAccount(userId: string, accountId: string): Promise<void> {
  const id = currentAccountId(userId, accountId);
  if (!isUuid(id)) throw new Error(ACCOUNT_MESSAGES.notSyncedYet);
  if (!online()) throw new Error(ACCOUNT_MESSAGES.needsServer);
  const { error, status } = await getSupabase().rpc('set_default_account', { account_id: id });
  if (error) throw new AccountWriteError(error.message, status, error.code, error.hint);
}

/** Saves the order of the user's server accounts, all of them, in one call (reorder_accounts). */
export async function reorderAccounts(accountIds: string[]): Promise<void> {
  if (!online()) throw new Error(ACCOUNT_MESSAGES.needsServer);
  const { error, status } = await getSupabase().rpc('reorder_accounts', { account_ids: accountIds });
  if (error) throw new AccountWriteError(error.message, status, error.code, error.hint);
}

const announceSave = (outcome: SaveOutcome, texts: Record<SaveOutcome, string>) => {
  if (outcome === 'server') toast.success(texts.server);
  else toast.warning(texts[outcome]);
};

/** A change queued behind others while the server answers: the queue is sent at once, in order. */
function useSendQueued(userId: string | undefined) {
  const queryClient = useQueryClient();
  return (outcome: SaveOutcome) => {
    if (outcome === 'local-queued' && userId) syncPendingAccounts(queryClient, userId).catch(() => undefined);
  };
}

export const useCreateAccount = (userId: string | undefined) => {
  const sendQueued = useSendQueued(userId);
  const invalidateLater = useInvalidateLater();
  return useBugetMutation({
    networkMode: 'always',
    mutationFn: (input: NewAccount) => (userId ? createAccount(userId, input) : Promise.reject(new Error(ACCOUNT_MESSAGES.saveFailed))),
    invalidates: [],
    onSettled: invalidateLater,
    errorMessage: messageFor('save'),
    onSuccess: (outcome) => {
      announceSave(outcome, {
        server: ACCOUNT_MESSAGES.created,
        'local-offline': ACCOUNT_MESSAGES.savedLocallyOffline,
        'local-server-failed': ACCOUNT_MESSAGES.savedLocallyServer,
        'local-queued': ACCOUNT_MESSAGES.savedLocallyQueued,
      });
      sendQueued(outcome);
    },
  });
};

export type AccountEdit = { accountId: string; changes: AccountChanges; action?: 'save' | 'deactivate' | 'activate' };

export const useUpdateAccount = (userId: string | undefined) => {
  const sendQueued = useSendQueued(userId);
  const invalidateLater = useInvalidateLater();
  return useBugetMutation({
    networkMode: 'always',
    mutationFn: ({ accountId, changes }: AccountEdit) => (userId ? updateAccount(userId, accountId, changes) : Promise.reject(new Error(ACCOUNT_MESSAGES.saveFailed))),
    invalidates: [],
    onSettled: invalidateLater,
    // An edit can only break the default rule by deactivating the last active account.
    errorMessage: messageFor('deactivate'),
    onSuccess: (outcome, { action }) => {
      announceSave(outcome, {
        server: action === 'deactivate' ? ACCOUNT_MESSAGES.deactivated : action === 'activate' ? ACCOUNT_MESSAGES.activated : ACCOUNT_MESSAGES.updated,
        'local-offline': ACCOUNT_MESSAGES.updateSavedLocallyOffline,
        'local-server-failed': ACCOUNT_MESSAGES.updateSavedLocallyServer,
        'local-queued': ACCOUNT_MESSAGES.updateSavedLocallyQueued,
      });
      sendQueued(outcome);
    },
  });
};

export const useDeleteAccount = (userId: string | undefined) =>
  useBugetMutation({
    networkMode: 'always',
    mutationFn: (accountId: string) => (userId ? deleteAccount(userId, accountId) : Promise.reject(new Error(ACCOUNT_MESSAGES.saveFailed))),
    invalidates: ACCOUNT_WRITE_INVALIDATES,
    successMessage: ACCOUNT_MESSAGES.deleted,
    errorMessage: messageFor('delete'),
  });

export const useSetDefaultAccount = (userId: string | undefined) =>
  useBugetMutation({
    networkMode: 'always',
    mutationFn: (accountId: string) => (userId ? setDefaultAccount(userId, accountId) : Promise.reject(new Error(ACCOUNT_MESSAGES.saveFailed))),
    invalidates: ACCOUNT_WRITE_INVALIDATES,
    successMessage: ACCOUNT_MESSAGES.setAsDefault,
    errorMessage: messageFor('default'),
  });

export const useReorderAccounts = () =>
  useBugetMutation({
    networkMode: 'always',
    mutationFn: reorderAccounts,
    invalidates: ACCOUNT_WRITE_INVALIDATES,
    successMessage: ACCOUNT_MESSAGES.reordered,
    errorMessage: messageFor('reorder'),
  });

/** How many transactions an account holds, for the delete dialog (queryKeys.accounts below). */
export const useAccountTransactionCount = (accountId: string, enabled: boolean) =>
  useQuery({ queryKey: [...queryKeys.accounts.all, 'usage', accountId], queryFn: () => countAccountTransactions(accountId), enabled });

/** "Sincronizează acum": the pending changes sent at once; resolves when the server answered. */
export function useSyncNow(userId: string | undefined): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => (userId ? syncPendingAccounts(queryClient, userId) : Promise.resolve());
}
