import * as z from 'zod/mini';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@buget/shared-domain/constants';
import { localAccountSchema, type LocalAccount } from '@buget/shared-domain/schemas';
import { registerUserState } from '@buget/shared-domain/stores';

/** The fields an edit may change (the default and the order move only through the server). */
export const accountChangesSchema = z.partial(
  z.pick(localAccountSchema, {
    accountName: true,
    accountType: true,
    initialBalance: true,
    includedInTotal: true,
    isActive: true,
    balanceStartDate: true,
    currency: true,
  }),
);
export type AccountChanges = z.infer<typeof accountChangesSchema>;

/**
 * A change waiting for the server, in the order it was made: an account created locally (id
 * 'local-…'), or an edit of a server account. `error` is set when the server refused it while
 * syncing; it then waits for the user to change or delete it.
 */
const pendingAccountChangeSchema = z.union([
  z.object({ kind: z.literal('create'), account: localAccountSchema, error: z.optional(z.string()) }),
  z.object({ kind: z.literal('update'), accountId: z.string(), changes: accountChangesSchema, error: z.optional(z.string()) }),
]);
export type PendingAccountChange = z.infer<typeof pendingAccountChangeSchema>;

const userLocalAccountsSchema = z.object({
  /** The user's accounts as the server last returned them, for a start without the server. */
  snapshot: z.nullable(z.array(localAccountSchema)),
  pending: z.array(pendingAccountChangeSchema),
  /** 'local-…' id → the server's, so a dialog opened before the sync still finds its account. */
  replacedIds: z.record(z.string(), z.string()),
});
export type UserLocalAccounts = z.infer<typeof userLocalAccountsSchema>;

const storedSchema = z.object({ users: z.record(z.string(), userLocalAccountsSchema) });

const EMPTY: UserLocalAccounts = { snapshot: null, pending: [], replacedIds: {} };

type LocalAccountsState = {
  /**
   * Per user id: the signed-in user's only, since a sign-out or another user's sign-in clears it
   * (stores' clearUserStorage), and a sync runs only as the user of its queue (reconcile.ts).
   */
  users: Record<string, UserLocalAccounts>;
  setSnapshot: (userId: string, accounts: LocalAccount[]) => void;
  queueCreate: (userId: string, account: LocalAccount) => void;
  /** An edit: folded into the account's pending create, or queued after what is there. */
  queueUpdate: (userId: string, accountId: string, changes: AccountChanges) => void;
  /** Drops every pending change of an account (a local account deleted, a refused change). */
  discard: (userId: string, accountId: string) => void;
  /**
   * `sent` reached the server: it leaves the queue and a created account's id is replaced. If the
   * user edited the account while it was on its way, the edit stays queued (as an edit of the
   * server's account).
   */
  settle: (userId: string, sent: PendingAccountChange, serverId?: string) => void;
  /** Accounts created here that the migration uploaded: they leave the queue, ids replaced. */
  settleUploaded: (userId: string, uploaded: { localId: string; serverId: string }[]) => void;
  /** The server refused the first pending change of this account for `reason`. */
  refuse: (userId: string, accountId: string, reason: string) => void;
};

const idOf = (change: PendingAccountChange): string => (change.kind === 'create' ? change.account.accountId : change.accountId);

/**
 * The accounts kept in the browser (spec point 4 'Accounts', localStorage 'budget-app-accounts'):
 * the last server list and the changes not yet on the server, per user. One instance
 * (@buget/shared-domain/accounts is a federation singleton). Stored data that does not match the
 * schema is dropped as a whole.
 */
