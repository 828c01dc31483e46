import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';

/** The tabs and trail bar's id: the phone header's button controls it (aria-controls). */
export const FRAMEBAR_ID = 'shell-framebar';
const buttonOf = () => document.getElementById(`${FRAMEBAR_ID}-button`);

/**
 * The tabs and trail bar on a phone (issue 28 point 11): hidden under the header until its button
 * opens it (CSS keeps it always shown on wider screens). Open, it takes the focus to the active tab;
 * Escape closes it and gives the focus back to the button; a press outside it, or a move to another
 * page (it is open for the page it was opened on), closes it.
 */
export function usePhoneFramebar(pathname: string) {
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const toggle = useCallback(() => setOpenOn((on) => (on === pathname ? null : pathname)), [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const bar = document.getElementById(FRAMEBAR_ID);
    bar?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!bar?.contains(target) && !buttonOf()?.contains(target)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (!open || event.key !== 'Escape') return;
      event.stopPropagation();
      setOpenOn(null);
      buttonOf()?.focus();
    },
    [open],
  );

  return { open, toggle, onKeyDown };
}
