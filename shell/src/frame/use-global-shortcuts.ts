import { useEffect } from 'react';
import { matchShortcut } from '@buget/shared-domain/rules';
import { appPageAt, appPages } from '../config/app-pages';
import { useOverlayStore, type ContextMenuItem } from './overlay-store';
import { TOGGLE_FULLSCREEN_EVENT } from './shortcuts';
import type { FrameActions } from './use-frame-actions';

/** The generic context menu of an element that has none of its own. */
function genericMenuItems(target: HTMLElement, actions: FrameActions): ContextMenuItem[] {
  const overlays = useOverlayStore.getState();
  const items: ContextMenuItem[] = [];
  const link = target.closest('a[href]');
  const href = link?.getAttribute('href');
  const page = href ? appPageAt(href) : undefined;
  if (page && href) {
    items.push({ id: 'open', label: `Deschide ${page.label}`, run: () => actions.go(href) });
    items.push({ id: 'open-tab', label: 'Deschide într-o filă nouă', shortcut: 'Ctrl+T', run: () => actions.newTab({ label: page.label, href }) });
  }
  items.push({ id: 'palette', label: 'Paleta de comenzi', shortcut: 'Ctrl+K', run: () => overlays.setPaletteOpen(true) });
  items.push({ id: 'help', label: 'Scurtături de tastatură', shortcut: 'F1', run: () => overlays.setHelpOpen(true) });
  return items;
}

/**
 * Shift+F10: the focused element gets a contextmenu event at its position, as a right click
 * would; an element with its own menu (a tab) opens it, any other gets the shell's menu.
 */
export function openContextMenuAtFocus(actions: FrameActions): void {
  const target = document.activeElement instanceof HTMLElement ? document.activeElement : document.body;
  const rect = target.getBoundingClientRect();
  const x = Math.round(rect.left + Math.min(rect.width / 2, 24));
  const y = Math.round(rect.bottom);
  const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: x, clientY: y, button: 2 });
  const unhandled = target.dispatchEvent(event);
  if (!unhandled) return;
  const label = target.getAttribute('aria-label') ?? target.textContent?.trim().slice(0, 40) ?? 'Pagina';
  useOverlayStore.getState().openContextMenu({ x, y, label, items: genericMenuItems(target, actions), returnFocus: target });
}

/** Every keyboard shortcut of spec point 2; ignored while typing in a field. */
export function useGlobalShortcuts(actions: FrameActions): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const action = matchShortcut(event, target, appPages());
      if (!action) return;
      const overlays = useOverlayStore.getState();
      if (action.type === 'closeModal') {
        // Radix dialogs close themselves; the shell's own light overlays close here.
        if (overlays.contextMenu) overlays.closeContextMenu();
        return;
      }
      event.preventDefault();
      switch (action.type) {
        case 'navigate':
          return actions.go(action.to);
        case 'toggleSidebar':
          return actions.toggleSidebar();
        case 'openCommandPalette':
          return overlays.setPaletteOpen(!overlays.paletteOpen);
        case 'showHelp':
          return overlays.setHelpOpen(true);
        case 'openContextMenu':
          return openContextMenuAtFocus(actions);
        case 'newTab':
          return actions.newTab();
        case 'closeTab':
          return actions.closeTab();
        case 'nextTab':
          return actions.cycleTab(1);
        case 'previousTab':
          return actions.cycleTab(-1);
        case 'toggleFullscreen':
          window.dispatchEvent(new CustomEvent(TOGGLE_FULLSCREEN_EVENT));
          return;
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [actions]);
}
