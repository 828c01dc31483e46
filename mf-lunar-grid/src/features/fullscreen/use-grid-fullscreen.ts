import { useEffect } from 'react';
import { TOGGLE_FULLSCREEN_EVENT, useLayoutStore } from '@buget/shared-domain/stores';

/**
 * The grid's fullscreen mode (spec point 2): Ctrl+Shift+F1 (the shell sends
 * TOGGLE_FULLSCREEN_EVENT) toggles it, Escape leaves it, and leaving the page ends it. The flag
 * lives in the shared layout store, so the shell hides its sidebar and bottom bar meanwhile.
 */
export function useGridFullscreen(): { fullscreen: boolean; toggle: () => void } {
  const fullscreen = useLayoutStore((state) => state.gridFullscreen);
  const toggle = useLayoutStore((state) => state.toggleGridFullscreen);
  useEffect(() => {
    const store = useLayoutStore.getState;
    const onToggle = () => store().toggleGridFullscreen();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && store().gridFullscreen) store().setGridFullscreen(false);
    };
    window.addEventListener(TOGGLE_FULLSCREEN_EVENT, onToggle);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener(TOGGLE_FULLSCREEN_EVENT, onToggle);
      window.removeEventListener('keydown', onKeyDown);
      store().setGridFullscreen(false);
    };
  }, []);
  return { fullscreen, toggle };
}
