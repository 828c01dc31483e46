// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useAppSettingsStore } from './app-settings-store';
import { startAppearance } from './appearance';
import { createDefaultAppSettings } from './settings';

/** A device whose colour-scheme preference the test changes. */
function fakeDevice(prefersDark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: prefersDark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = (() => media) as unknown as typeof window.matchMedia;
  return {
    prefer(dark: boolean) {
      media.matches = dark;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

const set = (patch: Record<string, unknown>) => useAppSettingsStore.setState((state) => ({ settings: { ...state.settings, ...patch } }));
const root = document.documentElement;

describe('startAppearance', () => {
  let stop = () => undefined as void;
  afterEach(() => stop());

  it('paints the theme and density of the settings on <html>, following both as they change', () => {
    useAppSettingsStore.setState({ settings: createDefaultAppSettings('2026-11-23'), owner: null });
    const device = fakeDevice(true);
    stop = startAppearance();
    // 'system' by default: the device prefers dark.
    expect([root.dataset.theme, root.dataset.density, root.style.colorScheme]).toEqual(['dark', 'comfortable', 'dark']);
    device.prefer(false);
    expect(root.dataset.theme).toBe('light');
    set({ themeMode: 'dark', compactMode: true });
    expect([root.dataset.theme, root.dataset.density]).toEqual(['dark', 'compact']);
    device.prefer(true);
    set({ themeMode: 'light' });
    expect(root.dataset.theme).toBe('light');
    stop();
    expect(device.listeners.size).toBe(0);
    set({ themeMode: 'dark' });
    expect(root.dataset.theme).toBe('light');
  });

  it('prints in the light theme and goes back to dark after printing', () => {
    useAppSettingsStore.setState({ settings: { ...createDefaultAppSettings('2026-11-23'), themeMode: 'dark' }, owner: null });
    fakeDevice(false);
    stop = startAppearance();
    expect(root.dataset.theme).toBe('dark');
    window.dispatchEvent(new Event('beforeprint'));
    expect([root.dataset.theme, root.style.colorScheme]).toEqual(['light', 'light']);
    // A settings change while printing does not bring the dark theme onto the paper.
    set({ compactMode: true });
    expect(root.dataset.theme).toBe('light');
    window.dispatchEvent(new Event('afterprint'));
    expect(root.dataset.theme).toBe('dark');
    stop();
    window.dispatchEvent(new Event('beforeprint'));
    expect(root.dataset.theme).toBe('dark');
  });
});
