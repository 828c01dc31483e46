import { useLayoutEffect, type RefObject } from 'react';

/**
 * Gives the grid's scroll box the rest of the window's height (less a fixed bottom bar on
 * tablets), so the header row and the summary rows stay in place while the body scrolls.
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>, deps: readonly unknown[]) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const fit = () => {
      const bar = document.querySelector<HTMLElement>('.shell-bottom-bar');
      const barHeight = bar && getComputedStyle(bar).position === 'fixed' ? bar.getBoundingClientRect().height : 0;
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.height = `${Math.max(240, window.innerHeight - top - barHeight)}px`;
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what moves the box
  }, deps);
}
