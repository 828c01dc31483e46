import type { AppPage } from './pages';

export type ShortcutAction =
  | { type: 'navigate'; to: string }
  | { type: 'toggleSidebar' }
  | { type: 'openContextMenu' }
  | { type: 'showHelp' }
  | { type: 'closeModal' }
  | { type: 'newTab' }
  | { type: 'closeTab' }
  | { type: 'nextTab' }
  | { type: 'previousTab' }
  | { type: 'toggleFullscreen' }
  | { type: 'openCommandPalette' };

/** The parts of a KeyboardEvent the matcher reads, so it can be tested without a DOM. */
export type KeyInput = { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean; shiftKey?: boolean };
export type KeyTarget = { tagName?: string; isContentEditable?: boolean } | null | undefined;

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** Shortcuts are ignored while the user types in a field (spec point 2). */
export const isTypingTarget = (target: KeyTarget): boolean =>
  !!target && (target.isContentEditable === true || TYPING_TAGS.has((target.tagName ?? '').toUpperCase()));

/**
 * The action of a key press (spec point 2, keyboard shortcuts), or null. Alt and a letter open
 * the page whose `shortcut` it is (config.json's pages).
 */
export const matchShortcut = (
  event: KeyInput,
  target?: KeyTarget,
  pages: readonly Pick<AppPage, 'path' | 'shortcut'>[] = [],
): ShortcutAction | null => {
  // Escape still closes a modal from inside one of its fields.
  if (event.key === 'Escape') return { type: 'closeModal' };
  if (isTypingTarget(target)) return null;
  const ctrl = !!(event.ctrlKey || event.metaKey);
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (event.altKey && !ctrl) {
    const keys = `Alt+${key.toUpperCase()}`;
    const page = pages.find((candidate) => candidate.shortcut === keys);
    return page ? { type: 'navigate', to: page.path } : null;
  }
  if (ctrl && event.shiftKey && key === 'F1') return { type: 'toggleFullscreen' };
  if (ctrl && key === 'Tab') return { type: event.shiftKey ? 'previousTab' : 'nextTab' };
  if (ctrl && key === '\\') return { type: 'toggleSidebar' };
  if (ctrl && key === 'k') return { type: 'openCommandPalette' };
  if (ctrl && key === 't') return { type: 'newTab' };
  if (ctrl && key === 'w') return { type: 'closeTab' };
  if (!ctrl && event.shiftKey && key === 'F10') return { type: 'openContextMenu' };
  if (!ctrl && !event.shiftKey && key === 'F1') return { type: 'showHelp' };
  return null;
};
