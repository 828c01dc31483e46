import { useEffect, type ReactNode } from 'react';
import { useLayoutStore } from '@buget/shared-domain/stores';
import { IconClose, IconWallet } from '@buget/shared-ui/components';
import { appPages } from '../config/app-pages';
import { LogoutItem } from './LogoutItem';
import { NavItem } from './nav-items';

/** The sidebar on narrow screens: a drawer over a dimmed overlay, with a close button. */
type MobileDrawerProps = {
  onLogout?: () => Promise<void>;
  /** Shown after the page links: a phone's tabs and trail (PhoneFrameNav). */
  children?: ReactNode;
};

export function MobileDrawer({ onLogout, children }: MobileDrawerProps) {
  const open = useLayoutStore((state) => state.mobileMenuOpen);
  const setOpen = useLayoutStore((state) => state.setMobileMenuOpen);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, setOpen]);
  if (!open) return null;
  const close = () => setOpen(false);
  return (
    <div className="shell-drawer" role="dialog" aria-modal="true" aria-label="Meniu">
      <div className="shell-drawer__overlay" onClick={close} data-testid="drawer-overlay" />
      <div className="shell-drawer__panel">
        <div className="shell-drawer__head">
          <span className="shell-logo__mark" aria-hidden="true">
            <IconWallet />
          </span>
          <span className="shell-sidebar__brand-name">Buget</span>
          <button type="button" className="shell-icon-button" onClick={close} aria-label="Închide meniul" autoFocus>
            <IconClose />
          </button>
        </div>
        <nav className="shell-drawer__nav" aria-label="Navigare">
          {appPages().filter((page) => page.inMobileNav).map((page) => (
            <NavItem key={page.id} page={page} className="shell-nav-link" onNavigate={close} />
          ))}
        </nav>
        {children}
        {onLogout ? <LogoutItem onLogout={async () => { close(); await onLogout(); }} /> : null}
      </div>
    </div>
  );
}
