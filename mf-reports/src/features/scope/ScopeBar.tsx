import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { accountsQueryOptions } from '@buget/shared-domain/accounts';
import { REPORT_PERIODS, isMonthKey, isReportPeriodId, monthLabel, monthsOf, rangeLabel, type MonthRange } from '@buget/shared-domain/reports';
import type { ReportScopeState } from './scope-params';

type ScopeBarProps = { state: ReportScopeState; range: MonthRange; today: string; onChange: (patch: Partial<ReportScopeState>) => void };

/** The period (a preset or whole months of one's own) and the accounts every report reads. */
export function ScopeBar({ state, range, today, onChange }: ScopeBarProps) {
  const id = useId();
  // The custom period's months, newest first: this year's and the ten before it.
  const year = Number(today.slice(0, 4));
  const months = monthsOf({ from: `${year - 10}-01`, to: `${year}-12` }).reverse();
  const monthOptions = months.map((m) => (
    <option key={m} value={m}>
      {monthLabel(m)}
    </option>
  ));
  const accounts = useQuery(accountsQueryOptions());
  const chosen = new Set(state.accounts);
  const toggle = (accountId: string) => {
    const next = new Set(chosen);
    if (next.has(accountId)) next.delete(accountId);
    else next.add(accountId);
    onChange({ accounts: [...next] });
  };
  const accountsLabel =
    state.accounts.length === 0
      ? 'Toate conturile'
      : (accounts.data ?? [])
          .filter((a) => chosen.has(a.id))
          .map((a) => a.name)
          .join(', ') || `${state.accounts.length} conturi`;
  return (
    <div className="rep-scope" data-print="hide">
      <div className="rep-scope__field">
        <label htmlFor={`${id}-period`}>Perioada</label>
        <select
          id={`${id}-period`}
          className="bg-form-input rep-scope__select"
          value={state.period}
          onChange={(event) => {
            const period = event.target.value;
            if (!isReportPeriodId(period)) return;
            onChange(period === 'interval' ? { period, custom: state.custom ?? range } : { period });
          }}
        >
          {REPORT_PERIODS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
      {state.period === 'interval' && (
        <>
          <div className="rep-scope__field">
            <label htmlFor={`${id}-from`}>De la luna</label>
            <select
              id={`${id}-from`}
              className="bg-form-input rep-scope__month"
              value={state.custom?.from ?? range.from}
              onChange={(event) => isMonthKey(event.target.value) && onChange({ custom: { from: event.target.value, to: state.custom?.to ?? range.to } })}
            >
              {monthOptions}
            </select>
          </div>
          <div className="rep-scope__field">
            <label htmlFor={`${id}-to`}>Până la luna</label>
            <select
              id={`${id}-to`}
              className="bg-form-input rep-scope__month"
              value={state.custom?.to ?? range.to}
              onChange={(event) => isMonthKey(event.target.value) && onChange({ custom: { from: state.custom?.from ?? range.from, to: event.target.value } })}
            >
              {monthOptions}
            </select>
          </div>
        </>
      )}
      <details className="rep-scope__accounts">
        <summary className="bg-form-input rep-scope__summary">
          <span className="rep-scope__summary-label">Conturi:</span> {accountsLabel}
        </summary>
        <fieldset className="rep-scope__menu">
          <legend className="bg-visually-hidden">Conturile din rapoarte</legend>
          <label className="rep-scope__option">
            <input type="checkbox" checked={state.accounts.length === 0} onChange={() => onChange({ accounts: [] })} />
            Toate conturile
          </label>
          {(accounts.data ?? []).map((account) => (
            <label key={account.id} className="rep-scope__option">
              <input type="checkbox" checked={chosen.has(account.id)} onChange={() => toggle(account.id)} />
              {account.name}
              {!account.is_active && <span className="rep-scope__note"> (inactiv)</span>}
            </label>
          ))}
        </fieldset>
      </details>
      <p className="rep-scope__range" aria-live="polite">
        {rangeLabel(range)}
      </p>
    </div>
  );
}
