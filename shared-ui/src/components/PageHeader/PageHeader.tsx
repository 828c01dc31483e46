import type { HTMLAttributes, ReactNode } from 'react';
import './PageHeader.css';

export type PageHeaderProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** The page's h1. */
  title: ReactNode;
  description?: ReactNode;
  /** Buttons aligned to the end; they wrap under the title on narrow screens. */
  actions?: ReactNode;
};

/** The top of a page's content: its h1, a line of context and the page-level actions. */
export function PageHeader({ title, description, actions, className, ...rest }: PageHeaderProps) {
  return (
    <header className={['bg-page-header', className].filter(Boolean).join(' ')} {...rest}>
      <div className="bg-page-header__text">
        <h1 className="bg-page-header__title">{title}</h1>
        {description ? <p className="bg-page-header__description">{description}</p> : null}
      </div>
      {actions ? <div className="bg-page-header__actions">{actions}</div> : null}
    </header>
  );
}
