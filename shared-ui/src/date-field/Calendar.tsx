import { DayPicker } from 'react-day-picker';
import { ro } from 'react-day-picker/locale/ro';
import 'react-day-picker/style.css';
import './Calendar.css';
import { toLocalIsoDate, type IsoDate } from '@buget/shared-domain/rules';
import { isoToDate } from './date-text';

export type CalendarProps = {
  /** The chosen day, or null: the calendar then opens on `fallbackMonth`. */
  selected: IsoDate | null;
  fallbackMonth: IsoDate;
  min: IsoDate;
  max: IsoDate;
  onSelect: (date: IsoDate) => void;
};

/**
 * The month picker behind a date field's calendar button (react-day-picker, loaded the first time
 * a calendar opens): Romanian names, weeks from Monday, a month and year dropdown, the days outside
 * min–max disabled, and the chosen day (or today's) focused so the arrows move from it.
 */
export default function Calendar({ selected, fallbackMonth, min, max, onSelect }: CalendarProps) {
  const selectedDate = selected === null ? undefined : isoToDate(selected);
  const minDate = isoToDate(min);
  const maxDate = isoToDate(max);
  return (
    <DayPicker
      className="bg-calendar"
      mode="single"
      required
      locale={ro}
      weekStartsOn={1}
      captionLayout="dropdown"
      startMonth={minDate}
      endMonth={maxDate}
      defaultMonth={selectedDate ?? isoToDate(fallbackMonth)}
      disabled={[{ before: minDate }, { after: maxDate }]}
      selected={selectedDate}
      onSelect={(date: Date) => onSelect(toLocalIsoDate(date))}
      autoFocus
    />
  );
}
