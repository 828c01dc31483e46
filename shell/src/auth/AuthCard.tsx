import type { ReactNode } from 'react';
import { IconWallet } from '@buget/shared-ui/components';
import './auth.css';

type AuthCardProps = { title: string; subtitle?: ReactNode; badge?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The signed-out door: brand, a card with the form, and a footer link. */
export function AuthCard({ title, subtitle, badge, children, footer }: AuthCardProps) {
  return (
    <main className="auth-page" id="continut">
      <div className="auth-card">
        <div className="auth-card__brand">
          <span className="auth-card__mark" aria-hidden="true">
            <IconWallet />
          </span>
          <span className="auth-card__name">Buget</span>
          {badge}
        </div>
        <h1 className="auth-card__title">{title}</h1>
        {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
        {children}
        {footer ? <p className="auth-card__footer">{footer}</p> : null}
      </div>
    </main>
  );
}
