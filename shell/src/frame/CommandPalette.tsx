import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { FRAME_PALETTE_ITEMS, moveSelection, pagePaletteItems, PALETTE_TEXTS, rankPaletteItems, recentPaletteItems, toLocalIsoDate, type PaletteItem } from '@buget/shared-domain/rules';
import { useNavigationStateStore } from '@buget/shared-domain/stores';
import { IconSearch } from '@buget/shared-ui/components';
import { Modal } from '@buget/shared-ui/dialogs';
import { appPages } from '../config/app-pages';
import { useOverlayStore } from './overlay-store';
import { staticPaletteActions, typedPaletteActions, type PaletteAction } from './palette-actions';
import type { FrameActions } from './use-frame-actions';

export const PALETTE_TITLE = 'Paleta de comenzi';
export const PALETTE_GROUP_ALL = 'Comenzi';

type CommandPaletteProps = { actions: FrameActions };

/** A listed item: the spec's navigation and frame items, or an action (palette-actions.ts) that runs itself. */
type ListedItem = PaletteItem & { id: string; run?: PaletteAction['run']; typed?: true };

/**
 * Ctrl+K: the items of spec point 2 and the actions of issue 28 point 7 (add a transaction or a
 * transfer, import a statement, open a typed month, search the transactions for the text) ranked
 * by shared-domain (top 8 when empty, up to 10 on a search); arrows move with wrap-around, Enter
 * runs, Escape or the backdrop close.
 */
export default function CommandPalette({ actions }: CommandPaletteProps) {
  const open = useOverlayStore((state) => state.paletteOpen);
  const setOpen = useOverlayStore((state) => state.setPaletteOpen);
  const setHelpOpen = useOverlayStore((state) => state.setHelpOpen);
  const record = useNavigationStateStore((state) => state.recordPaletteAction);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState(0);
  const recentIds = useNavigationStateStore((state) => state.recentPaletteActions);
  // The actions go to the pages of the navigation (the same list the page items come from).
  const fixedItems = useMemo<readonly ListedItem[]>(() => [...pagePaletteItems(appPages()), ...FRAME_PALETTE_ITEMS, ...staticPaletteActions(appPages())], []);
  const matching = useMemo(
    () => rankPaletteItems<ListedItem>([...fixedItems, ...typedPaletteActions(query, toLocalIsoDate(new Date()), appPages())], query),
    [fixedItems, query],
  );
  // With an empty query the 5 recent actions come first, in their own group (spec point 2).
  const recent = useMemo(
    () => (query.trim() ? [] : recentPaletteItems(fixedItems, recentIds)),
    [fixedItems, query, recentIds],
  );
  const results = useMemo(() => [...recent, ...matching], [recent, matching]);
  const groups: { label: string; items: readonly ListedItem[]; offset: number }[] = recent.length
    ? [
        { label: PALETTE_TEXTS.recent, items: recent, offset: 0 },
        { label: PALETTE_GROUP_ALL, items: matching, offset: recent.length },
      ]
    : [{ label: PALETTE_GROUP_ALL, items: matching, offset: 0 }];
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setQuery('');
      setSelected(0);
    }
  };

  const run = (item: ListedItem) => {
    // A typed item (a month, a search) is made from its query: nothing to list among the recent.
    if (!item.typed) record(item.id);
    close(false);
    if (item.run) return item.run({ go: actions.go });
    if (item.href) return actions.go(item.href);
    if (item.id === 'toggle-sidebar') return actions.toggleSidebar();
    if (item.id === 'new-tab') return actions.newTab();
    if (item.id === 'show-shortcuts') return setHelpOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setSelected((index) => moveSelection(index, event.key === 'ArrowDown' ? 1 : -1, results.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = results[selected];
      if (item) run(item);
    }
  };

  return (
    <Modal open={open} onOpenChange={close} title={PALETTE_TITLE} size="lg" hideCloseButton className="palette">
      <div className="palette__search">
        <IconSearch aria-hidden="true" />
        <input
          className="palette__input"
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={results.length ? optionId(selected) : undefined}
          aria-label={PALETTE_TEXTS.placeholder}
          placeholder={PALETTE_TEXTS.placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setSelected(0);
          }}
          onKeyDown={onKeyDown}
          autoFocus
        />
      </div>
      {results.length === 0 ? (
        <p className="palette__empty" role="status">
          {PALETTE_TEXTS.noResults}
        </p>
      ) : (
        <div id={listId} role="listbox" aria-label={PALETTE_TITLE} className="palette__list">
          {groups.map((group) => (
            <ul key={group.label} role="group" aria-label={group.label} className="palette__group">
              {groups.length > 1 ? (
                <li role="presentation" className="palette__group-label" aria-hidden="true">
                  {group.label}
                </li>
              ) : null}
              {group.items.map((item, position) => {
                const index = group.offset + position;
                return (
                  <li
                    key={item.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === selected}
                    className="palette__option"
                    onMouseMove={() => setSelected(index)}
                    onClick={() => run(item)}
                  >
                    <span className="palette__option-text">
                      <span className="palette__option-title">{item.title}</span>
                      {item.description ? <span className="palette__option-description">{item.description}</span> : null}
                    </span>
                    {item.shortcut ? <kbd className="palette__kbd">{item.shortcut}</kbd> : null}
                  </li>
                );
              })}
            </ul>
          ))}
        </div>
      )}
    </Modal>
  );
}
