import type { ReactNode } from 'react';
import { useLayoutStore } from '@buget/shared-domain/stores';
import { IconMenu, IconWallet } from '@buget/shared-ui/components';
import { BalanceWidget } from '../balance/BalanceWidget';

type HeaderProps = {
  title: string;
  /** A phone's way back (the trail as one link), shown instead of the logo when there is one. */
  back?: ReactNode;
  /** A phone's button for the open tabs and the trail, at the header's end. */
  tabs?: ReactNode;
};

/** Sticky header: logo (or a phone's back link), page title, the available-balance widget, a phone's tabs button. */
export function Header({ title, back, tabs }: HeaderProps) {
  const openMenu = useLayoutStore((state) => state.setMobileMenuOpen);
  return (
    <header className="shell-header">
      <button
        type="button"
        className="shell-icon-button shell-header__menu"
        onClick={() => openMenu(true)}
        aria-label="Deschide meniul"
      >
        <IconMenu />
      </button>
      {back}
      <span className="shell-header__logo" aria-hidden="true">
        <span className="shell-logo__mark">
          <IconWallet />
        </span>
      </span>
      <h1 className="shell-header__title">{title}</h1>
      <div className="shell-header__balance" data-slot="balance-widget">
        <BalanceWidget />
      </div>
      {tabs}
    </header>
  );
}
