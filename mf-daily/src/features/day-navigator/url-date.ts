import type { IsoDate } from '@buget/shared-domain/rules';
import { isValidIsoDate } from '@buget/shared-domain/schemas';

/** The day in the page's link: /daily?data=YYYY-MM-DD (a Romanian name, as the table's filters). */
export const DATE_PARAM = 'data';

/** The day a query string names, or null when it names none or no real day. */
export const readUrlDate = (search: string): IsoDate | null => {
  const value = new URLSearchParams(search).get(DATE_PARAM);
  return value !== null && isValidIsoDate(value) ? value : null;
};

/** The query string with the day set, every other parameter kept. */
export const withUrlDate = (search: string, date: IsoDate): string => {
  const params = new URLSearchParams(search);
  params.set(DATE_PARAM, date);
  return `?${params.toString()}`;
};
