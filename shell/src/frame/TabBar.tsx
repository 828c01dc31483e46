import type { MouseEvent } from 'react';
import { useNavigationStateStore } from '@buget/shared-domain/stores';
import { IconClose } from '@buget/shared-ui/components';
import { useOverlayStore } from './overlay-store';
import type { FrameActions } from './use-frame-actions';

export const TAB_TEXTS = {
  bar: 'File deschise',
  newTab: 'Filă nouă (Ctrl+T)',
  close: (label: string) => `Închide fila ${label}`,
  closeTab: 'Închide fila',
  closeOthers: 'Închide celelalte file',
} as const;

/** The open tabs (spec points 3, 4): click switches, × closes, the context menu closes the others. */
export function TabBar({ actions }: { actions: FrameActions }) {
  const tabs = useNavigationStateStore((state) => state.openTabs);
  const activeTabId = useNavigationStateStore((state) => state.activeTabId);
  const openMenu = useOverlayStore((state) => state.openContextMenu);

  const onContextMenu = (event: MouseEvent<HTMLButtonElement>, tabId: string, label: string) => {
    event.preventDefault();
    openMenu({
      x: event.clientX,
      y: event.clientY,
      label,
      returnFocus: event.currentTarget,
      items: [
        { id: 'close', label: TAB_TEXTS.closeTab, shortcut: 'Ctrl+W', run: () => actions.closeTab(tabId) },
        { id: 'close-others', label: TAB_TEXTS.closeOthers, run: () => actions.closeOtherTabs(tabId) },
      ],
    });
  };

  return (
    <nav className="shell-tabs" aria-label={TAB_TEXTS.bar}>
      <ul className="shell-tabs__list">
        {tabs.map((tab) => {
          const active = tab.id === activeTabId;
          return (
            <li key={tab.id} className="shell-tabs__item" data-active={active} data-testid="open-tab" data-href={tab.href}>
              <button
                type="button"
                className="shell-tabs__tab"
                aria-current={active ? 'page' : undefined}
                onClick={() => actions.switchTab(tab.id)}
                onContextMenu={(event) => onContextMenu(event, tab.id, tab.label)}
              >
                {tab.label}
              </button>
              <button
                type="button"
                className="shell-tabs__close"
                aria-label={TAB_TEXTS.close(tab.label)}
                onClick={() => actions.closeTab(tab.id)}
              >
                <IconClose size={14} />
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="shell-tabs__new" aria-label={TAB_TEXTS.newTab} title={TAB_TEXTS.newTab} onClick={() => actions.newTab()}>
        +
      </button>
    </nav>
  );
}
