import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { PERSISTENCE_DEBOUNCE_MS, STORAGE_KEYS } from '@buget/shared-domain/constants';
import { navigationReducer, type NavigationAction, pushRecentAction } from '@buget/shared-domain/rules';
import { INITIAL_NAVIGATION_STATE, navigationStateSchema, type NavigationState, type NavTab } from '@buget/shared-domain/schemas';
import { registerUserState } from './user-storage';

type PersistedNavigation = NavigationState & { recentPaletteActions: string[] };

type NavigationStore = PersistedNavigation & {
  dispatch: (action: NavigationAction) => void;
  /** Ctrl+T: a new tab showing `page`, appended and active (the oldest go past maxOpenTabs). */
  newTab: (page: Omit<NavTab, 'id'>) => NavTab;
  /**
   * A visit: recorded in the visited pages and the breadcrumb trail, and shown by the active tab
   * (the first visit opens one), as a browser tab follows its page.
   */
  visitPage: (page: { id: string; label: string; href: string }) => void;
  recordPaletteAction: (id: string) => void;
};

let tabSequence = 0;
const newTabId = () => {
  tabSequence += 1;
  return `tab-${Date.now().toString(36)}-${tabSequence}`;
};

/** Writes at most once per `delayMs` (spec point 9: persistence debounce); `cancel` drops a write still waiting. */
function debounced(write: (value: string) => void, delayMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: string | null = null;
  const flush = () => {
    if (pending !== null) write(pending);
    pending = null;
  };
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);
  return {
    write: (value: string) => {
      pending = value;
      clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
    },
    cancel: () => {
      pending = null;
      clearTimeout(timer);
    },
  };
}

const stateWrites = debounced((value) => localStorage.setItem(STORAGE_KEYS.navigationState, value), PERSISTENCE_DEBOUNCE_MS.navigationState);
const trailWrites = debounced((value) => localStorage.setItem(STORAGE_KEYS.breadcrumbHistory, value), PERSISTENCE_DEBOUNCE_MS.breadcrumbs);

/**
 * The trail is saved under its own key after 300 ms, the rest of the navigation state after
 * 500 ms. Invalid saved state (hand-edited, an older shape) falls back to the defaults.
 */
const navigationStorage: PersistStorage<PersistedNavigation> = {
  getItem: () => {
    try {
      const raw = localStorage.getItem(STORAGE_KEYS.navigationState);
      if (!raw) return null;
      const saved = JSON.parse(raw) as StorageValue<Partial<PersistedNavigation>>;
      const trail = JSON.parse(localStorage.getItem(STORAGE_KEYS.breadcrumbHistory) ?? '[]') as unknown;
      const parsed = navigationStateSchema.safeParse({ ...INITIAL_NAVIGATION_STATE, ...saved.state, breadcrumbHistory: trail });
      if (!parsed.success) return null;
      const recent = Array.isArray(saved.state.recentPaletteActions) ? saved.state.recentPaletteActions.filter((r) => typeof r === 'string') : [];
      return { state: { ...parsed.data, recentPaletteActions: recent }, version: saved.version };
    } catch {
      return null;
    }
  },
  setItem: (_name, value) => {
    if (!value.state.persistenceEnabled) return;
    const { breadcrumbHistory, ...rest } = value.state;
    stateWrites.write(JSON.stringify({ state: rest, version: value.version }));
    trailWrites.write(JSON.stringify(breadcrumbHistory));
  },
  removeItem: () => {
    localStorage.removeItem(STORAGE_KEYS.navigationState);
    localStorage.removeItem(STORAGE_KEYS.breadcrumbHistory);
  },
};

/**
 * Tabs, breadcrumb trail, visited pages and the palette's recent actions (spec points 3, 4, 9),
 * persisted. The rules are navigationReducer's; the sidebar itself lives in the layout store.
 */
export const useNavigationStateStore = create<NavigationStore>()(
  persist(
    (set, get) => ({
      ...INITIAL_NAVIGATION_STATE,
      recentPaletteActions: [],
      dispatch: (action) => set((state) => navigationReducer(state, action)),
      newTab: (page) => {
        const tab: NavTab = { ...page, id: newTabId() };
        set((state) => navigationReducer(state, { type: 'openTab', tab }));
        return tab;
      },
      visitPage: (page) => {
        set((state) => {
          const visited = navigationReducer(state, { type: 'visitPage', page });
          const active = visited.openTabs.find((tab) => tab.id === visited.activeTabId);
          if (!active) {
            const tab: NavTab = { id: newTabId(), label: page.label, href: page.href, testId: `tab-${page.id}` };
            return navigationReducer(visited, { type: 'openTab', tab });
          }
          if (active.href === page.href) return visited;
          return {
            ...visited,
            openTabs: visited.openTabs.map((tab) =>
              tab.id === active.id ? { ...tab, label: page.label, href: page.href, testId: `tab-${page.id}` } : tab,
            ),
          };
        });
      },
      recordPaletteAction: (id) => set({ recentPaletteActions: pushRecentAction(get().recentPaletteActions, id) }),
    }),
    {
      name: STORAGE_KEYS.navigationState,
      storage: navigationStorage,
      // What is stored over the start, never over the tabs and trail of another user.
      merge: (saved, current) => ({ ...current, ...INITIAL_NAVIGATION_STATE, recentPaletteActions: [], ...(saved as Partial<PersistedNavigation> | undefined) }),
    },
  ),
);

registerUserState(() => {
  // A write still waiting holds the previous user's tabs and trail.
  stateWrites.cancel();
  trailWrites.cancel();
  void useNavigationStateStore.persist.rehydrate();
});
