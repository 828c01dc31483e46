// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_NAVIGATION_STATE } from '@buget/shared-domain/schemas';
import { useNavigationStateStore } from './navigation-state-store';

const page = (id: string) => ({ id, label: id, href: `/${id}` });

describe('navigation state store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    useNavigationStateStore.setState({ ...INITIAL_NAVIGATION_STATE, recentPaletteActions: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('the first visit opens a tab; later visits move the active tab, as a browser tab follows its page', () => {
    const store = useNavigationStateStore.getState();
    store.visitPage(page('daily'));
    store.visitPage(page('transactions'));
    const { openTabs, activeTabId, lastVisitedPages, breadcrumbHistory } = useNavigationStateStore.getState();
    expect(openTabs).toHaveLength(1);
    expect(openTabs[0]).toMatchObject({ id: activeTabId, href: '/transactions', label: 'transactions' });
    expect(lastVisitedPages).toEqual(['/transactions', '/daily']);
    expect(breadcrumbHistory.map((b) => b.href)).toEqual(['/daily', '/transactions']);
  });

  it('keeps at most 8 tabs, dropping the oldest', () => {
    const store = useNavigationStateStore.getState();
    const first = store.newTab({ label: 'a', href: '/daily' });
    for (let i = 0; i < 8; i += 1) store.newTab({ label: `t${i}`, href: '/daily' });
    const { openTabs } = useNavigationStateStore.getState();
    expect(openTabs).toHaveLength(8);
    expect(openTabs.some((tab) => tab.id === first.id)).toBe(false);
  });

  it('saves the trail after 300 ms and the rest after 500 ms, and reads both back', async () => {
    useNavigationStateStore.getState().visitPage(page('daily'));
    vi.advanceTimersByTime(300);
    expect(JSON.parse(localStorage.getItem('buget-breadcrumb-history') ?? '[]')).toHaveLength(1);
    expect(localStorage.getItem('buget-navigation-state')).toBeNull();
    vi.advanceTimersByTime(200);
    expect(JSON.parse(localStorage.getItem('buget-navigation-state') ?? '{}').state.openTabs).toHaveLength(1);
    useNavigationStateStore.setState({ ...INITIAL_NAVIGATION_STATE });
    await useNavigationStateStore.persist.rehydrate();
    expect(useNavigationStateStore.getState().breadcrumbHistory.map((b) => b.href)).toEqual(['/daily']);
  });

  it('keeps the last 5 palette actions', () => {
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) useNavigationStateStore.getState().recordPaletteAction(id);
    expect(useNavigationStateStore.getState().recentPaletteActions).toEqual(['f', 'e', 'd', 'c', 'b']);
  });
});
