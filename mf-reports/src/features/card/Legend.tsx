import type { MouseEvent } from 'react';

export type LegendItem = {
  label: string;
  tone: 'success' | 'danger' | 'primary' | 'text' | 'muted' | `series-${number}`;
  shape: 'box' | 'line' | 'dashed';
  /** What choosing the entry does, as a button (the chart's click on its band, by keyboard too). */
  select?: (() => void) | undefined;
  /** Or where it leads, as a link (follow: the in-app navigation of a plain click). */
  href?: string | undefined;
  follow?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
};

/**
 * A chart's legend. A plain one is hidden from screen readers (the table says the same); one
 * whose entries can be chosen is a labelled list of buttons or links, so what a click on the
 * chart does can be done from the keyboard too.
 */
export function Legend({ items, label }: { items: readonly LegendItem[]; label?: string }) {
  const interactive = items.some((item) => item.select !== undefined || item.href !== undefined);
  return (
    <ul className="rep-legend" aria-hidden={interactive ? undefined : 'true'} aria-label={interactive ? label : undefined}>
      {items.map((item) => {
        const swatch = <span className={`rep-legend__swatch rep-legend__swatch--${item.shape}`} data-tone={item.tone} aria-hidden="true" />;
        return (
          <li key={item.label}>
            {item.select ? (
              <button type="button" className="rep-legend__pick" onClick={item.select}>
                {swatch}
                {item.label}
              </button>
            ) : item.href ? (
              <a className="rep-legend__pick" href={item.href} onClick={item.follow}>
                {swatch}
                {item.label}
              </a>
            ) : (
              <>
                {swatch}
                {item.label}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
