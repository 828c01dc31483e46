import { describe, expect, it } from 'vitest';
import { INITIAL_NAVIGATION_STATE, navigationStateSchema } from '@buget/shared-domain/schemas';
import { navigationReducer, type NavigationAction } from './navigation-reducer';

const run = (...actions: NavigationAction[]) => actions.reduce(navigationReducer, INITIAL_NAVIGATION_STATE);
const tab = (id: string) => ({ id, label: id, href: `/${id}` });

describe('navigation reducer', () => {
  it('drives tabs with the state limit', () => {
    const s = run(
      { type: 'openTab', tab: tab('a') },
      { type: 'openTab', tab: tab('b') },
      { type: 'openTab', tab: tab('c') },
      { type: 'switchTab', tabId: 'a' },
      { type: 'cycleTab', direction: -1 },
      { type: 'closeTab', tabId: 'c' },
    );
    expect(s.openTabs.map((t) => t.id)).toEqual(['a', 'b']);
    expect(s.activeTabId).toBe('b');
    expect(run({ type: 'openTab', tab: tab('a') }, { type: 'openTab', tab: tab('b') }, { type: 'closeOtherTabs', tabId: 'a' }).openTabs).toHaveLength(1);
  });
  it('records visits in current page, visited pages and breadcrumbs', () => {
    const s = run(
      { type: 'visitPage', page: { id: 'daily', label: 'Situația Zilei', href: '/daily' } },
      { type: 'visitPage', page: { id: 'tx', label: 'Tranzacții', href: '/transactions' } },
    );
    expect(s.currentPage).toBe('/transactions');
    expect(s.lastVisitedPages).toEqual(['/transactions', '/daily']);
    expect(s.breadcrumbHistory.map((b) => b.id)).toEqual(['daily', 'tx']);
    const back = navigationReducer(s, { type: 'navigateToBreadcrumb', id: 'daily' });
    expect(back.currentPage).toBe('/daily');
    expect(back.breadcrumbHistory).toHaveLength(1);
    expect(navigationReducer(INITIAL_NAVIGATION_STATE, { type: 'navigateToBreadcrumb', id: 'x' }).currentPage).toBe('/');
  });
  it('drives the sidebar flags', () => {
    expect(run({ type: 'toggleSidebar' }).sidebarExpanded).toBe(false);
    expect(run({ type: 'setSidebarExpanded', expanded: false }).sidebarExpanded).toBe(false);
    expect(run({ type: 'setSidebarVariant', variant: 'mobile' }).sidebarVariant).toBe('mobile');
  });
  it('keeps a state the schema accepts', () => {
    const s = run({ type: 'openTab', tab: tab('a') }, { type: 'visitPage', page: { id: 'a', label: 'A', href: '/a' } });
    expect(navigationStateSchema.safeParse(s).success).toBe(true);
  });
});
