// @vitest-environment jsdom
/**
 * Issue 13 point 5 against the real local Supabase server (testing/local-supabase.global.ts):
 * the settings store follows the signed-in user's document on the server (a first sign-in
 * uploads this browser's settings; another user's document replaces them), and a save is
 * optimistic and rolled back, with the message, when the server refuses it.
 */
import { createClient } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startAuth } from '@buget/shared-domain/auth';
import { useAvailableBalance } from '@buget/shared-domain/balance';
import { configureSupabase, getSupabase, queryKeys, type Database } from '@buget/shared-domain/data';
import { SETTINGS_USER_MESSAGES } from '@buget/shared-domain/rules';
import type { AppSettings } from '@buget/shared-domain/schemas';
import { useToastStore } from '@buget/shared-domain/stores';
import { INTEGRATION_EMAILS } from '../testing/local-supabase.global';
import { useAppSettingsStore } from './app-settings-store';
import { createDefaultAppSettings } from './settings';
import { useSaveSettings, useSettingsSync } from './settings-sync';

const PASSWORD = 'Integrare#2026';
const ANA = INTEGRATION_EMAILS[12] as string;
const ION = INTEGRATION_EMAILS[13] as string;
const EVA = INTEGRATION_EMAILS[14] as string;
const DAN = INTEGRATION_EMAILS[15] as string;

async function signUp(email: string) {
  const { url, anonKey } = inject('supabase');
  const own = createClient<Database>(url, anonKey, { auth: { persistSession: false, autoRefreshToken: false, storageKey: `seed-${email}` } });
  const { data, error } = await own.auth.signUp({ email, password: PASSWORD });
  if (error) throw error;
  return { client: own, userId: data.user?.id ?? '' };
}

const serverDoc = async (client: ReturnType<typeof createClient<Database>>) =>
  (await client.from('user_settings').select('settings').maybeSingle().throwOnError()).data?.settings as Partial<AppSettings> | undefined;

let save: (patch: Record<string, unknown>) => void = () => undefined;

function Sync() {
  useSettingsSync();
  useAvailableBalance();
  const { mutate } = useSaveSettings();
  save = (patch) => mutate(patch as Partial<AppSettings>);
  return null;
}

