import { useEffect, useRef, type RefObject } from 'react';
import { isTypingTarget } from '@buget/shared-domain/rules';
import { usePageShortcutsStore } from '@buget/shared-domain/stores';
import { DAILY_SHORTCUTS, matchDailyKey, type DailyKeyAction } from './shortcuts';
import { PAGE_TEXT } from '../items/labels';

/**
 * The page's keys (↑/↓ and single letters) on the window, while the focus is on the page or on
 * nothing: ignored while typing, with a modifier, inside a dialog, or when another handler took
 * the key. The page's shortcuts are listed in the shell's F1 help while the page is shown.
 */
export function useDailyShortcuts(root: RefObject<HTMLElement | null>, run: (action: DailyKeyAction) => boolean): void {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    usePageShortcutsStore.getState().setPageShortcuts(PAGE_TEXT.title, DAILY_SHORTCUTS);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (isTypingTarget(target)) return;
      if (target && target !== document.body && !root.current?.contains(target)) return;
      if (target?.closest('[role="dialog"]')) return;
      const action = matchDailyKey(event);
      if (action && latest.current(action)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      usePageShortcutsStore.getState().clearPageShortcuts(PAGE_TEXT.title);
    };
  }, [root]);
}
