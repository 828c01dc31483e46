import { formatMonthKey } from '@buget/shared-domain';

/** 'YYYY-MM-DD' → 'Noiembrie 2026' (the calendar helper's month title). */
export const monthTitle = (date: string) => formatMonthKey(date.slice(0, 7));
