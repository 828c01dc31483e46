import type { PageShortcut } from '@buget/shared-domain/stores';

/**
 * The page's single keys (issue 12 point 8). None is taken by the shell, whose shortcuts all
 * carry Ctrl or Alt, or are F1, Shift+F10 and Escape; like them, they are ignored while typing.
 */
export const DAILY_KEYS = {
  complete: 'r',
  edit: 'm',
  postpone: 'a',
  revert: 'p',
  add: 'n',
} as const;

export type DailyKeyAction = keyof typeof DAILY_KEYS | 'next' | 'previous';

export const DAILY_SHORTCUTS: readonly PageShortcut[] = [
  { keys: '↑ / ↓', action: 'Elementul anterior / următor' },
  { keys: 'R', action: 'Marchează realizat (suma reală = suma planificată)' },
  { keys: 'M', action: 'Modifică suma reală' },
  { keys: 'A', action: 'Amână pe mâine' },
  { keys: 'P', action: 'Revino la planificat' },
  { keys: 'N', action: 'Adaugă o cheltuială sau un venit neplanificat' },
];

type Key = { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean; shiftKey?: boolean };

/** The page's action for a key press, or null (modifiers belong to the shell and the browser). */
export const matchDailyKey = (event: Key): DailyKeyAction | null => {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.key === 'ArrowDown') return 'next';
  if (event.key === 'ArrowUp') return 'previous';
  if (event.shiftKey || event.key.length !== 1) return null;
  const key = event.key.toLowerCase();
  const found = (Object.keys(DAILY_KEYS) as (keyof typeof DAILY_KEYS)[]).find((action) => DAILY_KEYS[action] === key);
  return found ?? null;
};

/** The key shown with an action's tooltip: 'Amână pe mâine (A)'. */
export const withKey = (label: string, action: keyof typeof DAILY_KEYS): string => `${label} (${DAILY_KEYS[action].toUpperCase()})`;
