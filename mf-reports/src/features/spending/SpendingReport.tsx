import { useMemo, type MouseEvent, type ReactNode } from 'react';
import { categoryLabel } from '@buget/shared-domain/categories';
import { monthLabel, OTHER_SERIES, rangeLabel, spendingSummary, stackSpending, transactionsHref, useSpending, type ReportScope } from '@buget/shared-domain/reports';
import { CURRENCY_WORDS } from '@buget/shared-domain/constants';
import { formatMoney, type NavigateFn } from '@buget/shared-domain/rules';
import { useAppSettingsStore } from '@buget/shared-domain/settings';
import { Button } from '@buget/shared-ui/components';
import { Chart, type ChartPick } from '@buget/shared-ui/chart';
import { ReportCard } from '../card/ReportCard';
import { Legend } from '../card/Legend';
import { seriesAt, spendingChartSpec } from './spending-chart';

type SpendingReportProps = {
  scope: ReportScope;
  category: string | null;
  onDrill: (category: string | null) => void;
  navigate: NavigateFn;
  emptyAction: ReactNode;
};

/**
 * Cheltuieli pe categorii: the months' spending stacked by category; a category (its row or its
 * band in the chart) opens its subcategories, and a subcategory opens the transactions list
 * filtered to it and the period.
 */
export function SpendingReport({ scope, category, onDrill, navigate, emptyAction }: SpendingReportProps) {
  const currency = useAppSettingsStore((state) => state.settings.defaultCurrency);
  const query = useSpending(scope, category);
  const rows = useMemo(() => query.data ?? [], [query.data]);
  // The chart keeps six colours ('Altele' gathers the rest); the table lists every one.
  const stacked = useMemo(() => stackSpending(rows, scope.range, category !== null), [rows, scope.range, category]);
  const full = useMemo(() => stackSpending(rows, scope.range, category !== null, Number.POSITIVE_INFINITY), [rows, scope.range, category]);
  const spec = useMemo(() => spendingChartSpec(stacked, currency), [stacked, currency]);
  const drilledLabel = category === null ? null : categoryLabel(category);
  const hrefOf = (key: string) => transactionsHref({ range: scope.range, category: category ?? key, subcategory: category === null ? null : key || null, accounts: scope.accounts });
  const open = (key: string) => {
    if (key === OTHER_SERIES) return;
    if (category === null) onDrill(key);
    else navigate(hrefOf(key));
  };
  const follow = (key: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(hrefOf(key));
  };
  const pick = ({ index, value }: ChartPick) => {
    const at = seriesAt(stacked, index, value);
    const series = at === null ? undefined : stacked.series[at];
    if (series) open(series.key);
  };
  const status = query.isPending ? 'pending' : query.isError ? 'error' : rows.length === 0 ? 'empty' : 'ready';
  const title = drilledLabel === null ? 'Cheltuieli pe categorii' : `Cheltuieli pe categorii: ${drilledLabel}`;
  return (
    <ReportCard
      title={title}
      status={status}
      error={query.error}
      onRetry={() => void query.refetch()}
      summary={spendingSummary(rows, scope.range, drilledLabel, currency)}
      empty={{
        title: `Nicio cheltuială în ${rangeLabel(scope.range)}`,
        description: 'Nu ai cheltuieli în perioada și conturile alese. Adaugă cheltuieli sau alege o altă perioadă.',
        action: emptyAction,
      }}
      toolbar={
        category !== null ? (
          <div className="rep-card__toolbar" data-print="hide">
            <Button variant="secondary" size="sm" onClick={() => onDrill(null)}>
              ← Toate categoriile
            </Button>
            <span className="rep-card__hint">Alege o subcategorie ca să-i vezi tranzacțiile.</span>
          </div>
        ) : (
          <p className="rep-card__hint" data-print="hide">
            Alege o categorie (în grafic, în legenda lui sau în tabel) ca să-i vezi subcategoriile.
          </p>
        )
      }
      chart={
        <>
          <Legend
            label={category === null ? 'Categoriile din grafic' : 'Subcategoriile din grafic'}
            items={stacked.series.map((s, i) => ({
              label: s.label,
              tone: `series-${(i % 6) + 1}` as const,
              shape: 'box' as const,
              ...(s.key === OTHER_SERIES ? {} : category === null ? { select: () => open(s.key) } : { href: hrefOf(s.key), follow: follow(s.key) }),
            }))}
          />
          <Chart spec={spec} testId="spending-chart" onPick={pick} />
        </>
      }
      tableLabel={drilledLabel === null ? 'Cheltuielile pe categorii și luni' : `Cheltuielile din ${drilledLabel} pe subcategorii și luni`}
      table={
        <table className="rep-table" data-testid="spending-table">
          <caption className="bg-visually-hidden">{title}, în {CURRENCY_WORDS[currency]}</caption>
          <thead>
            <tr>
              <th scope="col">{category === null ? 'Categoria' : 'Subcategoria'}</th>
              {full.months.map((m) => (
                <th scope="col" key={m}>
                  {monthLabel(m)}
                </th>
              ))}
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {full.series.map((s) => (
              <tr key={s.key}>
                <th scope="row">
                  {s.key === OTHER_SERIES ? (
                    s.label
                  ) : category === null ? (
                    <button type="button" className="rep-link" onClick={() => open(s.key)}>
                      {s.label}
                    </button>
                  ) : (
                    <a className="rep-link" href={hrefOf(s.key)} onClick={follow(s.key)}>
                      {s.label}
                    </a>
                  )}
                </th>
                {s.values.map((v, i) => (
                  <td key={full.months[i]}>{formatMoney(v, currency)}</td>
                ))}
                <td>{formatMoney(s.total, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
      csv={{
        file: `cheltuieli-pe-categorii-${scope.range.from}-${scope.range.to}.csv`,
        header: ['Luna', 'Categoria', 'Subcategoria', 'Suma'],
        rows: rows.map((r) => [monthLabel(r.month), categoryLabel(r.category), r.subcategory, r.amount]),
      }}
    />
  );
}
