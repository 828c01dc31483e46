import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysInMonth, diffDays, parseIsoDate } from '../dates/iso-date';
import type { RecurrenceEnd } from '../schemas/recurring-rule';
import type { Frequency } from '../schemas/transaction';
import { RECURRING_RULE_MESSAGES } from '../validation/messages';
import { generateOccurrences, generationOutcome, isValidLookAhead, nthOccurrence, type RecurrenceSeries } from './recurrence';

const dates = (series: RecurrenceSeries, today: string, lookAheadDays: number, from?: string): string[] => {
  const r = generateOccurrences(series, from === undefined ? { today, lookAheadDays } : { today, lookAheadDays, from });
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
const none: RecurrenceEnd = { type: 'none' };

describe('recurrence', () => {
  it('generates daily dates up to today + look-ahead', () => {
    expect(dates({ startDate: '2025-06-01', frequency: 'DAILY', end: none }, '2025-06-02', 2)).toEqual([
      '2025-06-01',
      '2025-06-02',
      '2025-06-03',
      '2025-06-04',
    ]);
  });
  it('generates weekly dates', () => {
    expect(dates({ startDate: '2025-06-02', frequency: 'WEEKLY', end: none }, '2025-06-02', 14)).toEqual([
      '2025-06-02',
      '2025-06-09',
      '2025-06-16',
    ]);
  });
  it('clamps monthly dates to the month end and returns to the 31st', () => {
    expect(dates({ startDate: '2025-01-31', frequency: 'MONTHLY', end: none }, '2025-01-31', 90)).toEqual([
      '2025-01-31',
      '2025-02-28',
      '2025-03-31',
      '2025-04-30',
    ]);
    expect(nthOccurrence('2024-01-31', 'MONTHLY', 1)).toBe('2024-02-29');
  });
  it('generates yearly dates, clamping 29 February', () => {
    expect(dates({ startDate: '2024-02-29', frequency: 'YEARLY', end: none }, '2024-03-01', 800)).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2026-02-28',
    ]);
  });
  it('stops after N occurrences, counted from the start', () => {
    const series: RecurrenceSeries = { startDate: '2025-06-01', frequency: 'DAILY', end: { type: 'after', occurrences: 3 } };
    expect(dates(series, '2025-06-01', 30)).toEqual(['2025-06-01', '2025-06-02', '2025-06-03']);
    expect(dates(series, '2025-06-01', 30, '2025-06-03')).toEqual(['2025-06-03']);
  });
  it('stops on the until date, inclusive', () => {
    const series: RecurrenceSeries = { startDate: '2025-06-01', frequency: 'WEEKLY', end: { type: 'until', endDate: '2025-06-15' } };
    expect(dates(series, '2025-06-01', 365)).toEqual(['2025-06-01', '2025-06-08', '2025-06-15']);
  });
  it('starts at `from` without walking the past', () => {
    expect(dates({ startDate: '2000-01-01', frequency: 'DAILY', end: none }, '2025-06-10', 0, '2025-06-09')).toEqual([
      '2025-06-09',
      '2025-06-10',
    ]);
  });
  it('gives only the start for NONE', () => {
    expect(dates({ startDate: '2025-06-01', frequency: 'NONE', end: none }, '2025-06-01', 365)).toEqual(['2025-06-01']);
  });
  it('generates nothing for an inactive rule', () => {
    expect(dates({ startDate: '2025-06-01', frequency: 'DAILY', end: none, isActive: false }, '2025-06-01', 10)).toEqual([]);
  });
  it('generates nothing for a future start beyond the window', () => {
    expect(dates({ startDate: '2025-07-01', frequency: 'DAILY', end: none }, '2025-06-01', 10)).toEqual([]);
  });
  it('accepts a look-ahead of 0 to 3650 days only', () => {
    expect(isValidLookAhead(0)).toBe(true);
    expect(isValidLookAhead(3650)).toBe(true);
    expect(isValidLookAhead(3651)).toBe(false);
    expect(isValidLookAhead(-1)).toBe(false);
    expect(isValidLookAhead(1.5)).toBe(false);
    const series: RecurrenceSeries = { startDate: '2025-06-01', frequency: 'DAILY', end: none };
    expect(generateOccurrences(series, { today: '2025-06-01', lookAheadDays: 4000 })).toEqual({
      ok: false,
      error: RECURRING_RULE_MESSAGES.lookAheadRange,
    });
  });
  it('names the outcome of a run', () => {
    expect(generationOutcome(3, 3)).toBe('success');
    expect(generationOutcome(3, 1)).toBe('partial');
    expect(generationOutcome(3, 0)).toBe('error');
    expect(generationOutcome(0, 0)).toBe('success');
  });
});

