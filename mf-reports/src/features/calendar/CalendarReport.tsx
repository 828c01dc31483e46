import { useMemo, type ReactNode } from 'react';
import { WEEKDAY_LABELS, formatDayAndMonth } from '@buget/shared-domain/planning';
import { addMonths, calendarSummary, calendarWeeks, monthLabel, useCalendar, type MonthKey } from '@buget/shared-domain/reports';
import { CURRENCY_SYMBOLS } from '@buget/shared-domain/constants';
import { formatMoney, formatWholeNumber } from '@buget/shared-domain/rules';
import { useAppSettingsStore } from '@buget/shared-domain/settings';
import { Button, IconChevronLeft, IconChevronRight } from '@buget/shared-ui/components';
import { ReportCard } from '../card/ReportCard';

type CalendarReportProps = { month: MonthKey; accounts: readonly string[]; onMonth: (month: MonthKey) => void; emptyAction: ReactNode };

/** Calendar: a month's days shaded by what was spent on each (five shades against the heaviest day). */
export function CalendarReport({ month, accounts, onMonth, emptyAction }: CalendarReportProps) {
  const currency = useAppSettingsStore((state) => state.settings.defaultCurrency);
  const query = useCalendar(month, accounts);
  const rows = useMemo(() => query.data ?? [], [query.data]);
  const weeks = useMemo(() => calendarWeeks(rows), [rows]);
  const spent = useMemo(() => rows.filter((r) => r.expenses > 0).sort((a, b) => b.expenses - a.expenses), [rows]);
  const status = query.isPending ? 'pending' : query.isError ? 'error' : spent.length === 0 ? 'empty' : 'ready';
  return (
    <ReportCard
      title={`Calendar: ${monthLabel(month)}`}
      status={status}
      error={query.error}
      onRetry={() => void query.refetch()}
      summary={calendarSummary(rows, month, currency)}
      empty={{
        title: `Nicio cheltuială în ${monthLabel(month)}`,
        description: 'Alege o altă lună cu săgețile de mai sus sau adaugă cheltuieli în Tranzacții.',
        action: emptyAction,
      }}
      toolbar={
        <div className="rep-card__toolbar" data-print="hide">
          <Button variant="secondary" size="sm" iconOnly icon={<IconChevronLeft />} aria-label="Luna anterioară" onClick={() => onMonth(addMonths(month, -1))} />
          <span className="rep-card__month">{monthLabel(month)}</span>
          <Button variant="secondary" size="sm" iconOnly icon={<IconChevronRight />} aria-label="Luna următoare" onClick={() => onMonth(addMonths(month, 1))} />
        </div>
      }
      chart={
        <table className="rep-calendar" data-testid="calendar-grid">
          <caption className="bg-visually-hidden">Cheltuielile fiecărei zile din {monthLabel(month)}</caption>
          <thead>
            <tr>
              {WEEKDAY_LABELS.map((d) => (
                <th scope="col" key={d}>
                  {d}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.find((c) => c)?.day ?? 'gol'}>
                {week.map((cell, i) =>
                  cell ? (
                    <td key={cell.day} className="rep-calendar__day" data-level={cell.level} title={`${formatDayAndMonth(cell.day)}: ${formatMoney(cell.expenses, currency)}`}>
                      <span className="rep-calendar__number">{Number(cell.day.slice(8))}</span>
                      {cell.expenses > 0 ? (
                        <span className="rep-calendar__amount">
                          {formatWholeNumber(Math.round(cell.expenses))}
                          <span className="bg-visually-hidden"> {CURRENCY_SYMBOLS[currency]}</span>
                        </span>
                      ) : (
                        <span className="bg-visually-hidden">{formatMoney(0, currency)}</span>
                      )}
                    </td>
                  ) : (
                    <td key={`gol-${i}`} className="rep-calendar__empty" />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      }
      tableLabel="Zilele cu cheltuieli, cele mai grele întâi"
      table={
        <table className="rep-table" data-testid="calendar-table">
          <caption className="bg-visually-hidden">Zilele cu cheltuieli din {monthLabel(month)}, cele mai grele întâi</caption>
          <thead>
            <tr>
              <th scope="col">Ziua</th>
              <th scope="col">Cheltuieli</th>
            </tr>
          </thead>
          <tbody>
            {spent.map((r) => (
              <tr key={r.day}>
                <th scope="row">{formatDayAndMonth(r.day)}</th>
                <td>{formatMoney(r.expenses, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
      csv={{ file: `calendar-${month}.csv`, header: ['Ziua', 'Cheltuieli'], rows: rows.map((r) => [formatDayAndMonth(r.day), r.expenses]) }}
    />
  );
}
