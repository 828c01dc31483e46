import { getSupabase } from '@buget/shared-domain/data';
import type { LocalAccount } from '@buget/shared-domain/schemas';
import { toast } from '@buget/shared-domain/stores';
import { createDefaultAccounts } from './defaults';
import { toAccountChangesRow, toAccountRowInput } from './mapping';
import { isAccountsMigrated, localAccountsOf, markAccountsMigrated, useLocalAccountsStore, type PendingAccountChange } from './local-store';
import { insertIdOf } from './sync';
import { AccountWriteError, accountExists, insertAccounts, updateAccountRow, type RequestUser } from './server-writes';
import { ACCOUNT_MESSAGES } from './messages';
import { accountWriteErrorMessage } from './write-errors';
import { fetchUserAccounts, fromAccountRow, type UserAccountRow } from './user-accounts';

/** Postgres unique_violation: the name is taken, or (a retried insert) the id is. */
const UNIQUE_VIOLATION = '23505';

export type ReconcileResult = {
  accounts: UserAccountRow[];
  /** The server had no accounts: the defaults were created (first use). */
  created: boolean;
  /** Accounts the user had locally that the one-time migration uploaded (spec point 4). */
  migrated: number;
  /** Pending changes that reached the server now. */
  synced: number;
  /** Pending changes the server refused now, with the reason (the account stays, marked). */
  refused: { name: string; reason: string }[];
};

/**
 * The queue is not the signed-in user's (another user signed in, maybe in another tab, or nobody
 * is): it is not synced, and waits in this browser for its own user — until a sign-out or another
 * user's sign-in clears it (stores' clearUserStorage).
 */
export class AccountsQueueUserError extends Error {
  constructor() {
    super(ACCOUNT_MESSAGES.queueOfAnotherUser);
    this.name = 'AccountsQueueUserError';
  }
}

/**
 * A sync of `userId`'s queue runs as `userId` or not at all: the session must be theirs, and its
 * access token goes with every request of the run, so a user signing in meanwhile does not turn
 * the run's writes into theirs. Asked again before each change to the stored queue, so a run that
 * lost its user stops without writing there.
 */
async function sessionOf(userId: string): Promise<RequestUser> {
  const { data } = await getSupabase().auth.getSession();
  if (data.session?.user.id !== userId) throw new AccountsQueueUserError();
  return { accessToken: data.session.access_token };
}

let chain: Promise<unknown> = Promise.resolve();

/**
 * One sync at a time: in this tab by a promise chain, across tabs by a Web Lock where the browser
 * has them, so a change is sent once even when two tabs come back online together. Inside the
 * lock the stored queue is read again (another tab may have synced it meanwhile).
 */
function exclusively<T>(work: () => Promise<T>): Promise<T> {
  const run = async () => {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (!locks) return work();
    return locks.request('buget-accounts-sync', async () => {
      await useLocalAccountsStore.persist.rehydrate();
      return work();
    });
  };
  const next = chain.then(run, run);
  chain = next.catch(() => undefined);
  return next;
}

const accountName = (change: PendingAccountChange, accounts: readonly LocalAccount[]): string =>
  change.kind === 'create' ? change.account.accountName : (accounts.find((a) => a.accountId === change.accountId)?.accountName ?? '');

/** Sends one pending change as `user`; resolves to the server id of a created account. */
async function sendChange(change: PendingAccountChange, user: RequestUser): Promise<string | undefined> {
  if (change.kind === 'update') {
    await updateAccountRow(change.accountId, toAccountChangesRow(change.changes), user);
    return undefined;
  }
  const row = toAccountRowInput(change.account);
  try {
    const [inserted] = await insertAccounts([row], user);
    return inserted?.id;
  } catch (error) {
    // Sent before, its answer lost: the row is there under the id it was sent with.
    if (error instanceof AccountWriteError && error.code === UNIQUE_VIOLATION && row.id && (await accountExists(row.id, user))) return row.id;
    throw error;
  }
}

/**
 * The one-time migration (spec point 4, flag 'accountsMigrated'): when the server has no
 * accounts and this browser never synced this user, it uploads what the user has here — the
 * last known list (or the three defaults of first use) and the accounts created locally — in one
 * insert, and those creates leave the queue. After that, an empty server (the user's data
 * deleted) gets the defaults, never an old local list.
 */
