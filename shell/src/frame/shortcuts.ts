/** The shortcuts of spec point 2, as the help dialog lists them. */
export const SHORTCUT_HELP: readonly { keys: string; action: string }[] = [
  { keys: 'Ctrl+K', action: 'Deschide paleta de comenzi' },
  { keys: 'Alt+H', action: 'Mergi la pagina principală' },
  { keys: 'Alt+T', action: 'Mergi la Tranzacții' },
  { keys: 'Alt+L', action: 'Mergi la Grid Lunar' },
  { keys: 'Alt+O', action: 'Mergi la Opțiuni' },
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

export const HELP_TITLE = 'Scurtături de tastatură';
export const HELP_NOTE = 'Scurtăturile nu funcționează cât timp scrii într-un câmp.';

/** The grid remote toggles its fullscreen on this window event (Ctrl+Shift+F1). */
export { TOGGLE_FULLSCREEN_EVENT } from '@buget/shared-domain/stores';
