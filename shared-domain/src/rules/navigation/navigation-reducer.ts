import type { BreadcrumbItem, NavigationState, NavTab, SidebarVariant } from '@buget/shared-domain/schemas';
import { navigateToBreadcrumb, pushBreadcrumb } from './breadcrumbs';
import { closeOtherTabs, closeTab, cycleTab, openTab, switchTab, type TabsState } from './tabs';
import { recordVisitedPage } from './visited';

export type NavigationAction =
  | { type: 'openTab'; tab: NavTab }
  | { type: 'closeTab'; tabId: string }
  | { type: 'closeOtherTabs'; tabId: string }
  | { type: 'switchTab'; tabId: string }
  | { type: 'cycleTab'; direction: 1 | -1 }
  | { type: 'visitPage'; page: Omit<BreadcrumbItem, 'isActive'> }
  | { type: 'navigateToBreadcrumb'; id: string }
  | { type: 'toggleSidebar' }
  | { type: 'setSidebarExpanded'; expanded: boolean }
  | { type: 'setSidebarVariant'; variant: SidebarVariant };

const withTabs = (state: NavigationState, tabs: TabsState): NavigationState => ({
  ...state,
  openTabs: tabs.openTabs,
  activeTabId: tabs.activeTabId,
});

/** The whole persisted navigation state in one reducer, for a store or useReducer. */
export const navigationReducer = (state: NavigationState, action: NavigationAction): NavigationState => {
  const tabs: TabsState = { openTabs: state.openTabs, activeTabId: state.activeTabId };
  switch (action.type) {
    case 'openTab':
      return withTabs(state, openTab(tabs, action.tab, state.maxOpenTabs));
    case 'closeTab':
      return withTabs(state, closeTab(tabs, action.tabId));
    case 'closeOtherTabs':
      return withTabs(state, closeOtherTabs(tabs, action.tabId));
    case 'switchTab':
      return withTabs(state, switchTab(tabs, action.tabId));
    case 'cycleTab':
      return withTabs(state, cycleTab(tabs, action.direction));
    case 'visitPage':
      return {
        ...state,
        currentPage: action.page.href,
        lastVisitedPages: recordVisitedPage(state.lastVisitedPages, action.page.href),
        breadcrumbHistory: pushBreadcrumb(state.breadcrumbHistory, action.page, state.breadcrumbMaxItems),
      };
    case 'navigateToBreadcrumb': {
      const breadcrumbHistory = navigateToBreadcrumb(state.breadcrumbHistory, action.id);
      return { ...state, breadcrumbHistory, currentPage: breadcrumbHistory.at(-1)?.href ?? state.currentPage };
    }
    case 'toggleSidebar':
      return { ...state, sidebarExpanded: !state.sidebarExpanded };
    case 'setSidebarExpanded':
      return { ...state, sidebarExpanded: action.expanded };
    case 'setSidebarVariant':
      return { ...state, sidebarVariant: action.variant };
  }
};
