import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';

/** Gap between the calendar button and the calendar, and the least distance kept from the viewport's edges. */
const OFFSET_PX = 4;
const PADDING_PX = 8;

type CalendarPopoverProps = {
  id: string;
  /** The field's box: the popover opens under its start (or above, when there is no room). */
  anchor: RefObject<HTMLElement | null>;
  /** The calendar button, whose own press toggles the popover. */
  trigger: RefObject<HTMLButtonElement | null>;
  /** Escape closes and gives the focus back to the button; a press or focus elsewhere closes. */
  onClose: (returnFocus: boolean) => void;
  children: ReactNode;
};

/**
 * A non-modal dialog holding the calendar, rendered in place (so a modal around the field keeps
 * its focus and pointer rules) with fixed positioning by @floating-ui/dom, which the tooltips
 * already load: flipped and shifted to stay in view, following scroll and resize.
 */
export function CalendarPopover({ id, anchor, trigger, onClose, children }: CalendarPopoverProps) {
  const popover = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const reference = anchor.current;
    const floating = popover.current;
    if (!reference || !floating) return;
    let stop: (() => void) | undefined;
    let current = true;
    void import('@floating-ui/dom').then(({ autoUpdate, computePosition, flip, offset, shift }) => {
      if (!current) return;
      stop = autoUpdate(reference, floating, () => {
        void computePosition(reference, floating, {
          placement: 'bottom-start',
          strategy: 'fixed',
          middleware: [offset(OFFSET_PX), flip({ padding: PADDING_PX }), shift({ padding: PADDING_PX })],
        }).then(({ x, y }) => {
          if (current) Object.assign(floating.style, { left: `${x}px`, top: `${y}px`, opacity: '1' });
        });
      });
    });
    return () => {
      current = false;
      stop?.();
    };
  }, [anchor]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!popover.current?.contains(target) && !trigger.current?.contains(target)) onClose(false);
    };
    // Escape in the calendar closes it alone: caught on the window before a modal around the
    // field (which listens on the document) would close too.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !popover.current?.contains(event.target as Node)) return;
      event.stopPropagation();
      onClose(true);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('keydown', onKeyDown, true);
    };
  }, [trigger, onClose]);

  return (
    <div
      ref={popover}
      id={id}
      role="dialog"
      aria-label="Calendar"
      className="bg-date-field__popover"
      // Transparent, not hidden, until placed: the calendar focuses its day as it mounts.
      style={{ position: 'fixed', left: 0, top: 0, opacity: 0 }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next !== null && !popover.current?.contains(next) && next !== trigger.current) onClose(false);
      }}
    >
      {children}
    </div>
  );
}