async function uploadWhenServerEmpty(userId: string, user: RequestUser): Promise<{ created: boolean; migrated: number }> {
  const local = localAccountsOf(userId);
  const firstTime = !isAccountsMigrated(userId);
  const creates = firstTime ? local.pending.filter((c): c is Extract<PendingAccountChange, { kind: 'create' }> => c.kind === 'create' && !c.error) : [];
  const base = firstTime && local.snapshot ? local.snapshot : createDefaultAccounts();
  const accounts = [...base, ...creates.map((c) => c.account)].map((account, index) => ({ ...account, displayOrder: index + 1 }));
  try {
    // In a bulk insert a missing key is null, so every row carries an id (the defaults' new ones).
    const ids = await insertAccounts(
      accounts.map((account) => ({ ...toAccountRowInput(account), id: insertIdOf(account.accountId) ?? crypto.randomUUID() })),
      user,
    );
    const uploaded = creates.flatMap((c, index) => {
      const serverId = ids[base.length + index]?.id;
      return serverId ? [{ localId: c.account.accountId, serverId }] : [];
    });
    await sessionOf(userId);
    useLocalAccountsStore.getState().settleUploaded(userId, uploaded);
  } catch (error) {
    // Another tab made them at the same moment: its accounts are read below.
    if (!(error instanceof AccountWriteError && error.code === UNIQUE_VIOLATION)) throw error;
    return { created: false, migrated: 0 };
  }
  return { created: true, migrated: creates.length + (firstTime && local.snapshot ? local.snapshot.length : 0) };
}

/**
 * Brings the server and this browser together for `userId` (by default the signed-in user): the
 * one-time migration when the server has none, then every pending change in the order it was made
 * — each sent once, a created account's 'local-' id replaced by the server's — then the server's
 * list becomes the local snapshot. A server that does not answer stops the run (the rest waits, in
 * order, for the next); a refusal marks that change and the run goes on. The run is `userId`'s
 * alone (sessionOf): under another session it throws AccountsQueueUserError and sends nothing, and
 * a run whose user changed meanwhile stops before it writes to the stored queue.
 */
export async function reconcileAccounts(userId?: string): Promise<ReconcileResult> {
  const owner = userId ?? (await getSupabase().auth.getSession()).data.session?.user.id;
  if (!owner) throw new AccountsQueueUserError();
  const listed = await fetchUserAccounts(await sessionOf(owner));
  // The usual start: the server has accounts and nothing waits here; no lock needed.
  if (listed.length > 0 && !localAccountsOf(owner).pending.some((c) => !c.error)) {
    await sessionOf(owner);
    markAccountsMigrated(owner);
    useLocalAccountsStore.getState().setSnapshot(owner, listed.map(fromAccountRow));
    return { accounts: listed, created: false, migrated: 0, synced: 0, refused: [] };
  }
  return exclusively(async () => {
    const user = await sessionOf(owner);
    let server = await fetchUserAccounts(user);
    let created = false;
    let migrated = 0;
    if (server.length === 0) ({ created, migrated } = await uploadWhenServerEmpty(owner, user));
    await sessionOf(owner);
    markAccountsMigrated(owner);
    let synced = 0;
    const refused: ReconcileResult['refused'] = [];
    const known = server.map(fromAccountRow);
    for (;;) {
      const next = localAccountsOf(owner).pending.find((c) => !c.error);
      if (!next) break;
      try {
        const serverId = await sendChange(next, user);
        await sessionOf(owner);
        useLocalAccountsStore.getState().settle(owner, next, serverId);
        synced += 1;
      } catch (error) {
        if (!(error instanceof AccountWriteError) || error.serverUnavailable) throw error;
        await sessionOf(owner);
        const reason = accountWriteErrorMessage(error, 'save');
        useLocalAccountsStore.getState().refuse(owner, next.kind === 'create' ? next.account.accountId : next.accountId, reason);
        refused.push({ name: accountName(next, known), reason });
      }
    }
    if (created || migrated || synced) server = await fetchUserAccounts(user);
    await sessionOf(owner);
    useLocalAccountsStore.getState().setSnapshot(owner, server.map(fromAccountRow));
    return { accounts: server, created, migrated, synced, refused };
  });
}

/** The signed-in user's accounts, reconciled (the balance initialisation runs this first). */
export const ensureUserAccounts = (): Promise<ReconcileResult> => reconcileAccounts();

/** The spec's toasts for what a reconciliation did (migration, changes synced or refused). */
export function announceReconcile(result: ReconcileResult): void {
  if (result.migrated > 0) toast.success(ACCOUNT_MESSAGES.migrated);
  if (result.synced > 0) toast.success(ACCOUNT_MESSAGES.synced);
  for (const { name, reason } of result.refused) toast.error(new Error(reason), ACCOUNT_MESSAGES.syncRefused(name, reason));
}
