import { describe, expect, it } from 'vitest';
import { isTypingTarget, matchShortcut } from './shortcuts';

const PAGES = [
  { path: '/daily', shortcut: 'Alt+H' },
  { path: '/transactions', shortcut: 'Alt+T' },
  { path: '/profile' },
];

describe('keyboard shortcuts', () => {
  it.each([
    [{ key: 'h', altKey: true }, { type: 'navigate', to: '/daily' }],
    [{ key: 'T', altKey: true }, { type: 'navigate', to: '/transactions' }],
    [{ key: '\\', ctrlKey: true }, { type: 'toggleSidebar' }],
    [{ key: 'F10', shiftKey: true }, { type: 'openContextMenu' }],
    [{ key: 'F1' }, { type: 'showHelp' }],
    [{ key: 'Escape' }, { type: 'closeModal' }],
    [{ key: 't', ctrlKey: true }, { type: 'newTab' }],
    [{ key: 'w', metaKey: true }, { type: 'closeTab' }],
    [{ key: 'Tab', ctrlKey: true }, { type: 'nextTab' }],
    [{ key: 'Tab', ctrlKey: true, shiftKey: true }, { type: 'previousTab' }],
    [{ key: 'F1', ctrlKey: true, shiftKey: true }, { type: 'toggleFullscreen' }],
    [{ key: 'k', ctrlKey: true }, { type: 'openCommandPalette' }],
  ])('%o → %o', (event, action) => {
    expect(matchShortcut(event, null, PAGES)).toEqual(action);
  });
  it('ignores other keys, and Alt with a letter no page of the configuration has', () => {
    expect(matchShortcut({ key: 'x', altKey: true }, null, PAGES)).toBeNull();
    expect(matchShortcut({ key: 'l', altKey: true }, null, PAGES)).toBeNull();
    expect(matchShortcut({ key: 'h', altKey: true })).toBeNull();
    expect(matchShortcut({ key: 'a' })).toBeNull();
  });
  it('is ignored while typing, except Escape', () => {
    expect(isTypingTarget({ tagName: 'input' })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTypingTarget({ tagName: 'BUTTON' })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
    expect(matchShortcut({ key: 't', ctrlKey: true }, { tagName: 'TEXTAREA' })).toBeNull();
    expect(matchShortcut({ key: 'Escape' }, { tagName: 'SELECT' })).toEqual({ type: 'closeModal' });
  });
});
