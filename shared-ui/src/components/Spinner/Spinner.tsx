import type { HTMLAttributes } from 'react';
import './Spinner.css';

export const SPINNER_SIZES = ['sm', 'md', 'lg', 'xl'] as const;
export type SpinnerSize = (typeof SPINNER_SIZES)[number];

export const DEFAULT_SPINNER_LABEL = 'Se încarcă...';

export type SpinnerProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> & {
  size?: SpinnerSize;
  /** What is loading, read by screen readers (and shown when `showLabel` is set). */
  label?: string;
  /** Show the label beside (sm, md) or under (lg, xl) the ring. */
  showLabel?: boolean;
  /**
   * Purely visual: no role and hidden from assistive technology. For spinners inside a control
   * that already announces its state (a Button with aria-busy).
   */
  decorative?: boolean;
};

/** A loading indicator: a rotating ring, or a slow pulse when the user prefers reduced motion. */
export function Spinner({
  size = 'md',
  label = DEFAULT_SPINNER_LABEL,
  showLabel = false,
  decorative = false,
  className,
  ...rest
}: SpinnerProps) {
  const classes = ['bg-spinner', `bg-spinner--${size}`, className].filter(Boolean).join(' ');
  const a11y = decorative
    ? { 'aria-hidden': true as const }
    : { role: 'status' as const, 'aria-live': 'polite' as const };

  return (
    <span className={classes} {...a11y} {...rest}>
      <svg className="bg-spinner__ring" viewBox="0 0 24 24" fill="none" aria-hidden="true" data-motion="essential">
        <circle className="bg-spinner__track" cx="12" cy="12" r="9.5" strokeWidth="3" />
        <path className="bg-spinner__arc" d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {decorative ? null : (
        <span className={showLabel ? 'bg-spinner__label' : 'bg-visually-hidden'}>{label}</span>
      )}
    </span>
  );
}