const dateArb = fc.integer({ min: 0, max: 3650 }).map((d) => addDays('2020-01-01', d));
const frequencyArb = fc.constantFrom<Frequency>('DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY');
const endArb: fc.Arbitrary<RecurrenceEnd> = fc.oneof(
  fc.constant<RecurrenceEnd>({ type: 'none' }),
  fc.integer({ min: 1, max: 50 }).map((occurrences): RecurrenceEnd => ({ type: 'after', occurrences })),
  dateArb.map((endDate): RecurrenceEnd => ({ type: 'until', endDate })),
);
const caseArb = fc.record({
  startDate: dateArb,
  frequency: frequencyArb,
  end: endArb,
  today: dateArb,
  lookAheadDays: fc.integer({ min: 0, max: 400 }),
  from: fc.option(dateArb, { nil: undefined }),
});

describe('recurrence properties', () => {
  it('dates are strictly increasing, within bounds and respect the end condition', () => {
    fc.assert(
      fc.property(caseArb, ({ startDate, frequency, end, today, lookAheadDays, from }) => {
        const out = dates({ startDate, frequency, end }, today, lookAheadDays, from);
        const horizon = addDays(today, lookAheadDays);
        for (let i = 1; i < out.length; i += 1) expect(out[i]! > out[i - 1]!).toBe(true);
        for (const d of out) {
          expect(d >= startDate).toBe(true);
          expect(d <= horizon).toBe(true);
          if (from !== undefined) expect(d >= from).toBe(true);
          if (end.type === 'until') expect(d <= end.endDate).toBe(true);
        }
        if (end.type === 'after') expect(out.length).toBeLessThanOrEqual(end.occurrences);
      }),
    );
  });
  it('monthly dates keep the start day, clamped to the month end', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: 0, max: 60 }), (startDate, n) => {
        const start = parseIsoDate(startDate)!;
        const d = parseIsoDate(nthOccurrence(startDate, 'MONTHLY', n)!)!;
        expect(d.day).toBe(Math.min(start.day, daysInMonth(d.year, d.month)));
        expect((d.year - start.year) * 12 + d.month - start.month).toBe(n);
      }),
    );
  });
  it('daily and weekly series without an end hit every step in the window', () => {
    fc.assert(
      fc.property(dateArb, fc.constantFrom<Frequency>('DAILY', 'WEEKLY'), fc.integer({ min: 0, max: 400 }), (startDate, frequency, look) => {
        const out = dates({ startDate, frequency, end: none }, startDate, look);
        const step = frequency === 'DAILY' ? 1 : 7;
        expect(out).toHaveLength(Math.floor(look / step) + 1);
        out.forEach((d, i) => expect(diffDays(startDate, d)).toBe(i * step));
      }),
    );
  });
  it('an inactive rule never generates', () => {
    fc.assert(
      fc.property(caseArb, ({ startDate, frequency, end, today, lookAheadDays }) => {
        expect(dates({ startDate, frequency, end, isActive: false }, today, lookAheadDays)).toEqual([]);
      }),
    );
  });
  it('`from` only cuts the front of the full series', () => {
    fc.assert(
      fc.property(caseArb, ({ startDate, frequency, end, today, lookAheadDays, from }) => {
        const full = dates({ startDate, frequency, end }, today, lookAheadDays);
        const cut = dates({ startDate, frequency, end }, today, lookAheadDays, from);
        expect(cut).toEqual(full.filter((d) => from === undefined || d >= from));
      }),
    );
  });
});
