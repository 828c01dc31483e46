// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@buget/shared-domain/constants';
import { useLayoutStore } from './layout-store';

describe('layout store', () => {
  beforeEach(() => {
    localStorage.clear();
    useLayoutStore.setState({ sidebarExpanded: true, mobileMenuOpen: false, gridFullscreen: false });
  });

  it('toggles the sidebar and keeps only that choice', () => {
    useLayoutStore.getState().toggleSidebar();
    useLayoutStore.getState().setMobileMenuOpen(true);
    useLayoutStore.getState().toggleGridFullscreen();
    expect(useLayoutStore.getState()).toMatchObject({ sidebarExpanded: false, mobileMenuOpen: true, gridFullscreen: true });
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEYS.sidebarExpanded) ?? '{}') as { state: object };
    expect(saved.state).toEqual({ sidebarExpanded: false });
  });

  it('switches the grid fullscreen on, off and back', () => {
    const store = useLayoutStore.getState();
    store.setGridFullscreen(true);
    expect(useLayoutStore.getState().gridFullscreen).toBe(true);
    store.toggleGridFullscreen();
    expect(useLayoutStore.getState().gridFullscreen).toBe(false);
    store.setGridFullscreen(false);
    expect(useLayoutStore.getState().gridFullscreen).toBe(false);
  });
});
