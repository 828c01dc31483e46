import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthStore } from '@buget/shared-domain/auth';
import { getSupabase, queryKeys, TRANSACTION_WRITE_INVALIDATES, type Json } from '@buget/shared-domain/data';
import { SETTINGS_USER_MESSAGES, toLocalIsoDate } from '@buget/shared-domain/rules';
import type { AppSettings } from '@buget/shared-domain/schemas';
import { toast, useBugetMutation } from '@buget/shared-domain/stores';
import { useAppSettingsStore } from './app-settings-store';
import { createDefaultAppSettings, rehydrateAppSettings } from './settings';

const today = () => toLocalIsoDate(new Date());

/** The signed-in user's settings document, or null when they have never saved one. */
export async function fetchUserSettings(): Promise<Json | null> {
  const { data } = await getSupabase().from('user_settings').select('settings').maybeSingle().throwOnError();
  return data ? data.settings : null;
}

/** Merges the changed settings into the user's document on the server; answers the whole document. */
export async function saveUserSettings(patch: Partial<AppSettings>): Promise<Json> {
  const { data } = await getSupabase().rpc('save_user_settings', { patch }).throwOnError();
  return data;
}

const userSettingsQueryOptions = () => queryOptions({ queryKey: queryKeys.settings, queryFn: fetchUserSettings });

/** The day of the signed-in user's earliest transaction (YYYY-MM-DD), or null when they have none. */
async function firstTransactionDay(): Promise<string | null> {
  const { data } = await getSupabase().from('transactions').select('date').order('date').order('id').limit(1).maybeSingle().throwOnError();
  return data?.date ?? null;
}

/**
 * Writes the first settings document, or adds to the stored one only the keys it lacks (stored
 * values win, so a save that landed first and a document another browser saved are kept);
 * answers the whole document.
 */
async function completeUserSettings(settings: AppSettings): Promise<Json> {
  const { data } = await getSupabase().rpc('complete_user_settings', { defaults: settings }).throwOnError();
  return data;
}

const SETTING_KEYS = Object.keys(createDefaultAppSettings('2000-01-01')) as (keyof AppSettings)[];

/** A stored document that names every setting (the server reads some of them, e.g. the balance start date). */
const namesEverySetting = (stored: Json): boolean =>
  typeof stored === 'object' && stored !== null && !Array.isArray(stored) && SETTING_KEYS.every((key) => key in stored);

/**
 * Settings follow the person (issue 13 point 5): after sign-in the server's document replaces
 * the cached copy (an invalid one resets to the defaults, with the message). A user without a
 * document gets this browser's settings written as theirs, unless the cache is another user's, in
 * which case they start from the defaults; a document that lacks some settings (a save that
 * landed before the first document) gets the values shown for them. The server keeps what is
 * stored (a document another browser saved meanwhile wins), and those values are taken here.
 * The balance start date written is no later than the person's first transaction: their use
 * began then (transactions entered before this app kept settings), and a first document must not
 * take rows out of the balances they saw. Mount once, in the signed-in frame.
 */
export function useSettingsSync(): void {
  const userId = useAuthStore((state) => (state.isAuthenticated ? (state.user?.id ?? null) : null));
  const { data } = useQuery({ ...userSettingsQueryOptions(), enabled: userId !== null });
  useEffect(() => {
    if (userId === null || data === undefined) return;
    let start: AppSettings;
    if (data === null) {
      const { owner, settings } = useAppSettingsStore.getState();
      start = owner === null || owner === userId ? settings : createDefaultAppSettings(today());
      useAppSettingsStore.setState({ settings: start, owner: userId });
    } else {
      const read = rehydrateAppSettings(data, today());
      useAppSettingsStore.setState({ settings: read.settings, owner: userId });
      if (read.wasReset) toast.warning(SETTINGS_USER_MESSAGES.reset);
      if (read.wasReset || namesEverySetting(data)) return;
      start = read.settings;
    }
    // Not written now (offline): the next sign-in tries again; the person's own changes save as usual.
    void firstTransactionDay()
      .then((first) => {
        if (first === null || first >= start.balanceStartDate) return start;
        useAppSettingsStore.setState((state) => ({ settings: { ...state.settings, balanceStartDate: first } }));
        return { ...start, balanceStartDate: first };
      })
      .then(async (sent) => {
        // The settings whose stored value won over the one sent are shown; a change the person
        // made meanwhile is left to its own save.
        const stored = rehydrateAppSettings(await completeUserSettings(sent), today()).settings;
        const taken = SETTING_KEYS.filter((key) => stored[key] !== sent[key]).map((key) => [key, stored[key]]);
        if (taken.length > 0) useAppSettingsStore.setState((state) => ({ settings: { ...state.settings, ...Object.fromEntries(taken) } }));
      })
      .catch(() => undefined);
  }, [userId, data]);
}

type Rollback = { previous: Partial<AppSettings> };

/**
 * Saves changed settings optimistically: the store (and so every page) changes at once; if the
 * server refuses or cannot be reached, the fields this save changed go back to what they were
 * (unless a later save changed them again) and a toast says so. A save of the balance start date
 * refreshes every balance (the header, the grid, the daily page, the lists' running balances):
 * the server counts only the transactions dated from it.
 */
export function useSaveSettings() {
  return useBugetMutation<Json, Partial<AppSettings>, Rollback>({
    invalidates: (patch) => ('balanceStartDate' in patch ? TRANSACTION_WRITE_INVALIDATES : []),
    errorMessage: SETTINGS_USER_MESSAGES.saveFailed,
    mutationFn: saveUserSettings,
    onMutate: (patch) => {
      const { settings } = useAppSettingsStore.getState();
      const previous = Object.fromEntries(Object.keys(patch).map((key) => [key, settings[key as keyof AppSettings]]));
      useAppSettingsStore.setState({ settings: { ...settings, ...patch } });
      return { previous };
    },
    onError: (_error, patch, context) => {
      if (!context) return;
      const { settings } = useAppSettingsStore.getState();
      const back = Object.entries(context.previous).filter(([key]) => settings[key as keyof AppSettings] === patch[key as keyof AppSettings]);
      useAppSettingsStore.setState({ settings: { ...settings, ...Object.fromEntries(back) } });
    },
  });
}
