// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@buget/shared-domain/constants';
import { SETTINGS_USER_MESSAGES, toLocalIsoDate } from '@buget/shared-domain/rules';
import { clearUserStorage, useToastStore } from '@buget/shared-domain/stores';
import { createDefaultAppSettings } from './settings';
import { useAppSettingsStore } from './app-settings-store';

const defaults = () => createDefaultAppSettings(toLocalIsoDate(new Date()));

/** What the store holds after reading `stored` back (the state before it differs from both). */
async function rehydrateFrom(stored: string) {
  useAppSettingsStore.setState({ settings: { ...defaults(), compactMode: true } });
  localStorage.setItem(STORAGE_KEYS.appSettings, stored);
  await useAppSettingsStore.persist.rehydrate();
  return useAppSettingsStore.getState().settings;
}

describe('useAppSettingsStore', () => {
  beforeEach(() => localStorage.clear());

  it("starts from the spec's defaults when nothing is stored", () => {
    expect(useAppSettingsStore.getState().settings).toEqual(defaults());
    expect(defaults()).toMatchObject({ confirmDeleteActions: true, defaultCurrency: 'RON', themeMode: 'system', autoSaveInterval: 30000 });
  });

  it("reads the settings from zustand's envelope under 'app-settings-storage'; missing fields take their defaults", async () => {
    const settings = await rehydrateFrom(JSON.stringify({ state: { confirmDeleteActions: false, defaultCurrency: 'EUR' }, version: 0 }));
    expect(settings).toEqual({ ...defaults(), confirmDeleteActions: false, defaultCurrency: 'EUR' });
  });

  it.each([
    ['an out-of-range value', JSON.stringify({ state: { confirmDeleteActions: false, autoSaveInterval: 1 }, version: 0 })],
    ['a wrong type', JSON.stringify({ state: { confirmDeleteActions: 'no' }, version: 0 })],
    ['a state that is not an object', JSON.stringify({ state: 'garbage', version: 0 })],
    ['text that is not JSON', '{not json'],
  ])('resets every setting to the defaults when the stored ones hold %s, stores them and says so', async (_name, stored) => {
    useToastStore.getState().clear();
    expect(await rehydrateFrom(stored)).toEqual(defaults());
    await Promise.resolve();
    expect(useToastStore.getState().toasts.map((t) => [t.variant, t.message])).toEqual([['warning', SETTINGS_USER_MESSAGES.reset]]);
    const written = JSON.parse(localStorage.getItem(STORAGE_KEYS.appSettings) ?? 'null') as { state: Record<string, unknown> };
    expect(written.state).toEqual({ ...defaults(), owner: null });
  });

  it('keeps whose settings they are (the owner) through a reload', async () => {
    await rehydrateFrom(JSON.stringify({ state: { ...defaults(), themeMode: 'dark', owner: 'user-1' }, version: 0 }));
    expect(useAppSettingsStore.getState()).toMatchObject({ owner: 'user-1', settings: { themeMode: 'dark' } });
  });

  it('writes the settings as the state of the envelope', () => {
    useAppSettingsStore.setState({ settings: { ...defaults(), confirmDeleteActions: false }, owner: null });
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.appSettings) ?? 'null') as { state: Record<string, unknown> };
    expect(stored.state).toEqual({ ...defaults(), confirmDeleteActions: false, owner: null });
  });

  it("at a sign-out the settings become nobody's: the defaults, in the theme shown until now, which the next start keeps (issue 24 point 5)", async () => {
    useAppSettingsStore.setState({ settings: { ...defaults(), themeMode: 'dark', defaultCurrency: 'EUR', compactMode: true }, owner: 'user-1' });
    clearUserStorage();
    expect(useAppSettingsStore.getState()).toMatchObject({ owner: null, settings: { ...defaults(), themeMode: 'dark' } });
    expect(localStorage.getItem(STORAGE_KEYS.appSettings)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.darkMode)).toBe('dark');
    useAppSettingsStore.setState({ settings: defaults() });
    localStorage.removeItem(STORAGE_KEYS.appSettings);
    await useAppSettingsStore.persist.rehydrate();
    expect(useAppSettingsStore.getState().settings).toEqual({ ...defaults(), themeMode: 'dark' });
  });
});
