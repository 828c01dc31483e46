import { format, parseISO } from 'date-fns';
import { ro } from 'date-fns/locale';
import { DATE_FORMATS } from '@buget/shared-domain/constants';
import { useGlobalDateStore } from '@buget/shared-domain/stores';
import { Button, IconChevronLeft, IconChevronRight } from '@buget/shared-ui/components';
import './DayNavigator.css';

/** Moves the shared selected date one day at a time; 'Azi' returns to today. */
export function DayNavigator() {
  const selectedDate = useGlobalDateStore((state) => state.selectedDate);
  const shiftDays = useGlobalDateStore((state) => state.shiftDays);
  const setSelectedDate = useGlobalDateStore((state) => state.setSelectedDate);
  const today = format(new Date(), DATE_FORMATS.today);
  const label = format(parseISO(selectedDate), 'EEEE, d MMMM yyyy', { locale: ro });
  return (
    <div className="day-navigator" role="group" aria-label="Ziua afișată">
      <Button variant="secondary" iconOnly aria-label="Ziua anterioară" icon={<IconChevronLeft />} onClick={() => shiftDays(-1)} />
      <time className="day-navigator__date" dateTime={selectedDate} data-testid="daily-selected-date" aria-live="polite">
        {label}
      </time>
      <Button variant="secondary" iconOnly aria-label="Ziua următoare" icon={<IconChevronRight />} onClick={() => shiftDays(1)} />
      <Button variant="ghost" size="sm" onClick={() => setSelectedDate(today)} disabled={selectedDate === today}>
        Azi
      </Button>
    </div>
  );
}
