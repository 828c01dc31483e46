import { RECURRING_LOOKAHEAD_DAYS } from '../constants';
import { addDays, addMonthsClamped, addYearsClamped, diffDays, type IsoDate } from '../dates/iso-date';
import { err, ok, type Result } from '../result/result';
import type { RecurrenceEnd, RecurringGenerationOutcome } from '../schemas/recurring-rule';
import type { Frequency } from '../schemas/transaction';
import { RECURRING_RULE_MESSAGES } from '../validation/messages';

export type RecurrenceSeries = {
  startDate: IsoDate;
  frequency: Frequency;
  end: RecurrenceEnd;
  /** An inactive rule generates nothing (spec point 3). Defaults to active. */
  isActive?: boolean;
};

export type GenerationWindow = {
  today: IsoDate;
  /** Days after today to generate for, 0 to 3650. */
  lookAheadDays: number;
  /** Earliest date wanted, e.g. the day after the last generated one. Defaults to the start. */
  from?: IsoDate;
};

const FIXED_STEP_DAYS: Partial<Record<Frequency, number>> = { DAILY: 1, WEEKLY: 7 };

/**
 * The n-th date of a series (n = 0 is the start). Months and years are counted from the start
 * date, never from the previous occurrence, so 31 January gives 28/29 February and then
 * 31 March again. NONE has only the start.
 */
export const nthOccurrence = (startDate: IsoDate, frequency: Frequency, n: number): IsoDate | null => {
  switch (frequency) {
    case 'DAILY':
      return addDays(startDate, n);
    case 'WEEKLY':
      return addDays(startDate, 7 * n);
    case 'MONTHLY':
      return addMonthsClamped(startDate, n);
    case 'YEARLY':
      return addYearsClamped(startDate, n);
    case 'NONE':
      return n === 0 ? startDate : null;
  }
};

export const isValidLookAhead = (days: number): boolean =>
  Number.isInteger(days) && days >= RECURRING_LOOKAHEAD_DAYS.min && days <= RECURRING_LOOKAHEAD_DAYS.max;

/** First index worth looking at: skips whole days/weeks before `from` instead of walking them. */
const firstIndex = (series: RecurrenceSeries, from: IsoDate): number => {
  const step = FIXED_STEP_DAYS[series.frequency];
  if (step === undefined) return 0;
  return Math.max(0, Math.ceil(diffDays(series.startDate, from) / step));
};

/**
 * The dates a rule generates, sorted, from `from` (or the start) to today + look-ahead, honouring
 * the end condition. "After N" counts from the start of the series, whatever `from` is.
 */
export const generateOccurrences = (series: RecurrenceSeries, window: GenerationWindow): Result<IsoDate[], string> => {
  if (!isValidLookAhead(window.lookAheadDays)) return err(RECURRING_RULE_MESSAGES.lookAheadRange);
  if (series.isActive === false) return ok([]);
  const horizon = addDays(window.today, window.lookAheadDays);
  const last =
    series.end.type === 'until' && series.end.endDate < horizon ? series.end.endDate : horizon;
  const from = window.from !== undefined && window.from > series.startDate ? window.from : series.startDate;
  const maxCount = series.end.type === 'after' ? series.end.occurrences : Number.POSITIVE_INFINITY;

  const dates: IsoDate[] = [];
  for (let n = firstIndex(series, from); n < maxCount; n += 1) {
    const date = nthOccurrence(series.startDate, series.frequency, n);
    if (date === null || date > last) break;
    if (date >= from) dates.push(date);
  }
  return ok(dates);
};

/** The outcome of a generation run: everything asked for, some of it, or an error. */
export const generationOutcome = (requested: number, generated: number): RecurringGenerationOutcome =>
  generated >= requested ? 'success' : generated > 0 ? 'partial' : requested > 0 ? 'error' : 'success';
