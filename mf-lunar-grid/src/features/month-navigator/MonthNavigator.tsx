import { formatMonthKey } from '@buget/shared-domain/planning';
import { selectedMonthKey, useGlobalDateStore } from '@buget/shared-domain/stores';
import { Button, IconChevronLeft, IconChevronRight } from '@buget/shared-ui/components';
import './MonthNavigator.css';

/** Moves the shared selected date one month at a time. */
export function MonthNavigator() {
  const monthKey = useGlobalDateStore(selectedMonthKey);
  const shiftMonths = useGlobalDateStore((state) => state.shiftMonths);
  return (
    <div className="month-navigator" role="group" aria-label="Luna afișată">
      <Button variant="secondary" iconOnly aria-label="Luna anterioară" icon={<IconChevronLeft />} onClick={() => shiftMonths(-1)} />
      <span className="month-navigator__label" data-testid="grid-selected-month" aria-live="polite">
        {formatMonthKey(monthKey)}
      </span>
      <Button variant="secondary" iconOnly aria-label="Luna următoare" icon={<IconChevronRight />} onClick={() => shiftMonths(1)} />
    </div>
  );
}
