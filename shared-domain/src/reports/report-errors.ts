/** The Romanian texts of the reports' refusals and failures. */
export const REPORT_MESSAGES = {
  reversed: 'Perioada se termină înainte să înceapă. Alege o lună de sfârșit după cea de început.',
  tooLong: 'Perioada poate avea cel mult 10 ani. Alege un interval mai scurt.',
  invalidPeriod: 'Perioada aleasă nu e validă. Alege alte luni.',
  accountNotFound: 'Unul dintre conturile alese nu mai există. Alege din nou conturile.',
  unknownReport: 'Raportul cerut nu există.',
  failed: 'Raportul nu a putut fi încărcat. Încearcă din nou.',
} as const;

const field = (error: unknown, key: 'hint' | 'code'): string => {
  if (typeof error !== 'object' || error === null || !(key in error)) return '';
  const value = (error as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
};

/**
 * What a report's failure says (the hints of supabase/schemas/17_reports.sql): a period the wrong
 * way round or too long, an account that is not the caller's, a month the server cannot read, a
 * report the server does not know (PostgREST's PGRST202), anything else.
 */
export function reportErrorMessage(error: unknown): string {
  const hint = field(error, 'hint');
  if (hint === 'REPORT_RANGE_REVERSED') return REPORT_MESSAGES.reversed;
  if (hint === 'REPORT_RANGE_TOO_LONG') return REPORT_MESSAGES.tooLong;
  if (hint === 'ACCOUNT_NOT_FOUND') return REPORT_MESSAGES.accountNotFound;
  const code = field(error, 'code');
  if (code === '22023') return REPORT_MESSAGES.invalidPeriod;
  if (code === 'PGRST202') return REPORT_MESSAGES.unknownReport;
  return REPORT_MESSAGES.failed;
}
