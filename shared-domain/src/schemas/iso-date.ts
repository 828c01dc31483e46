/**
 * What a stored day is: 'YYYY-MM-DD' naming a real calendar day. Here, below the rules, because
 * isoDateSchema checks it and the rules' calendar arithmetic (rules/dates) starts from it.
 */

export type DateParts = { year: number; month: number; day: number };

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when the text has the YYYY-MM-DD shape (the value may still be impossible, e.g. 02-30). */
export const hasIsoDateShape = (text: string): boolean => ISO_DATE_PATTERN.test(text);

export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Parts of a real calendar date, or null for a malformed or impossible one. */
export const parseIsoDate = (text: string): DateParts | null => {
  const match = ISO_DATE_PATTERN.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
};

export const isValidIsoDate = (text: string): boolean => parseIsoDate(text) !== null;
