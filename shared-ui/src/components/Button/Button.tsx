import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import './Button.css';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

type NativeButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children'>;

type ButtonCommonProps = NativeButtonProps & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner in place of the icon, sets aria-busy and disables the button. */
  loading?: boolean;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
};

type ButtonWithTextProps = ButtonCommonProps & {
  iconOnly?: false;
  /** Shown before the label. */
  icon?: ReactNode;
  children: ReactNode;
};

type IconOnlyButtonProps = ButtonCommonProps & {
  /** A square button showing only its icon; the label is then mandatory. */
  iconOnly: true;
  icon: ReactNode;
  'aria-label': string;
  children?: never;
};

export type ButtonProps = ButtonWithTextProps | IconOnlyButtonProps;

/** The one button of the app. `ref` is a plain prop in React 19 and reaches the <button>. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  iconOnly = false,
  icon,
  children,
  disabled,
  className,
  type = 'button',
  ref,
  ...rest
}: ButtonProps) {
  const classes = [
    'bg-button',
    `bg-button--${variant}`,
    `bg-button--${size}`,
    iconOnly && 'bg-button--icon-only',
    fullWidth && 'bg-button--full',
    loading && 'bg-button--loading',
    className,
  ]
    .filter(Boolean)
    .join(' ');

  const spinnerSize = size === 'lg' ? 'md' : 'sm';
  const leading = loading ? <Spinner size={spinnerSize} decorative /> : icon;

  return (
    <button
      ref={ref}
      type={type}
      className={classes}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {leading ? <span className="bg-button__icon">{leading}</span> : null}
      {iconOnly ? null : <span className="bg-button__label">{children}</span>}
    </button>
  );
}
