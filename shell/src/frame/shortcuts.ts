import type { AppPage } from '@buget/shared-domain/rules';

type ShortcutHelp = { keys: string; action: string };

const FRAME_SHORTCUT_HELP: readonly ShortcutHelp[] = [
  { keys: 'Ctrl+\\', action: 'Extinde sau restrânge meniul lateral' },
  { keys: 'Ctrl+T', action: 'Deschide o filă nouă' },
  { keys: 'Ctrl+W', action: 'Închide fila curentă' },
  { keys: 'Ctrl+Tab', action: 'Fila următoare' },
  { keys: 'Ctrl+Shift+Tab', action: 'Fila anterioară' },
  { keys: 'Shift+F10', action: 'Meniul contextual al elementului selectat' },
  { keys: 'F1', action: 'Arată această listă de scurtături' },
  { keys: 'Escape', action: 'Închide fereastra deschisă' },
  { keys: 'Ctrl+Shift+F1', action: 'Ecran complet în Grid Lunar' },
];

/** The shortcuts of spec point 2, as the help dialog lists them: the pages' own (config.json) after Ctrl+K. */
export const shortcutHelp = (pages: readonly AppPage[]): readonly ShortcutHelp[] => [
  { keys: 'Ctrl+K', action: 'Deschide paleta de comenzi' },
  ...pages.flatMap((page) => (page.shortcut ? [{ keys: page.shortcut, action: `Mergi la ${page.label}` }] : [])),
  ...FRAME_SHORTCUT_HELP,
];

export const HELP_TITLE = 'Scurtături de tastatură';
export const HELP_NOTE = 'Scurtăturile nu funcționează cât timp scrii într-un câmp.';

/** The grid remote toggles its fullscreen on this window event (Ctrl+Shift+F1). */
export { TOGGLE_FULLSCREEN_EVENT } from '@buget/shared-domain/stores';
