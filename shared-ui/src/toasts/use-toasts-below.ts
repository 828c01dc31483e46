import { useEffect, type RefObject } from 'react';

const INSET = '--toast-inset-top';

/**
 * Keeps the toasts (ToastHost, placed from --toast-inset-top) below a page's own bar, so a toast
 * never covers its title or tools (issue 28 point 9; the grid, whose bar replaces the shell's
 * header): while the page is shown the inset follows the bar's bottom edge, which already sits
 * below the shell's header and the offline banner. Read in a ResizeObserver callback, after
 * layout, never forcing one over the page; again when `deps` move the bar (fullscreen). The
 * shell's own inset comes back when the page goes.
 */
export function useToastsBelow(ref: RefObject<HTMLElement | null>, deps: readonly unknown[]): void {
  useEffect(() => {
    const bar = ref.current;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(INSET, `${Math.max(0, Math.round(bar.getBoundingClientRect().bottom))}px`);
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty(INSET);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what moves the bar
  }, deps);
}