export const useLocalAccountsStore = create<LocalAccountsState>()(
  persist(
    (set) => {
      const update = (userId: string, change: (user: UserLocalAccounts) => UserLocalAccounts) =>
        set((state) => ({ users: { ...state.users, [userId]: change(state.users[userId] ?? EMPTY) } }));
      return {
        users: {},
        setSnapshot: (userId, accounts) => update(userId, (user) => ({ ...user, snapshot: accounts })),
        queueCreate: (userId, account) => update(userId, (user) => ({ ...user, pending: [...user.pending, { kind: 'create', account }] })),
        queueUpdate: (userId, accountId, changes) =>
          update(userId, (user) => {
            const created = user.pending.find((c) => c.kind === 'create' && c.account.accountId === accountId);
            if (created) {
              return {
                ...user,
                pending: user.pending.map((c) => (c === created && c.kind === 'create' ? { kind: 'create', account: { ...c.account, ...changes } } : c)),
              };
            }
            const queued = user.pending.find((c) => c.kind === 'update' && c.accountId === accountId);
            if (queued) {
              return {
                ...user,
                pending: user.pending.map((c) => (c === queued && c.kind === 'update' ? { kind: 'update', accountId, changes: { ...c.changes, ...changes } } : c)),
              };
            }
            return { ...user, pending: [...user.pending, { kind: 'update', accountId, changes }] };
          }),
        discard: (userId, accountId) => update(userId, (user) => ({ ...user, pending: user.pending.filter((c) => idOf(c) !== accountId) })),
        settle: (userId, sent, serverId) =>
          update(userId, (user) => {
            const id = idOf(sent);
            const replacedIds = sent.kind === 'create' && serverId ? { ...user.replacedIds, [id]: serverId } : user.replacedIds;
            const pending = user.pending.flatMap((c): PendingAccountChange[] => {
              if (c === sent) return [];
              if (idOf(c) !== id || c.kind !== sent.kind) return [c];
              if (c.kind === 'create' && serverId) {
                const { accountName, accountType, initialBalance, includedInTotal, isActive, balanceStartDate } = c.account;
                const changes = { accountName, accountType, initialBalance, includedInTotal, isActive, ...(balanceStartDate ? { balanceStartDate } : {}) };
                return [{ kind: 'update', accountId: serverId, changes }];
              }
              return [c];
            });
            return { ...user, pending, replacedIds };
          }),
        settleUploaded: (userId, uploaded) =>
          update(userId, (user) => ({
            ...user,
            pending: user.pending.filter((c) => !(c.kind === 'create' && uploaded.some((u) => u.localId === c.account.accountId))),
            replacedIds: { ...user.replacedIds, ...Object.fromEntries(uploaded.map((u) => [u.localId, u.serverId])) },
          })),
        refuse: (userId, accountId, reason) =>
          update(userId, (user) => ({ ...user, pending: user.pending.map((c) => (idOf(c) === accountId ? { ...c, error: reason } : c)) })),
      };
    },
    {
      name: STORAGE_KEYS.accounts,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ users: state.users }),
      merge: (saved, current) => {
        const parsed = storedSchema.safeParse(saved);
        return { ...current, users: parsed.success ? parsed.data.users : {} };
      },
    },
  ),
);

registerUserState(() => void useLocalAccountsStore.persist.rehydrate());

export const localAccountsOf = (userId: string): UserLocalAccounts => useLocalAccountsStore.getState().users[userId] ?? EMPTY;

/** A 'local-…' id that was synced since is read as the server's id. */
export const currentAccountId = (userId: string, accountId: string): string => localAccountsOf(userId).replacedIds[accountId] ?? accountId;

/** The spec's one-time migration flag (localStorage 'accountsMigrated'): the user ids it ran for. */
const migratedUsers = (): string[] => {
  try {
    const parsed = z.array(z.string()).safeParse(JSON.parse(localStorage.getItem(STORAGE_KEYS.accountsMigrated) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
};

export const isAccountsMigrated = (userId: string): boolean => migratedUsers().includes(userId);

export const markAccountsMigrated = (userId: string): void => {
  const users = migratedUsers();
  if (!users.includes(userId)) localStorage.setItem(STORAGE_KEYS.accountsMigrated, JSON.stringify([...users, userId]));
};
