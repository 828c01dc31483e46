import { categoryLabel } from '@buget/shared-domain/categories';
import { formatDisplayDate, type TransactionRow } from '@buget/shared-domain/transactions';
import { formatMoney } from '@buget/shared-domain/rules';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { FREQUENCY_LABELS, TYPE_LABELS } from '../labels';
import { amountText, balanceClass, RowButtons, type RowActions } from './columns';

/** At phone widths each transaction is a card; the list is virtualised the same way. */
export function TransactionCards({ rows, actions, busy }: { rows: TransactionRow[]; actions: RowActions; busy: boolean }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 150,
    overscan: 6,
    initialRect: { width: 360, height: 900 },
  });
  return (
    <div ref={scrollRef} className="tx-cards-scroll" aria-busy={busy}>
      <ul className="tx-cards" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <li
              key={row.id}
              ref={virtualizer.measureElement}
              data-index={item.index}
              data-testid="transaction-card"
              data-id={row.id}
              className="tx-card"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <div className="tx-card__top">
                <span className={`tx-type tx-type--${row.type.toLowerCase()}`}>{TYPE_LABELS[row.type]}</span>
                <span className={`tx-amount tx-amount--${row.type.toLowerCase()}`}>{amountText(row)}</span>
              </div>
              <div className="tx-card__category">
                {categoryLabel(row.category)}
                {row.subcategory ? ` · ${row.subcategory}` : ''}
              </div>
              {row.description ? <p className="tx-card__description">{row.description}</p> : null}
              <dl className="tx-card__meta">
                <div>
                  <dt>Dată</dt>
                  <dd>{formatDisplayDate(row.date)}</dd>
                </div>
                <div>
                  <dt>Sold cumulat</dt>
                  <dd className={balanceClass(row.running_balance)}>{formatMoney(row.running_balance)}</dd>
                </div>
                {row.recurring ? (
                  <div>
                    <dt>Recurentă</dt>
                    <dd>{FREQUENCY_LABELS[row.frequency ?? 'NONE']}</dd>
                  </div>
                ) : null}
              </dl>
              <RowButtons row={row} actions={actions} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
