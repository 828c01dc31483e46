import type { AppSettings } from '@buget/shared-domain/schemas';
import { useAppSettingsStore } from './app-settings-store';
import { resolveThemeMode } from './settings';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * The settings the whole page shows, as attributes of <html> that shared-ui's tokens react to:
 * data-theme (light or dark; 'system' follows the device) and data-density (compact or
 * comfortable rows in tables, lists and the grid).
 */
export function applyAppearance(root: HTMLElement, settings: AppSettings, prefersDark: boolean, printing = false): void {
  // Paper is white: a page printed from the dark theme is printed in the light one.
  const theme = printing ? 'light' : resolveThemeMode(settings.themeMode, prefersDark);
  root.dataset.theme = theme;
  root.dataset.density = settings.compactMode ? 'compact' : 'comfortable';
  root.style.colorScheme = theme;
}

/**
 * Applies the appearance now and whenever the settings or the device's preference change, and in
 * the light theme while the page is printed (beforeprint to afterprint).
 */
export function startAppearance(): () => void {
  const media = window.matchMedia(DARK_QUERY);
  let printing = false;
  const apply = () => applyAppearance(document.documentElement, useAppSettingsStore.getState().settings, media.matches, printing);
  const printStart = () => {
    printing = true;
    apply();
  };
  const printEnd = () => {
    printing = false;
    apply();
  };
  apply();
  const stop = useAppSettingsStore.subscribe(apply);
  media.addEventListener('change', apply);
  window.addEventListener('beforeprint', printStart);
  window.addEventListener('afterprint', printEnd);
  return () => {
    stop();
    media.removeEventListener('change', apply);
    window.removeEventListener('beforeprint', printStart);
    window.removeEventListener('afterprint', printEnd);
  };
}
