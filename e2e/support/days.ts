/** Days as the app shows them to a person in Bucharest (the browser's time zone in every suite). */

const MONTHS = ['ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie'];

/** Today in Europe/Bucharest, as YYYY-MM-DD. */
export const todayInBucharest = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());

/** A YYYY-MM-DD day as the grid's cell names say it: '27 noiembrie'. */
export const dayAndMonth = (date: string): string => `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;
