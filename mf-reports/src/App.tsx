import type { RemoteParcelProps } from '@buget/shared-domain/rules';
import { ROUTES } from '@buget/shared-domain/rules';
import { Button, PageHeader } from '@buget/shared-ui/components';
import { CalendarReport } from './features/calendar/CalendarReport';
import { CashFlowReport } from './features/cash-flow/CashFlowReport';
import { NetWorthReport } from './features/net-worth/NetWorthReport';
import { PlanReport } from './features/plan/PlanReport';
import { ReportNav } from './features/sections/ReportNav';
import { REPORTS } from './features/sections/reports';
import { useReport } from './features/sections/use-report';
import { ScopeBar } from './features/scope/ScopeBar';
import { useReportScope } from './features/scope/use-report-scope';
import { SpendingReport } from './features/spending/SpendingReport';
import './App.css';

/** Rapoarte (issue 27): five reports over a period and a choice of accounts, each at its own address. */
export function App({ basePath, navigate }: RemoteParcelProps) {
  const { report, open } = useReport(basePath, navigate);
  const { state, update, scope, today } = useReportScope();
  const current = REPORTS.find((r) => r.id === report) ?? REPORTS[0];
  const emptyAction = (
    <Button variant="primary" size="sm" onClick={() => navigate(ROUTES.transactions)}>
      Mergi la Tranzacții
    </Button>
  );
  // The calendar's month: its own, else the period's last month, never after this one.
  const thisMonth = today.slice(0, 7);
  const calendarMonth = state.month ?? (scope.range.to > thisMonth ? thisMonth : scope.range.to);
  let body;
  if (report === 'categorii')
    body = <SpendingReport scope={scope} category={state.category} onDrill={(category) => update({ category })} navigate={navigate} emptyAction={emptyAction} />;
  else if (report === 'plan') body = <PlanReport scope={scope} emptyAction={emptyAction} />;
  else if (report === 'avere') body = <NetWorthReport scope={scope} emptyAction={emptyAction} />;
  else if (report === 'calendar') body = <CalendarReport month={calendarMonth} accounts={scope.accounts} onMonth={(month) => update({ month })} emptyAction={emptyAction} />;
  else body = <CashFlowReport scope={scope} emptyAction={emptyAction} />;
  return (
    <div className="rep-page">
      <PageHeader title="Rapoarte" description={current.description} />
      <ReportNav basePath={basePath} current={report} onOpen={open} />
      <ScopeBar state={state} range={scope.range} today={today} onChange={(patch) => update({ ...patch, ...('period' in patch || 'custom' in patch ? { month: null } : {}) })} />
      {body}
    </div>
  );
}
