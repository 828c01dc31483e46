// @vitest-environment jsdom
/**
 * The options page's account hooks on the real local Supabase server: the list with what waits
 * here, the writes with the spec's toasts, and the frame's sync on reconnection.
 */
import { createClient } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { DEV_SERVICE_ROLE_KEY } from '@buget/supabase-local/config';
import { useAuthStore } from '@buget/shared-domain/auth';
import { localAccountsOf } from './local-store';
import { ACCOUNT_MESSAGES } from './messages';
import { reconcileAccounts } from './reconcile';
import { useAccountsSync } from './use-accounts-sync';
import { fetchUserAccounts } from './user-accounts';
import { configureSupabase, getSupabase } from '@buget/shared-domain/data';
import { useToastStore } from '@buget/shared-domain/stores';
import { useAccounts } from './use-accounts';
import { useAccountTransactionCount, useCreateAccount, useDeleteAccount, useReorderAccounts, useSetDefaultAccount, useSyncNow, useUpdateAccount } from './account-writes';

const PASSWORD = 'Integrare#2026';
let userId = '';
let client: QueryClient;

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
const toasts = () => useToastStore.getState().toasts.map((t) => t.message);

beforeAll(async () => {
  const { url, anonKey } = inject('supabase');
  configureSupabase({ supabaseUrl: url, supabaseAnonKey: anonKey });
  const email = `conturi-hooks-${Date.now().toString(36)}@buget.ro`;
  const admin = createClient(url, DEV_SERVICE_ROLE_KEY, { auth: { persistSession: false } });
  await admin.from('beta_allowlist').insert({ email, source: 'admin' }).throwOnError();
  await getSupabase().auth.signUp({ email, password: PASSWORD });
  const { data } = await getSupabase().auth.signInWithPassword({ email, password: PASSWORD });
  userId = data.user!.id;
  useAuthStore.setState({ user: { id: userId, email }, isAuthenticated: true });
  await reconcileAccounts(userId);
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

afterEach(() => vi.restoreAllMocks());

describe('account hooks', () => {
  it('list, create, edit, default, order, count and delete, each with its toast', async () => {
    const { result } = renderHook(
      () => ({
        list: useAccounts(),
        create: useCreateAccount(userId),
        update: useUpdateAccount(userId),
        setDefault: useSetDefaultAccount(userId),
        reorder: useReorderAccounts(),
        remove: useDeleteAccount(userId),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.accounts.map((a) => a.accountName)).toEqual(['Bancă', 'Cash', 'Investiții']));
    expect(result.current.list.offline).toBe(false);
    await act(() => result.current.create.mutateAsync({ name: 'ING', type: 'checking', initialBalance: 10, includedInTotal: true, displayOrder: 4 }));
    expect(toasts()).toContain(ACCOUNT_MESSAGES.created);
    await waitFor(() => expect(result.current.list.accounts).toHaveLength(4));
    const ing = result.current.list.accounts.find((a) => a.accountName === 'ING')!;
    await act(() => result.current.update.mutateAsync({ accountId: ing.accountId, changes: { isActive: false }, action: 'deactivate' }));
    expect(toasts()).toContain(ACCOUNT_MESSAGES.deactivated);
    await act(() => result.current.setDefault.mutateAsync(result.current.list.accounts[1]!.accountId));
    expect(toasts()).toContain(ACCOUNT_MESSAGES.setAsDefault);
    const ids = (await fetchUserAccounts()).map((a) => a.id);
    await act(() => result.current.reorder.mutateAsync([...ids].reverse()));
    expect(toasts()).toContain(ACCOUNT_MESSAGES.reordered);
    const count = renderHook(() => useAccountTransactionCount(ing.accountId, true), { wrapper });
    await waitFor(() => expect(count.result.current.data).toBe(0));
    await act(() => result.current.remove.mutateAsync(ing.accountId));
    expect(toasts()).toContain(ACCOUNT_MESSAGES.deleted);
    await expect(act(() => result.current.setDefault.mutateAsync('local-x'))).rejects.toThrow(ACCOUNT_MESSAGES.notSyncedYet);
  });

  it('offline saves are announced as local; the frame sends them on reconnection, "sync now" too', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { result } = renderHook(() => ({ list: useAccounts(), create: useCreateAccount(userId), update: useUpdateAccount(userId), syncNow: useSyncNow(userId) }), { wrapper });
    renderHook(() => useAccountsSync(), { wrapper });
    await act(() => result.current.create.mutateAsync({ name: 'Offline', type: 'cash', initialBalance: 1, includedInTotal: false, displayOrder: 9 }));
    expect(toasts()).toContain(ACCOUNT_MESSAGES.savedLocallyOffline);
    const bank = result.current.list.accounts.find((a) => a.accountName === 'Bancă')!;
    await act(() => result.current.update.mutateAsync({ accountId: bank.accountId, changes: { accountName: 'Banca mea' } }));
    expect(toasts()).toContain(ACCOUNT_MESSAGES.updateSavedLocallyOffline);
    await waitFor(() => expect(result.current.list.waiting).toBe(2));
    expect(result.current.list.accounts.find((a) => a.accountName === 'Offline')?.pending).toBe(true);

    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(localAccountsOf(userId).pending).toEqual([]));
    await waitFor(() => expect(toasts()).toContain(ACCOUNT_MESSAGES.synced));
    expect((await fetchUserAccounts()).map((a) => a.name)).toEqual(expect.arrayContaining(['Banca mea', 'Offline']));
    await act(() => result.current.syncNow());
  });
});
