import { useEffect } from 'react';
import { formatMonthKey } from '@buget/shared-domain/planning';
import { isTypingTarget, toLocalIsoDate } from '@buget/shared-domain/rules';
import { selectedMonthKey, useGlobalDateStore } from '@buget/shared-domain/stores';
import { Button, IconChevronLeft, IconChevronRight } from '@buget/shared-ui/components';
import './MonthNavigator.css';

/**
 * Moves the shared selected date one month at a time (the daily page follows), PageUp/PageDown
 * too, and 'Azi' back to today. The keys are left to a field being typed in.
 */
export function MonthNavigator() {
  const monthKey = useGlobalDateStore(selectedMonthKey);
  const shiftMonths = useGlobalDateStore((state) => state.shiftMonths);
  const setSelectedDate = useGlobalDateStore((state) => state.setSelectedDate);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target as HTMLElement | null)) return;
      if (event.key !== 'PageUp' && event.key !== 'PageDown') return;
      event.preventDefault();
      useGlobalDateStore.getState().shiftMonths(event.key === 'PageUp' ? -1 : 1);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <div className="month-navigator" role="group" aria-label="Luna afișată">
      <Button variant="secondary" size="sm" iconOnly aria-label="Luna anterioară" title="Luna anterioară (PageUp)" icon={<IconChevronLeft />} onClick={() => shiftMonths(-1)} />
      <span className="month-navigator__label" data-testid="grid-selected-month" aria-live="polite">
        {formatMonthKey(monthKey)}
      </span>
      <Button variant="secondary" size="sm" iconOnly aria-label="Luna următoare" title="Luna următoare (PageDown)" icon={<IconChevronRight />} onClick={() => shiftMonths(1)} />
      <Button variant="ghost" size="sm" onClick={() => setSelectedDate(toLocalIsoDate(new Date()))}>
        Azi
      </Button>
    </div>
  );
}
