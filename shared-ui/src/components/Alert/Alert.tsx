import type { ReactNode } from 'react';
import { IconAlert } from '../Icons/Icons';
import './Alert.css';

export const ALERT_VARIANTS = ['info', 'success', 'warning', 'error'] as const;
export type AlertVariant = (typeof ALERT_VARIANTS)[number];

export type AlertProps = {
  variant?: AlertVariant;
  title?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A message inside a form or page. Errors and warnings are announced at once (role alert). */
export function Alert({ variant = 'info', title, children, className }: AlertProps) {
  const urgent = variant === 'error' || variant === 'warning';
  return (
    <div
      className={['bg-alert', `bg-alert--${variant}`, className].filter(Boolean).join(' ')}
      role={urgent ? 'alert' : 'status'}
      data-variant={variant}
    >
      <IconAlert className="bg-alert__icon" size={18} aria-hidden="true" />
      <div className="bg-alert__body">
        {title ? <p className="bg-alert__title">{title}</p> : null}
        <div className="bg-alert__text">{children}</div>
      </div>
    </div>
  );
}
