import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useGlobalDateStore } from '@buget/shared-domain/stores';
import { useUrlDate } from './use-url-date';

describe('useUrlDate', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('puts the selected day in the daily page link and follows a change of the day', () => {
    window.history.replaceState(null, '', '/daily');
    useGlobalDateStore.getState().setSelectedDate('2026-11-20');
    const { unmount } = renderHook(() => useUrlDate());
    expect(window.location.search).toBe('?data=2026-11-20');
    useGlobalDateStore.getState().setSelectedDate('2026-11-21');
    expect(window.location.search).toBe('?data=2026-11-21');
    unmount();
  });

  it('leaves another page link alone when the page mounts after the user has left it', () => {
    window.history.replaceState(null, '', '/transactions');
    const { unmount } = renderHook(() => useUrlDate());
    useGlobalDateStore.getState().setSelectedDate('2026-11-22');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/transactions');
    unmount();
  });
});
