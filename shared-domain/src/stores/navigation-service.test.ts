import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigateTo, useNavigationService } from './navigation-service';

describe('navigation service', () => {
  afterEach(() => useNavigationService.setState({ navigate: null }));

  it('hands navigation to the registered router', () => {
    const navigate = vi.fn();
    const unregister = useNavigationService.getState().register(navigate);
    navigateTo('/transactions');
    expect(navigate).toHaveBeenCalledWith('/transactions');
    unregister();
    expect(useNavigationService.getState().navigate).toBeNull();
  });

  it('falls back to a full page load when no router is registered (a harness)', () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    navigateTo('/options');
    expect(assign).toHaveBeenCalledWith('/options');
    vi.unstubAllGlobals();
  });

  it('keeps a newer registration when an older one unregisters', () => {
    const first = vi.fn();
    const second = vi.fn();
    const unregisterFirst = useNavigationService.getState().register(first);
    useNavigationService.getState().register(second);
    unregisterFirst();
    expect(useNavigationService.getState().navigate).toBe(second);
  });
});
