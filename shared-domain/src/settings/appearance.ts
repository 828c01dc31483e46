import type { AppSettings } from '@buget/shared-domain/schemas';
import { useAppSettingsStore } from './app-settings-store';
import { resolveThemeMode } from './settings';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * The settings the whole page shows, as attributes of <html> that shared-ui's tokens react to:
 * data-theme (light or dark; 'system' follows the device) and data-density (compact or
 * comfortable rows in tables, lists and the grid).
 */
export function applyAppearance(root: HTMLElement, settings: AppSettings, prefersDark: boolean): void {
  const theme = resolveThemeMode(settings.themeMode, prefersDark);
  root.dataset.theme = theme;
  root.dataset.density = settings.compactMode ? 'compact' : 'comfortable';
  root.style.colorScheme = theme;
}

/** Applies the appearance now and whenever the settings or the device's preference change. */
export function startAppearance(): () => void {
  const media = window.matchMedia(DARK_QUERY);
  const apply = () => applyAppearance(document.documentElement, useAppSettingsStore.getState().settings, media.matches);
  apply();
  const stop = useAppSettingsStore.subscribe(apply);
  media.addEventListener('change', apply);
  return () => {
    stop();
    media.removeEventListener('change', apply);
  };
}
