import { useEffect, useState, type RefObject } from 'react';

/** The smallest row height (compact mode, 1.5rem) less a little: never too few rows drawn at once. */
const MIN_ROW_PX = 20;

/** How many of the body's rows reach the bottom of the scroll box as it stands (its header row counted as one). */
export function rowsToFill(box: HTMLElement | null): number {
  const bottom = box ? box.scrollTop + box.clientHeight : window.innerHeight;
  return Math.ceil(bottom / MIN_ROW_PX);
}

/**
 * How many of `count` body rows to draw now. When the grid mounts or gains rows (expand), the
 * first commit draws only the rows down to the bottom of the scroll box (`box`, or the window
 * before it exists); the rest are drawn right after that frame is painted. Rows below the visible
 * part move nothing above them, so the first frame is the finished picture of what is on screen,
 * at a fraction of the cost of the month's 7,000 cells. A refetch or a collapse (same or fewer
 * rows) draws everything at once.
 */
export function useFirstScreen(count: number, box: RefObject<HTMLElement | null>): number {
  const [previous, setPrevious] = useState(0);
  const [limit, setLimit] = useState(Infinity);
  if (count !== previous) {
    setPrevious(count);
    setLimit(count > previous ? rowsToFill(box.current) : Infinity);
  }
  const partial = limit < count;
  useEffect(() => {
    if (!partial) return undefined;
    // Set from an animation-frame callback, the update renders after that frame's paint.
    const frame = requestAnimationFrame(() => setLimit(Infinity));
    return () => cancelAnimationFrame(frame);
  }, [partial]);
  return Math.min(limit, count);
}
