import { describe, expect, it } from 'vitest';
import { createDefaultAppSettings, rehydrateAppSettings, resolveThemeMode, updateAppSettings } from './settings';

const TODAY = '2025-06-17';

describe('app settings', () => {
  it('have the defaults of the spec', () => {
    expect(createDefaultAppSettings(TODAY)).toEqual({
      defaultCurrency: 'RON',
      dateFormat: 'DD/MM/YYYY',
      enableMultiAccount: false,
      enableNotifications: true,
      themeMode: 'system',
      autoSaveInterval: 30_000,
      balanceStartDate: '2025-06-01',
      enableMonthlyTransfers: false,
      compactMode: false,
      showBalanceInTitle: false,
      confirmDeleteActions: true,
      confirmFinalAmount: true,
      toastPosition: 'top-right',
    });
  });
  it('apply a valid update', () => {
    const r = updateAppSettings(createDefaultAppSettings(TODAY), { compactMode: true, defaultCurrency: 'GBP' });
    expect(r.ok && r.value.compactMode && r.value.defaultCurrency).toBe('GBP');
  });
  it("reject an invalid update with 'Invalid app settings: {code}'", () => {
    const r = updateAppSettings(createDefaultAppSettings(TODAY), { themeMode: 'neon' });
    expect(r.ok ? null : r.error.message).toBe('Invalid app settings: INVALID_THEME');
  });
  it('rehydrate valid stored settings, filling missing fields', () => {
    const r = rehydrateAppSettings({ themeMode: 'dark', compactMode: true }, TODAY);
    expect(r.wasReset).toBe(false);
    expect(r.settings.themeMode).toBe('dark');
    expect(r.settings.autoSaveInterval).toBe(30_000);
  });
  it('reset invalid stored settings to defaults', () => {
    expect(rehydrateAppSettings({ autoSaveInterval: 1 }, TODAY)).toEqual({ settings: createDefaultAppSettings(TODAY), wasReset: true });
    expect(rehydrateAppSettings('garbage', TODAY).wasReset).toBe(true);
    expect(rehydrateAppSettings([], TODAY).wasReset).toBe(true);
    expect(rehydrateAppSettings(null, TODAY)).toEqual({ settings: createDefaultAppSettings(TODAY), wasReset: false });
  });
  it('resolve system to the device preference', () => {
    expect(resolveThemeMode('system', true)).toBe('dark');
    expect(resolveThemeMode('system', false)).toBe('light');
    expect(resolveThemeMode('dark', false)).toBe('dark');
  });
});
