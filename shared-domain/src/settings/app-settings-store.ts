import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@buget/shared-domain/constants';
import { SETTINGS_USER_MESSAGES, toLocalIsoDate } from '@buget/shared-domain/rules';
import { THEME_MODES, type AppSettings, type ThemeMode } from '@buget/shared-domain/schemas';
import { registerUserState, toast } from '@buget/shared-domain/stores';
import { createDefaultAppSettings, rehydrateAppSettings } from './settings';

type AppSettingsState = {
  /** The app settings of spec point 3, with their defaults until the user changes them. */
  settings: AppSettings;
  /**
   * Whose settings these are: the user whose server document they came from, or null while they
   * are this browser's own (never signed in, or saved before settings followed the person).
   */
  owner: string | null;
};

type StoredSettings = AppSettings & { owner?: string | null };

const today = () => toLocalIsoDate(new Date());

/** The theme this device showed last (localStorage 'darkMode'), kept through a sign-out. */
const deviceThemeMode = (): ThemeMode => {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.darkMode);
    return THEME_MODES.find((mode) => mode === stored) ?? 'system';
  } catch {
    return 'system';
  }
};

/** Nobody's settings (before a sign-in, after a sign-out): the defaults, in the device's theme. */
const deviceSettings = (): AppSettings => ({ ...createDefaultAppSettings(today()), themeMode: deviceThemeMode() });

const isJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** localStorage, where text that is not JSON is invalid settings (reset, with the message). */
const settingsStorage = createJSONStorage<StoredSettings>(() => ({
  getItem: (name) => {
    const text = localStorage.getItem(name);
    if (text === null) return null;
    return isJson(text) ? text : JSON.stringify({ state: 'not JSON', version: 0 });
  },
  setItem: (name, value) => localStorage.setItem(name, value),
  removeItem: (name) => localStorage.removeItem(name),
}));

let resetOnRead = false;

/**
 * The app settings, one instance for the shell and every remote (shared-domain is a federation
 * singleton), cached in localStorage under 'app-settings-storage' (spec point 9) as zustand's
 * { state, version } envelope with the settings (and their owner) as the state, so the app starts
 * with them at once; the server's copy (settings-sync.ts) replaces them after sign-in. Settings
 * read back are checked by rehydrateAppSettings: missing fields take their defaults, anything
 * invalid resets them all (spec point 4), says so in a toast and stores the defaults.
 */
export const useAppSettingsStore = create<AppSettingsState>()(
  persist((): AppSettingsState => ({ settings: deviceSettings(), owner: null }), {
    name: STORAGE_KEYS.appSettings,
    storage: settingsStorage,
    partialize: (state) => ({ ...state.settings, owner: state.owner }),
    merge: (saved, current) => {
      if (saved === undefined) return { ...current, settings: deviceSettings(), owner: null };
      const record = saved !== null && typeof saved === 'object' && !Array.isArray(saved);
      const { owner = null, ...stored } = record ? (saved as Partial<StoredSettings>) : { owner: null };
      const read = rehydrateAppSettings(record ? stored : saved, today());
      resetOnRead = read.wasReset;
      return { ...current, settings: read.settings, owner: read.wasReset ? null : owner };
    },
    // Runs inside create() on the first read, before the store is assigned: the defaults are
    // written back (and the toast queued) a microtask later.
    onRehydrateStorage: () => () => {
      if (!resetOnRead) return;
      resetOnRead = false;
      queueMicrotask(() => {
        useAppSettingsStore.setState((state) => ({ settings: { ...state.settings } }));
        toast.warning(SETTINGS_USER_MESSAGES.reset);
      });
    },
  }),
);

// At a sign-out or another user's sign-in (stores' clearUserStorage): the screens before sign-in
// keep the theme shown until now, and the settings are nobody's again.
registerUserState(() => {
  try {
    localStorage.setItem(STORAGE_KEYS.darkMode, useAppSettingsStore.getState().settings.themeMode);
  } catch {
    // Storage blocked: the screens before sign-in follow the device's preference.
  }
  void useAppSettingsStore.persist.rehydrate();
});
