import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { MOBILE_LAYOUT_QUERY, PERFORMANCE_PAGE } from '@buget/shared-domain/rules';
import { useLayoutStore, useNavigationStateStore } from '@buget/shared-domain/stores';
import { TooltipProvider } from '@buget/shared-ui/tooltip';
import { appPageAt } from '../config/app-pages';
import { useMediaQuery } from '@buget/shared-ui/components';
import { Breadcrumbs } from '../frame/Breadcrumbs';
import { ContextMenu } from '../frame/ContextMenu';
import { useOverlayStore } from '../frame/overlay-store';
import { TabBar } from '../frame/TabBar';
import { useFrameActions } from '../frame/use-frame-actions';
import { useGlobalShortcuts } from '../frame/use-global-shortcuts';
import { useHeadingFocusOnPageChange } from '../frame/use-heading-focus';
import { BottomBar } from './BottomBar';
import { Header } from './Header';
import { MobileDrawer } from './MobileDrawer';
import { PhoneFrameNav } from './PhoneFrameNav';
import { Sidebar } from './Sidebar';
import '../frame/frame.css';
import './layout.css';

// Loaded on first use: the palette and the help dialog are not needed to show a page.
const CommandPalette = lazy(() => import('../frame/CommandPalette'));
const HelpDialog = lazy(() => import('../frame/HelpDialog'));

/** Records each visit in the trail, the visited pages and the active tab. */
function useVisitTracking(pathname: string) {
  const visitPage = useNavigationStateStore((state) => state.visitPage);
  useEffect(() => {
    const page = appPageAt(pathname);
    if (page) visitPage({ id: page.id, label: page.label, href: page.path });
    else if (pathname === PERFORMANCE_PAGE.path) visitPage({ id: 'performance-test', label: PERFORMANCE_PAGE.label, href: pathname });
  }, [pathname, visitPage]);
}

/** The signed-in frame: sidebar or bottom bar, sticky header, tabs and trail, and the page. */
export function AppLayout() {
  const { pathname } = useLocation();
  const actions = useFrameActions();
  useGlobalShortcuts(actions);
  useVisitTracking(pathname);
  const paletteOpen = useOverlayStore((state) => state.paletteOpen);
  const helpOpen = useOverlayStore((state) => state.helpOpen);

  const page = appPageAt(pathname);
  useHeadingFocusOnPageChange(page?.id ?? pathname);
  const bare = page?.bare ?? false;
  // The grid's fullscreen (Ctrl+Shift+F1, set by the grid remote) hides the navigation too.
  const gridFullscreen = useLayoutStore((state) => state.gridFullscreen);
  const fullscreen = bare && gridFullscreen;
  const title = page?.label ?? PERFORMANCE_PAGE.label;
  // Bottom bar and drawer, or the sidebar: shared-domain's breakpoint, read here once for the CSS.
  const layout = useMediaQuery(MOBILE_LAYOUT_QUERY) ? 'mobile' : 'desktop';
  return (
    <TooltipProvider>
      <div className="shell" data-layout={layout} data-bare={bare} data-fullscreen={fullscreen}>
        <a className="shell-skip-link" href="#continut">
          Sari la conținut
        </a>
        {!fullscreen && <Sidebar onLogout={actions.logout} />}
        <div className="shell-main">
          {!bare && <Header title={title} />}
          {!bare && (
            <div className="shell-framebar">
              <TabBar actions={actions} />
              <Breadcrumbs actions={actions} />
            </div>
          )}
          <main id="continut" className="shell-content" tabIndex={-1}>
            <Outlet />
          </main>
        </div>
        {!fullscreen && <BottomBar />}
        {/* On phones the tabs and the trail are in the drawer, not above the page (issue 28 point 11). */}
        <MobileDrawer onLogout={actions.logout}>
          <PhoneFrameNav actions={actions} />
        </MobileDrawer>
        <ContextMenu />
        <Suspense fallback={null}>
          {paletteOpen && <CommandPalette actions={actions} />}
          {helpOpen && <HelpDialog />}
        </Suspense>
      </div>
    </TooltipProvider>
  );
}
