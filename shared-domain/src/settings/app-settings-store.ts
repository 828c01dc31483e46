import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@buget/shared-domain/constants';
import { toLocalIsoDate } from '@buget/shared-domain/rules';
import type { AppSettings } from '@buget/shared-domain/schemas';
import { createDefaultAppSettings, rehydrateAppSettings } from './settings';

type AppSettingsState = {
  /** The app settings of spec point 3, with their defaults until the user changes them. */
  settings: AppSettings;
};

const today = () => toLocalIsoDate(new Date());

const isJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** localStorage, where text that is not JSON reads as nothing stored (so: the defaults). */
const settingsStorage = createJSONStorage<AppSettings>(() => ({
  getItem: (name) => {
    const text = localStorage.getItem(name);
    return text !== null && isJson(text) ? text : null;
  },
  setItem: (name, value) => localStorage.setItem(name, value),
  removeItem: (name) => localStorage.removeItem(name),
}));

/**
 * The app settings, one instance for the shell and every remote (shared-domain is a federation
 * singleton), kept in localStorage under 'app-settings-storage' (spec point 9) as zustand's
 * { state, version } envelope with the settings as the state. Settings read back are checked by
 * rehydrateAppSettings: missing fields take their defaults, anything invalid resets them all
 * (spec point 4).
 */
export const useAppSettingsStore = create<AppSettingsState>()(
  persist(() => ({ settings: createDefaultAppSettings(today()) }), {
    name: STORAGE_KEYS.appSettings,
    storage: settingsStorage,
    partialize: (state) => state.settings,
    merge: (saved, current) => ({ ...current, settings: rehydrateAppSettings(saved, today()).settings }),
  }),
);
