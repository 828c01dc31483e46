import type { HTMLAttributes, ReactNode } from 'react';
import './EmptyState.css';

export type EmptyStateProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** A 20–24px icon, shown in a soft tinted disc. */
  icon?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Usually one primary Button that creates the first item. */
  action?: ReactNode;
  /** Heading level of the title; 2 under a page's h1, 3 inside a section. */
  headingLevel?: 2 | 3;
  /** 'card' sits on the page background; 'plain' sits inside an existing card or table. */
  appearance?: 'card' | 'plain';
};

/** What a page shows before it has data: a calm card that says what goes here and how to start. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  appearance = 'card',
  className,
  ...rest
}: EmptyStateProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const classes = ['bg-empty-state', `bg-empty-state--${appearance}`, className].filter(Boolean).join(' ');

  return (
    <section className={classes} {...rest}>
      {icon ? (
        <div className="bg-empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading className="bg-empty-state__title">{title}</Heading>
      <p className="bg-empty-state__description">{description}</p>
      {action ? <div className="bg-empty-state__action">{action}</div> : null}
    </section>
  );
}
