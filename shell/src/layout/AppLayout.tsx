import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useNavigationService } from '@buget/shared-domain';
import { TooltipProvider } from '@buget/shared-ui';
import { pageAt, PERFORMANCE_PAGE } from '../routes/pages';
import { BottomBar } from './BottomBar';
import { Header } from './Header';
import { MobileDrawer } from './MobileDrawer';
import { Sidebar } from './Sidebar';
import './layout.css';

/** The signed-in frame: sidebar or bottom bar, sticky header, and the page. */
export function AppLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const register = useNavigationService((state) => state.register);
  useEffect(() => register((to) => void navigate(to)), [register, navigate]);

  const page = pageAt(pathname);
  const bare = page?.bare ?? false;
  const title = page?.label ?? PERFORMANCE_PAGE.label;
  return (
    <TooltipProvider>
      <div className="shell" data-bare={bare}>
        <a className="shell-skip-link" href="#continut">
          Sari la conținut
        </a>
        <Sidebar />
        <div className="shell-main">
          {!bare && <Header title={title} />}
          <main id="continut" className="shell-content" tabIndex={-1}>
            <Outlet />
          </main>
        </div>
        <BottomBar />
        <MobileDrawer />
      </div>
    </TooltipProvider>
  );
}
