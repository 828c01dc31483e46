import { useLayoutEffect, type RefObject } from 'react';

/** Day columns left in view before today's, so the days just past stay readable. */
const DAYS_BEFORE = 2;

/**
 * Where the scroll box goes so today's column is in view: `DAYS_BEFORE` columns after the
 * sticky first column; 0 (no scroll) when the month fits or today is not in it.
 */
function todayScrollLeft(box: HTMLElement): number {
  // Another month: nothing read, so nothing laid out ahead of the paint.
  const today = box.querySelector<HTMLElement>('th.is-today');
  const corner = box.querySelector<HTMLElement>('th.lg-colhead--corner');
  if (!today || !corner || box.scrollWidth <= box.clientWidth) return 0;
  return Math.max(0, today.offsetLeft - corner.offsetWidth - DAYS_BEFORE * today.offsetWidth);
}

/**
 * On a screen too narrow for the whole month, the grid opens scrolled sideways to today (issue
 * 28 point 4), once per month shown; what the user scrolls afterwards is left alone.
 */
export function useScrollToToday(box: RefObject<HTMLElement | null>, month: string) {
  useLayoutEffect(() => {
    const element = box.current;
    if (element) element.scrollLeft = todayScrollLeft(element);
  }, [box, month]);
}
