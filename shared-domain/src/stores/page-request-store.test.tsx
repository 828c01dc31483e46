// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_REQUEST_TTL_MS, usePageRequests, usePageRequestStore } from './page-request-store';

describe('page requests (the shell asks a page to open its form)', () => {
  beforeEach(() => usePageRequestStore.setState({ request: null }));
  afterEach(() => vi.useRealTimers());

  it('is taken once, by its own page only', () => {
    const store = usePageRequestStore.getState();
    store.ask('/transactions', 'new-transfer');
    expect(store.take('/daily')).toBeNull();
    expect(store.take('/transactions')).toBe('new-transfer');
    expect(store.take('/transactions')).toBeNull();
  });

  it('is dropped when its page did not come in time', () => {
    vi.useFakeTimers();
    usePageRequestStore.getState().ask('/transactions', 'new-transaction');
    vi.advanceTimersByTime(PAGE_REQUEST_TTL_MS + 1);
    expect(usePageRequestStore.getState().take('/transactions')).toBeNull();
    expect(usePageRequestStore.getState().request).toBeNull();
  });

  it('reaches a page that mounts after the request and one that is already shown', () => {
    usePageRequestStore.getState().ask('/transactions', 'import-statement');
    const handle = vi.fn();
    renderHook(() => usePageRequests('/transactions', handle));
    expect(handle).toHaveBeenCalledExactlyOnceWith('import-statement');
    act(() => usePageRequestStore.getState().ask('/daily', 'new-transaction'));
    expect(handle).toHaveBeenCalledTimes(1);
    act(() => usePageRequestStore.getState().ask('/transactions', 'follow-link'));
    expect(handle).toHaveBeenLastCalledWith('follow-link');
    expect(handle).toHaveBeenCalledTimes(2);
    // A newer request replaces an unread one: the '/daily' one is gone.
    expect(usePageRequestStore.getState().request).toBeNull();
  });
});
