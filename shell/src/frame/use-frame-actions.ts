import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { MOBILE_LAYOUT_QUERY, ROUTES } from '@buget/shared-domain/rules';
import { toast, useLayoutStore, useNavigationStateStore } from '@buget/shared-domain/stores';
import { useAuthStore } from '@buget/shared-domain/auth';
import { appPages } from '../config/app-pages';

export const LOGOUT_TEXTS = { label: 'Deconectare', success: 'Te-ai deconectat de pe toate dispozitivele.' } as const;

/** What the shortcuts, the palette and the menus do, in one place. */
export function useFrameActions() {
  const navigate = useNavigate();
  const go = useCallback((to: string) => void navigate(to), [navigate]);

  const toggleSidebar = useCallback(() => {
    const layout = useLayoutStore.getState();
    if (window.matchMedia(MOBILE_LAYOUT_QUERY).matches) layout.setMobileMenuOpen(!layout.mobileMenuOpen);
    else layout.toggleSidebar();
  }, []);

  const goToActiveTab = useCallback(() => {
    const { openTabs, activeTabId } = useNavigationStateStore.getState();
    const active = openTabs.find((tab) => tab.id === activeTabId);
    if (active) go(active.href);
  }, [go]);

  const newTab = useCallback(
    (tabPage?: { label: string; href: string; id?: string }) => {
      // By default the first page of the navigation.
      const first = appPages()[0];
      const page = tabPage ?? (first ? { label: first.label, href: first.path } : undefined);
      if (!page) return;
      const id = page.id ?? page.href.slice(1);
      useNavigationStateStore.getState().newTab({ label: page.label, href: page.href, testId: `tab-${id}` });
      go(page.href);
    },
    [go],
  );

  const closeTab = useCallback(
    (tabId?: string) => {
      const store = useNavigationStateStore.getState();
      const id = tabId ?? store.activeTabId;
      if (!id) return;
      const wasActive = id === store.activeTabId;
      store.dispatch({ type: 'closeTab', tabId: id });
      if (wasActive) goToActiveTab();
    },
    [goToActiveTab],
  );

  const closeOtherTabs = useCallback(
    (tabId: string) => {
      useNavigationStateStore.getState().dispatch({ type: 'closeOtherTabs', tabId });
      goToActiveTab();
    },
    [goToActiveTab],
  );

  const switchTab = useCallback(
    (tabId: string) => {
      useNavigationStateStore.getState().dispatch({ type: 'switchTab', tabId });
      goToActiveTab();
    },
    [goToActiveTab],
  );

  const cycleTab = useCallback(
    (direction: 1 | -1) => {
      useNavigationStateStore.getState().dispatch({ type: 'cycleTab', direction });
      goToActiveTab();
    },
    [goToActiveTab],
  );

  const logout = useCallback(async () => {
    const error = await useAuthStore.getState().logout();
    if (error) toast.warning(error);
    else toast.success(LOGOUT_TEXTS.success);
    go(ROUTES.login);
  }, [go]);

  return { go, toggleSidebar, newTab, closeTab, closeOtherTabs, switchTab, cycleTab, logout };
}

export type FrameActions = ReturnType<typeof useFrameActions>;
