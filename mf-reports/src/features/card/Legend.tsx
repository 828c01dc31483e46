export type LegendItem = { label: string; tone: 'success' | 'danger' | 'primary' | 'text' | 'muted' | `series-${number}`; shape: 'box' | 'line' | 'dashed' };

/** A chart's legend (the canvas is hidden from screen readers, and so is this: the table says the same). */
export function Legend({ items }: { items: readonly LegendItem[] }) {
  return (
    <ul className="rep-legend" aria-hidden="true">
      {items.map((item) => (
        <li key={item.label}>
          <span className={`rep-legend__swatch rep-legend__swatch--${item.shape}`} data-tone={item.tone} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
