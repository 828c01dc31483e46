import { categoryLabel } from '@buget/shared-domain/categories';
import { formatDisplayDate, useAppSettingsStore } from '@buget/shared-domain/settings';
import { rowAccountText, type TransactionRow } from '@buget/shared-domain/transactions';
import { formatMoney } from '@buget/shared-domain/rules';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { FREQUENCY_LABELS } from '../labels';
import { AmountCell, balanceClass, RowButtons, StatusBadge, TypeBadge, type RowActions } from './columns';

type TransactionCardsProps = { rows: TransactionRow[]; actions: RowActions; accountNames: ReadonlyMap<string, string>; busy: boolean };

/** At phone widths each transaction is a card with what the table's columns show; the list is virtualised the same way. */
export function TransactionCards({ rows, actions, accountNames, busy }: TransactionCardsProps) {
  const defaultCurrency = useAppSettingsStore((state) => state.settings.defaultCurrency);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 170,
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
                <span className="tx-card__badges">
                  <TypeBadge row={row} />
                  <StatusBadge row={row} />
                </span>
                <AmountCell row={row} />
              </div>
              <div className="tx-card__category">
                {row.type === 'TRANSFER' ? rowAccountText(row, accountNames) : categoryLabel(row.category)}
                {row.subcategory ? ` · ${row.subcategory}` : ''}
              </div>
              {row.description ? <p className="tx-card__description">{row.description}</p> : null}
              <dl className="tx-card__meta">
                <div>
                  <dt>Dată</dt>
                  <dd>{formatDisplayDate(row.date)}</dd>
                </div>
                {row.type === 'TRANSFER' ? null : (
                  <div>
                    <dt>Cont</dt>
                    <dd>{rowAccountText(row, accountNames)}</dd>
                  </div>
                )}
                <div>
                  <dt>Sold cumulat</dt>
                  <dd className={balanceClass(row.running_balance)}>{formatMoney(row.running_balance, defaultCurrency)}</dd>
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
