import { NAVIGATION_LIMITS } from '@buget/shared-domain/constants';
import type { NavTab } from '@buget/shared-domain/schemas';

export type TabsState = { openTabs: NavTab[]; activeTabId: string | null };

/**
 * Opens a tab: an open one is just activated; a new one is appended and active, and past
 * `maxOpenTabs` the oldest (leftmost) are dropped.
 */
export const openTab = (state: TabsState, tab: NavTab, maxOpenTabs: number = NAVIGATION_LIMITS.maxOpenTabs): TabsState => {
  if (state.openTabs.some((t) => t.id === tab.id)) return { ...state, activeTabId: tab.id };
  const openTabs = [...state.openTabs, tab];
  return { openTabs: openTabs.slice(Math.max(0, openTabs.length - maxOpenTabs)), activeTabId: tab.id };
};

/** Closes a tab; closing the active one activates the last remaining tab, or none. */
export const closeTab = (state: TabsState, tabId: string): TabsState => {
  const openTabs = state.openTabs.filter((t) => t.id !== tabId);
  if (openTabs.length === state.openTabs.length) return state;
  const activeTabId = state.activeTabId === tabId ? (openTabs.at(-1)?.id ?? null) : state.activeTabId;
  return { openTabs, activeTabId };
};

/** Keeps only the given tab, active. */
export const closeOtherTabs = (state: TabsState, tabId: string): TabsState => {
  const keep = state.openTabs.find((t) => t.id === tabId);
  return keep ? { openTabs: [keep], activeTabId: keep.id } : state;
};

export const switchTab = (state: TabsState, tabId: string): TabsState =>
  state.openTabs.some((t) => t.id === tabId) ? { ...state, activeTabId: tabId } : state;

/** Ctrl+Tab (1) and Ctrl+Shift+Tab (−1): the next or previous tab, wrapping around. */
export const cycleTab = (state: TabsState, direction: 1 | -1): TabsState => {
  const count = state.openTabs.length;
  if (count === 0) return state;
  const index = state.openTabs.findIndex((t) => t.id === state.activeTabId);
  const next = index === -1 ? 0 : (index + direction + count) % count;
  return { ...state, activeTabId: state.openTabs[next]?.id ?? null };
};
