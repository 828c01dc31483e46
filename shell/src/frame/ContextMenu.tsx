import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useOverlayStore } from './overlay-store';

/** The shell's context menu (Shift+F10 or a right click on a tab): arrows move, Enter runs, Escape closes. */
export function ContextMenu() {
  const menu = useOverlayStore((state) => state.contextMenu);
  const close = useOverlayStore((state) => state.closeContextMenu);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menu) return undefined;
    ref.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [menu, close]);

  if (!menu) return null;
  const dismiss = () => {
    close();
    if (menu.returnFocus?.isConnected) menu.returnFocus.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const items = [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = (index + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
      items[next]?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      dismiss();
    }
  };
  const left = Math.min(menu.x, window.innerWidth - 240);
  const top = Math.min(menu.y + 4, window.innerHeight - 40 * (menu.items.length + 1));
  return (
    <div
      ref={ref}
      className="shell-context-menu"
      role="menu"
      aria-label={`Meniu contextual: ${menu.label}`}
      style={{ left: Math.max(8, left), top: Math.max(8, top) }}
      onKeyDown={onKeyDown}
    >
      {menu.items.map((item) => (
        <button
          key={item.id}
          type="button"
          role="menuitem"
          className="shell-context-menu__item"
          onClick={() => {
            close();
            item.run();
          }}
        >
          <span>{item.label}</span>
          {item.shortcut ? <kbd>{item.shortcut}</kbd> : null}
        </button>
      ))}
    </div>
  );
}
