import { useMemo } from 'react';
import { useLayoutStore } from '@buget/shared-domain/stores';
import { BREADCRUMBS_LABEL, Breadcrumbs } from '../frame/Breadcrumbs';
import { TAB_TEXTS, TabBar } from '../frame/TabBar';
import type { FrameActions } from '../frame/use-frame-actions';

/**
 * The open tabs and the trail in the menu's drawer, for phones (issue 28 point 11): there they
 * cost the page no room, and the drawer (the bottom bar's Meniu, or Ctrl+\) reaches them by
 * keyboard and screen reader. CSS shows this on phones only, where the band above the page is
 * hidden. A move to another page closes the drawer, as its page links do; closing a tab leaves
 * it open.
 */
export function PhoneFrameNav({ actions }: { actions: FrameActions }) {
  const setMenuOpen = useLayoutStore((state) => state.setMobileMenuOpen);
  const drawerActions = useMemo<FrameActions>(() => {
    const thenClose =
      <A extends unknown[], R>(run: (...args: A) => R) =>
      (...args: A): R => {
        setMenuOpen(false);
        return run(...args);
      };
    return { ...actions, go: thenClose(actions.go), switchTab: thenClose(actions.switchTab), newTab: thenClose(actions.newTab) };
  }, [actions, setMenuOpen]);
  return (
    <div className="shell-drawer__frame" data-testid="drawer-frame">
      <p className="shell-drawer__label" aria-hidden="true">
        {TAB_TEXTS.bar}
      </p>
      <TabBar actions={drawerActions} />
      <p className="shell-drawer__label" aria-hidden="true">
        {BREADCRUMBS_LABEL}
      </p>
      <Breadcrumbs actions={drawerActions} />
    </div>
  );
}