describe('settings that follow the person', () => {
  let stop: () => void = () => undefined;
  afterAll(() => stop());
  beforeAll(() => {
    const { url, anonKey } = inject('supabase');
    configureSupabase({ supabaseUrl: url, supabaseAnonKey: anonKey });
  });

  it('upload on a first sign-in, save optimistically, roll back a refused save, and give way to the next user’s', async () => {
    const ana = await signUp(ANA);
    // An income of hers from January, before this browser's start date (1 November).
    await ana.client.from('transactions').insert({ type: 'INCOME', amount: 250, category: 'VENITURI', date: '2026-01-15', execution_status: 'COMPLETED' }).throwOnError();
    const ion = await signUp(ION);
    await ion.client.rpc('save_user_settings', { patch: { themeMode: 'light', dateFormat: 'MM/DD/YYYY' } }).throwOnError();
    const defaults = createDefaultAppSettings('2026-11-23');
    useAppSettingsStore.setState({ settings: { ...defaults, themeMode: 'dark' }, owner: null });

    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    stop = startAuth(client);
    expect((await getSupabase().auth.signInWithPassword({ email: ANA, password: PASSWORD })).error).toBeNull();
    render(
      <QueryClientProvider client={client}>
        <Sync />
      </QueryClientProvider>,
    );

    // Ana has no document: this browser's settings become hers, the balance starting no later than
    // her first transaction, so her January income still counts.
    await waitFor(async () => expect(await serverDoc(ana.client)).toMatchObject({ themeMode: 'dark', balanceStartDate: '2026-01-15' }));
    expect(useAppSettingsStore.getState()).toMatchObject({ owner: ana.userId, settings: { balanceStartDate: '2026-01-15' } });
    await waitFor(() => expect(client.getQueryData<{ available: number }>(queryKeys.availableBalance)?.available).toBe(250));

    act(() => save({ compactMode: true }));
    expect(useAppSettingsStore.getState().settings.compactMode).toBe(true);
    await waitFor(async () => expect((await serverDoc(ana.client))?.compactMode).toBe(true));

    // A value the server refuses (the client's check bypassed): shown at once, then rolled back.
    useToastStore.getState().clear();
    act(() => save({ themeMode: 'neon' }));
    expect(useAppSettingsStore.getState().settings.themeMode).toBe('neon');
    await waitFor(() => expect(useAppSettingsStore.getState().settings.themeMode).toBe('dark'));
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(SETTINGS_USER_MESSAGES.saveFailed);
    expect((await serverDoc(ana.client))?.themeMode).toBe('dark');

    // Ion signs in on the same browser: his document replaces Ana's settings.
    expect((await getSupabase().auth.signInWithPassword({ email: ION, password: PASSWORD })).error).toBeNull();
    await waitFor(() => expect(useAppSettingsStore.getState().owner).toBe(ion.userId));
    expect(useAppSettingsStore.getState().settings).toMatchObject({ themeMode: 'light', dateFormat: 'MM/DD/YYYY', compactMode: false });
  });

  it('a saved balance start date refreshes the header balance at once; a save of another setting leaves it', async () => {
    cleanup();
    const eva = await signUp(EVA);
    await eva.client.rpc('save_user_settings', { patch: { balanceStartDate: '2026-01-01' } }).throwOnError();
    await eva.client.from('transactions').insert({ type: 'INCOME', amount: 250, category: 'VENITURI', date: '2026-01-15', execution_status: 'COMPLETED' }).throwOnError();
    stop();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
    stop = startAuth(client);
    expect((await getSupabase().auth.signInWithPassword({ email: EVA, password: PASSWORD })).error).toBeNull();
    render(
      <QueryClientProvider client={client}>
        <Sync />
      </QueryClientProvider>,
    );
    const available = () => client.getQueryData<{ available: number }>(queryKeys.availableBalance)?.available;
    await waitFor(() => expect(available()).toBe(250));
    await waitFor(() => expect(useAppSettingsStore.getState().owner).toBe(eva.userId));

    act(() => save({ compactMode: true }));
    await waitFor(() => expect(client.isMutating()).toBe(0));
    expect(client.getQueryState(queryKeys.availableBalance)?.isInvalidated).toBe(false);

    // From February on, January's income moves no balance: the header's figure follows at once.
    act(() => save({ balanceStartDate: '2026-02-01' }));
    await waitFor(() => expect(available()).toBe(0));
    act(() => save({ balanceStartDate: '2026-01-15' }));
    await waitFor(() => expect(available()).toBe(250));
  });

  it('a save that landed before the first document: the document gets every other setting, the balance start date among them', async () => {
    cleanup();
    const dan = await signUp(DAN);
    await dan.client.from('transactions').insert({ type: 'INCOME', amount: 90, category: 'VENITURI', date: '2020-03-10', execution_status: 'COMPLETED' }).throwOnError();
    // What the race left: his first save made the document from its one key.
    await dan.client.rpc('save_user_settings', { patch: { themeMode: 'dark' } }).throwOnError();
    useAppSettingsStore.setState({ settings: createDefaultAppSettings('2026-11-23'), owner: null });
    stop();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    stop = startAuth(client);
    expect((await getSupabase().auth.signInWithPassword({ email: DAN, password: PASSWORD })).error).toBeNull();
    render(
      <QueryClientProvider client={client}>
        <Sync />
      </QueryClientProvider>,
    );

    // The server reads the start date the page shows: no later than his first transaction.
    await waitFor(async () => expect(Object.keys((await serverDoc(dan.client)) ?? {}).sort()).toEqual(Object.keys(createDefaultAppSettings('2026-11-23')).sort()));
    expect(await serverDoc(dan.client)).toMatchObject({ themeMode: 'dark', balanceStartDate: '2020-03-10', dateFormat: 'DD/MM/YYYY' });
    expect(useAppSettingsStore.getState()).toMatchObject({ owner: dan.userId, settings: { themeMode: 'dark', balanceStartDate: '2020-03-10' } });
  });
});
