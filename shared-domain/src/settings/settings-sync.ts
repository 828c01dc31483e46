import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@buget/shared-domain/auth';
import { getSupabase, queryKeys, TRANSACTION_WRITE_INVALIDATES, useBugetMutation, type Json } from '@buget/shared-domain/data';
import { SETTINGS_USER_MESSAGES, toLocalIsoDate } from '@buget/shared-domain/rules';
import type { AppSettings } from '@buget/shared-domain/schemas';
import { toast } from '@buget/shared-domain/stores';
import { useAppSettingsStore } from './app-settings-store';
import { createDefaultAppSettings, rehydrateAppSettings } from './settings';

const today = () => toLocalIsoDate(new Date());

/** The signed-in user's settings document, or null when they have never saved one. */
export async function fetchUserSettings(): Promise<Json | null> {
  const { data, error } = await getSupabase().from('user_settings').select('settings').maybeSingle();
  if (error) throw new Error(error.message);
  return data ? data.settings : null;
}

/** Merges the changed settings into the user's document on the server; answers the whole document. */
export async function saveUserSettings(patch: Partial<AppSettings>): Promise<Json> {
  const { data, error } = await getSupabase().rpc('save_user_settings', { patch });
  if (error) throw new Error(error.message);
  return data;
}

const userSettingsQueryOptions = () => queryOptions({ queryKey: queryKeys.settings, queryFn: fetchUserSettings });

/** The day of the signed-in user's earliest transaction (YYYY-MM-DD), or null when they have none. */
async function firstTransactionDay(): Promise<string | null> {
  const { data, error } = await getSupabase().from('transactions').select('date').order('date').order('id').limit(1).maybeSingle();
  if (error) throw new Error(error.message);
  return data?.date ?? null;
}

/**
 * Settings follow the person (issue 13 point 5): after sign-in the server's document replaces
 * the cached copy (an invalid one resets to the defaults, with the message). A user without a
 * document gets this browser's settings inserted as theirs (never over a document saved
 * meanwhile), unless the cache is another user's, in which case they start from the defaults.
 * That first document's balance start date is no later than the person's first transaction:
 * their use began then (transactions entered before this app kept settings), and a first
 * document must not take rows out of the balances they saw. Mount once, in the signed-in frame.
 */
export function useSettingsSync(): void {
  const userId = useAuthStore((state) => (state.isAuthenticated ? (state.user?.id ?? null) : null));
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...userSettingsQueryOptions(), enabled: userId !== null });
  useEffect(() => {
    if (userId === null || data === undefined) return;
    if (data === null) {
      const { owner, settings } = useAppSettingsStore.getState();
      const start = owner === null || owner === userId ? settings : createDefaultAppSettings(today());
      useAppSettingsStore.setState({ settings: start, owner: userId });
      // Only if there is still none: a document another browser saved meanwhile wins (read again).
      // Not saved now (offline): the next sign-in tries again; the person's own changes save as usual.
      void firstTransactionDay()
        .then((first) => {
          if (first === null || first >= start.balanceStartDate) return start;
          useAppSettingsStore.setState((state) => ({ settings: { ...state.settings, balanceStartDate: first } }));
          return { ...start, balanceStartDate: first };
        })
        .then((settings) => getSupabase().from('user_settings').insert({ settings }))
        .then(
          ({ error }) => {
            if (error?.code === '23505') void queryClient.invalidateQueries({ queryKey: queryKeys.settings });
          },
          () => undefined,
        );
      return;
    }
    const read = rehydrateAppSettings(data, today());
    useAppSettingsStore.setState({ settings: read.settings, owner: userId });
    if (read.wasReset) toast.warning(SETTINGS_USER_MESSAGES.reset);
  }, [userId, data, queryClient]);
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
