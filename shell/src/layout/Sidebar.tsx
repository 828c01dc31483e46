import { useLayoutStore } from '@buget/shared-domain/stores';
import { IconChevronLeft, IconChevronRight, IconWallet } from '@buget/shared-ui/components';
import { appPages } from '../config/app-pages';
import { LogoutItem } from './LogoutItem';
import { NavItem } from './nav-items';

type SidebarProps = { onLogout?: () => Promise<void> };

/** The desktop sidebar (wider than 1024 px): 16rem with labels, or 4rem with icons and tooltips. */
export function Sidebar({ onLogout }: SidebarProps) {
  const expanded = useLayoutStore((state) => state.sidebarExpanded);
  const toggle = useLayoutStore((state) => state.toggleSidebar);
  return (
    <aside className="shell-sidebar" data-expanded={expanded} aria-label="Navigare principală">
      <div className="shell-sidebar__brand">
        <span className="shell-logo__mark" aria-hidden="true">
          <IconWallet />
        </span>
        <span className="shell-sidebar__brand-name">Buget</span>
      </div>
      <nav className="shell-sidebar__nav">
        {appPages().map((page) => (
          <NavItem key={page.id} page={page} compact={!expanded} className="shell-nav-link" />
        ))}
      </nav>
      {onLogout ? <LogoutItem onLogout={onLogout} compact={!expanded} /> : null}
      <button
        type="button"
        className="shell-sidebar__toggle"
        onClick={toggle}
        aria-expanded={expanded}
        aria-label={expanded ? 'Restrânge meniul' : 'Extinde meniul'}
        title={expanded ? 'Restrânge meniul (Ctrl+\\)' : 'Extinde meniul (Ctrl+\\)'}
      >
        {expanded ? <IconChevronLeft /> : <IconChevronRight />}
        <span className="shell-nav-link-label">Restrânge</span>
      </button>
    </aside>
  );
}
