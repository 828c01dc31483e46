import { useLayoutEffect, type RefObject } from 'react';

/**
 * Gives the grid page the rest of the window's height; the
 * page is a flex column whose scroll box takes what its bar and tools leave, so the header row and
 * the summary rows stay in place while the body scrolls. Measured on the page's root when it
 * mounts (and on resize or fullscreen), before the month's table is in: reading a position with
 * 7,000 fresh cells in the document would lay them all out inside the render, then again.
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>, deps: readonly unknown[]) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // The tablet's fixed bottom bar is left out by CSS (App.css), which follows the shell's
    // layout as it switches; read here at a resize, it could still be the previous layout's.
    const fit = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.height = `${Math.max(320, window.innerHeight - top)}px`;
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what moves the box
  }, deps);
}
