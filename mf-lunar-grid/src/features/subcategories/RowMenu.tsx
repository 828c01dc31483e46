import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button, IconMore } from '@buget/shared-ui/components';
import { keepActivationKeys, STOP_GRID_EVENTS } from './stop-grid-events';

export type RowMenuItem = { label: string; icon: ReactNode; onSelect: () => void; tone?: 'danger' };

type RowMenuProps = {
  /** The trigger's accessible name, e.g. "Acțiuni pentru Piață". */
  label: string;
  items: RowMenuItem[];
  /** -1 keeps the trigger out of the Tab order (the grid's row header is not the active cell). */
  tabIndex?: number;
};

/** Where the list goes: just under its trigger, at its left edge. */
const below = (rect: DOMRect) => ({ top: rect.bottom + 4, left: rect.left });

/**
 * A compact menu button for a grid row header (WAI-ARIA menu button): Enter, Space or a click
 * opens it on its first item; arrows, Home and End move; Escape or Tab closes it and focus goes
 * back to the trigger; a click elsewhere closes it. The list is drawn in a portal under the trigger,
 * so the grid's scrolling box does not clip it; it follows the trigger when the page scrolls or is
 * resized, and closes once the trigger has left the window.
 */
export function RowMenu({ label, items, tabIndex }: RowMenuProps) {
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const open = position !== null;

  const close = (focusTrigger: boolean) => {
    setPosition(null);
    if (focusTrigger) triggerRef.current?.focus();
  };
  const toggle = () => {
    if (open) return close(true);
    const rect = triggerRef.current?.getBoundingClientRect();
    setPosition(rect ? below(rect) : { top: 0, left: 0 });
  };

  useLayoutEffect(() => {
    if (open) listRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const away = (event: Event) => {
      const target = event.target as Node;
      if (!listRef.current?.contains(target) && !triggerRef.current?.contains(target)) setPosition(null);
    };
    // The list follows its trigger: a scroll that leaves the trigger where it was (a scroll box
    // settling, the page scrolling the trigger into view as it was clicked) keeps it open.
    const follow = () => {
      const rect = triggerRef.current?.getBoundingClientRect();
      if (!rect || rect.bottom <= 0 || rect.top >= window.innerHeight) return setPosition(null);
      const next = below(rect);
      setPosition((current) => (current?.top === next.top && current.left === next.left ? current : next));
    };
    document.addEventListener('pointerdown', away, true);
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    return () => {
      document.removeEventListener('pointerdown', away, true);
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
    };
  }, [open]);

  const onListKey = (event: React.KeyboardEvent) => {
    const entries = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => entries[(to + entries.length) % entries.length]?.focus();
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(entries.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="sm"
        iconOnly
        icon={<IconMore size={16} />}
        aria-label={label}
        tabIndex={tabIndex}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        className="lg-sub-trigger"
        onClick={toggle}
        onKeyDown={keepActivationKeys}
      />
      {open
        ? createPortal(
            <div {...STOP_GRID_EVENTS}>
              <div
                ref={listRef}
                id={id}
                role="menu"
                aria-label={label}
                className="lg-sub-menu"
                style={{ top: position.top, left: position.left }}
                onKeyDown={onListKey}
              >
                {items.map((item) => (
                  <button
                    key={item.label}
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className={`lg-sub-menu__item${item.tone === 'danger' ? ' is-danger' : ''}`}
                    onClick={() => {
                      close(true);
                      item.onSelect();
                    }}
                  >
                    {item.icon}
                    {item.label}
                  </button>
                ))}
              </div>
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
