import { NavLink } from 'react-router-dom';
import { Tooltip } from '@buget/shared-ui/tooltip';
import { TOOLTIP_DELAY_MS } from '@buget/shared-domain/constants';
import type { AppPage } from '@buget/shared-domain/rules';
import { PAGE_ICONS } from '../routes/pages';

type NavItemProps = {
  page: AppPage;
  /** Icons only (collapsed sidebar): the label moves into a tooltip. */
  compact?: boolean;
  onNavigate?: () => void;
  className: string;
};

/** One navigation link with its icon; used by the sidebar, the drawer and the bottom bar. */
export function NavItem({ page, compact = false, onNavigate, className }: NavItemProps) {
  const Icon = PAGE_ICONS[page.icon];
  const link = (
    <NavLink
      to={page.path}
      className={({ isActive }) => `${className}${isActive ? ` ${className}--active` : ''}`}
      aria-label={compact ? page.label : undefined}
      data-testid={`nav-${page.id}`}
      onClick={onNavigate}
    >
      <Icon aria-hidden="true" />
      <span className={`${className}-label`}>{page.label}</span>
    </NavLink>
  );
  if (!compact) return link;
  return (
    <Tooltip content={page.label} side="right" delayMs={TOOLTIP_DELAY_MS.collapsedSidebar}>
      {link}
    </Tooltip>
  );
}
