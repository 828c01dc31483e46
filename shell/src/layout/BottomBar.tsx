import { useLayoutStore } from '@buget/shared-domain/stores';
import { IconMenu } from '@buget/shared-ui/components';
import { appPages } from '../config/app-pages';
import { NavItem } from './nav-items';

/** The tab bar at 1024 px or less: the pages config.json puts in the mobile navigation (not the grid). */
export function BottomBar() {
  const openMenu = useLayoutStore((state) => state.setMobileMenuOpen);
  const menuOpen = useLayoutStore((state) => state.mobileMenuOpen);
  return (
    <nav className="shell-bottom-bar" aria-label="Navigare rapidă">
      {appPages().filter((page) => page.inMobileNav).map((page) => (
        <NavItem key={page.id} page={page} className="shell-tab" />
      ))}
      {/* Named by its visible label (WCAG 2.5.3), so speech users can say what they see. */}
      <button type="button" className="shell-tab" onClick={() => openMenu(true)} aria-haspopup="dialog" aria-expanded={menuOpen}>
        <IconMenu aria-hidden="true" />
        <span className="shell-tab-label">Meniu</span>
      </button>
    </nav>
  );
}
