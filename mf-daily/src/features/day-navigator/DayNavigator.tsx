import { formatLongDate } from '@buget/shared-domain/planning';
import { useGlobalDateStore } from '@buget/shared-domain/stores';
import type { IsoDate } from '@buget/shared-domain/rules';
import { Button, IconChevronLeft, IconChevronRight } from '@buget/shared-ui/components';
import { DateField } from '@buget/shared-ui/date-field';
import './DayNavigator.css';

/** Moves the shared selected date: a day back or on, to today, or to the day typed or picked in the date field. */
export function DayNavigator({ today }: { today: IsoDate }) {
  const selectedDate = useGlobalDateStore((state) => state.selectedDate);
  const shiftDays = useGlobalDateStore((state) => state.shiftDays);
  const setSelectedDate = useGlobalDateStore((state) => state.setSelectedDate);
  return (
    <div className="day-navigator" role="group" aria-label="Ziua afișată">
      <Button variant="secondary" iconOnly aria-label="Ziua anterioară" icon={<IconChevronLeft />} onClick={() => shiftDays(-1)} />
      <time className="day-navigator__date" dateTime={selectedDate} data-testid="daily-selected-date" aria-live="polite">
        {formatLongDate(selectedDate)}
      </time>
      <Button variant="secondary" iconOnly aria-label="Ziua următoare" icon={<IconChevronRight />} onClick={() => shiftDays(1)} />
      <Button variant="ghost" size="sm" onClick={() => setSelectedDate(today)} disabled={selectedDate === today}>
        Azi
      </Button>
      <DateField
        label="Alege ziua"
        compact
        className="day-navigator__picker"
        value={selectedDate}
        today={today}
        onChange={(date) => {
          if (date !== '') setSelectedDate(date);
        }}
      />
    </div>
  );
}
