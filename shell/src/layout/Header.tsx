import { useLayoutStore } from '@buget/shared-domain/stores';
import { IconMenu, IconWallet } from '@buget/shared-ui/components';
import { BalanceWidget } from '../balance/BalanceWidget';

type HeaderProps = { title: string };

/** Sticky header: logo, page title and the available-balance widget. */
export function Header({ title }: HeaderProps) {
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
      <span className="shell-header__logo" aria-hidden="true">
        <span className="shell-logo__mark">
          <IconWallet />
        </span>
      </span>
      <h1 className="shell-header__title">{title}</h1>
      <div className="shell-header__balance" data-slot="balance-widget">
        <BalanceWidget />
      </div>
    </header>
  );
}
