import { buildCalendarGrid, dayMarker, formatDayAndMonth, formatMonthKey, toMonthKey, WEEKDAY_LABELS, type DailyMonth, type DayMarker } from '@buget/shared-domain/planning';
import { useGlobalDateStore } from '@buget/shared-domain/stores';
import type { IsoDate } from '@buget/shared-domain/rules';
import { Button, IconChevronLeft, IconChevronRight } from '@buget/shared-ui/components';
import './MonthCalendar.css';

export const MARKER_LABELS: Record<DayMarker, string> = {
  pending: 'în așteptare',
  done: 'doar realizate',
  overdue: 'restanțe',
};

type MonthCalendarProps = {
  today: IsoDate;
  month: DailyMonth | undefined;
};

/**
 * The selected day's month, Monday first, 42 days (spec point 2 'Calendar helper'), each day of
 * the month marked by what it holds: pending items, only settled ones, or overdue ones.
 */
export function MonthCalendar({ today, month }: MonthCalendarProps) {
  const selectedDate = useGlobalDateStore((state) => state.selectedDate);
  const setSelectedDate = useGlobalDateStore((state) => state.setSelectedDate);
  const shiftMonths = useGlobalDateStore((state) => state.shiftMonths);
  const key = toMonthKey(selectedDate);
  const byDay = new Map((month?.month === key ? month.days : []).map((d) => [d[0], d]));
  const cells = buildCalendarGrid(key, today);
  return (
    <section className="month-calendar" aria-labelledby="month-calendar-title">
      <div className="month-calendar__header">
        <Button variant="ghost" size="sm" iconOnly aria-label="Luna anterioară" icon={<IconChevronLeft />} onClick={() => shiftMonths(-1)} />
        <h2 id="month-calendar-title" className="month-calendar__title">
          {formatMonthKey(key)}
        </h2>
        <Button variant="ghost" size="sm" iconOnly aria-label="Luna următoare" icon={<IconChevronRight />} onClick={() => shiftMonths(1)} />
      </div>
      <div className="month-calendar__grid" role="group" aria-label={`Zilele lunii ${formatMonthKey(key)}`}>
        {WEEKDAY_LABELS.map((label) => (
          <span key={label} className="month-calendar__weekday" aria-hidden="true">
            {label}
          </span>
        ))}
        {cells.map((cell) => {
          const marker = cell.isCurrentMonth ? dayMarker(byDay.get(cell.day), cell.date, today) : null;
          const selected = cell.date === selectedDate;
          const name = `${formatDayAndMonth(cell.date)}${marker ? `, ${MARKER_LABELS[marker]}` : ''}${cell.isToday ? ', azi' : ''}`;
          return (
            <button
              key={cell.date}
              type="button"
              className={[
                'month-calendar__day',
                cell.isCurrentMonth ? '' : 'month-calendar__day--outside',
                cell.isToday ? 'month-calendar__day--today' : '',
                selected ? 'month-calendar__day--selected' : '',
              ].filter(Boolean).join(' ')}
              aria-label={name}
              aria-pressed={selected}
              data-date={cell.date}
              data-marker={marker ?? undefined}
              onClick={() => setSelectedDate(cell.date)}
            >
              <span aria-hidden="true">{cell.day}</span>
              {marker ? <span className={`month-calendar__marker month-calendar__marker--${marker}`} aria-hidden="true" /> : null}
            </button>
          );
        })}
      </div>
      <ul className="month-calendar__legend" aria-label="Legenda calendarului">
        {(Object.keys(MARKER_LABELS) as DayMarker[]).map((marker) => (
          <li key={marker}>
            <span className={`month-calendar__marker month-calendar__marker--${marker}`} aria-hidden="true" />
            {MARKER_LABELS[marker]}
          </li>
        ))}
      </ul>
    </section>
  );
}
