// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEY_OWNERS, STORAGE_KEYS } from '@buget/shared-domain/constants';
import { toLocalIsoDate } from '@buget/shared-domain/rules';
import { useGlobalDateStore } from './global-date-store';
import { useLayoutStore } from './layout-store';
import { useNavigationStateStore } from './navigation-state-store';
import { claimUserStorage, clearUserStorage } from './user-storage';

const stored = (state: object) => JSON.stringify({ state, version: 0 });

describe("the user's storage (issue 24 point 5)", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.useRealTimers());

  it("one list says whose each key is: only the theme before sign-in and the start hints are the device's", () => {
    expect(Object.keys(STORAGE_KEY_OWNERS).sort()).toEqual(Object.keys(STORAGE_KEYS).sort());
    expect(Object.entries(STORAGE_KEY_OWNERS).flatMap(([name, owner]) => (owner === 'device' ? [name] : []))).toEqual(['darkMode', 'startHints']);
  });

  it("clearUserStorage removes every key of the user and keeps the device's", () => {
    for (const key of Object.values(STORAGE_KEYS)) localStorage.setItem(key, stored({ name: 'Banca Anei' }));
    clearUserStorage();
    expect(Object.keys(localStorage).sort()).toEqual([STORAGE_KEYS.darkMode, STORAGE_KEYS.startHints].sort());
  });

  it("the stores in memory start again, and a write still waiting never brings the previous user's tabs back", () => {
    vi.useFakeTimers();
    useNavigationStateStore.getState().visitPage({ id: 'daily', label: 'Situația Zilei', href: '/daily?data=2020-01-01' });
    useGlobalDateStore.getState().setSelectedDate('2020-01-01');
    useLayoutStore.getState().toggleSidebar();
    clearUserStorage();
    vi.advanceTimersByTime(1000);
    expect(useNavigationStateStore.getState()).toMatchObject({ openTabs: [], breadcrumbHistory: [], lastVisitedPages: [], recentPaletteActions: [] });
    expect(useGlobalDateStore.getState().selectedDate).toBe(toLocalIsoDate(new Date()));
    expect(useLayoutStore.getState().sidebarExpanded).toBe(true);
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('a user signing in keeps their own keys; those of another user, or of nobody, are cleared first', () => {
    const columns = () => localStorage.getItem(STORAGE_KEYS.transactionColumns);
    localStorage.setItem(STORAGE_KEYS.storageOwner, 'ana');
    localStorage.setItem(STORAGE_KEYS.transactionColumns, 'of ana');
    claimUserStorage('ana', 'ana');
    expect(columns()).toBe('of ana');
    claimUserStorage('ion', 'ana');
    expect([columns(), localStorage.getItem(STORAGE_KEYS.storageOwner)]).toEqual([null, 'ion']);

    // Kept before there was an owner key: the user the tab remembered signed in.
    localStorage.removeItem(STORAGE_KEYS.storageOwner);
    localStorage.setItem(STORAGE_KEYS.transactionColumns, 'of ion');
    claimUserStorage('ion', 'ion');
    expect([columns(), localStorage.getItem(STORAGE_KEYS.storageOwner)]).toEqual(['of ion', 'ion']);
    // Nobody's: no owner, nobody remembered.
    localStorage.removeItem(STORAGE_KEYS.storageOwner);
    claimUserStorage('ion', null);
    expect(columns()).toBeNull();
  });

  it("another tab's sign-in claimed the storage first: this tab's stores read it instead of keeping the previous user's", () => {
    useGlobalDateStore.getState().setSelectedDate('2020-01-01');
    // The other tab: Ion signed in, his day stored.
    localStorage.setItem(STORAGE_KEYS.storageOwner, 'ion');
    localStorage.setItem(STORAGE_KEYS.globalDate, stored({ selectedDate: '2021-05-05' }));
    claimUserStorage('ion', 'ana');
    expect(useGlobalDateStore.getState().selectedDate).toBe('2021-05-05');
    expect(localStorage.getItem(STORAGE_KEYS.globalDate)).toBe(stored({ selectedDate: '2021-05-05' }));
  });
});
