import { isMonthKey, isReportPeriodId, type MonthKey, type MonthRange, type ReportPeriodId } from '@buget/shared-domain/reports';

/** What the reports show, kept in the query string so a link or a reload shows the same. */
export type ReportScopeState = {
  period: ReportPeriodId;
  /** The custom period's months ('interval'). */
  custom: MonthRange | null;
  /** The chosen accounts; empty: every account. */
  accounts: string[];
  /** The category drilled into (Cheltuieli pe categorii). */
  category: string | null;
  /** The month the calendar shows. */
  month: MonthKey | null;
};

/** The period a first visit shows: half a year is enough to see a trend. */
export const DEFAULT_PERIOD: ReportPeriodId = '6l';

const PARAMS = { period: 'perioada', from: 'de_la', to: 'pana_la', accounts: 'conturi', category: 'categorie', month: 'luna' } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The query string → the scope; what cannot be read is left at its default. */
export function readScope(search: string): ReportScopeState {
  const params = new URLSearchParams(search);
  const period = params.get(PARAMS.period) ?? '';
  const from = params.get(PARAMS.from) ?? '';
  const to = params.get(PARAMS.to) ?? '';
  const month = params.get(PARAMS.month) ?? '';
  return {
    period: isReportPeriodId(period) ? period : DEFAULT_PERIOD,
    custom: isMonthKey(from) && isMonthKey(to) ? { from, to } : null,
    accounts: (params.get(PARAMS.accounts) ?? '').split(',').filter((id) => UUID.test(id)),
    category: params.get(PARAMS.category) || null,
    month: isMonthKey(month) ? month : null,
  };
}

/** The scope → the query string (kept apart from any other parameter); defaults are left out. */
export function writeScope(state: ReportScopeState, base = ''): string {
  const params = new URLSearchParams(base);
  for (const name of Object.values(PARAMS)) params.delete(name);
  if (state.period !== DEFAULT_PERIOD) params.set(PARAMS.period, state.period);
  if (state.period === 'interval' && state.custom) {
    params.set(PARAMS.from, state.custom.from);
    params.set(PARAMS.to, state.custom.to);
  }
  if (state.accounts.length > 0) params.set(PARAMS.accounts, state.accounts.join(','));
  if (state.category) params.set(PARAMS.category, state.category);
  if (state.month) params.set(PARAMS.month, state.month);
  const text = params.toString();
  return text ? `?${text}` : '';
}
