import { useCallback, useEffect, useMemo, useState } from 'react';
import { periodRange, type ReportScope } from '@buget/shared-domain/reports';
import { toLocalIsoDate } from '@buget/shared-domain/rules';
import { readScope, writeScope, type ReportScopeState } from './scope-params';

/**
 * The reports' period, accounts, drilled category and calendar month, in the query string (the
 * shell's router owns the path; the query is replaced with history.replaceState and followed back
 * and forward through popstate).
 */
export function useReportScope() {
  const [state, setState] = useState<ReportScopeState>(() => readScope(window.location.search));
  useEffect(() => {
    const follow = () => setState(readScope(window.location.search));
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  const update = useCallback((patch: Partial<ReportScopeState>) => {
    setState((current) => {
      const next = { ...current, ...patch };
      const { pathname, search, hash } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${writeScope(next, search)}${hash}`);
      return next;
    });
  }, []);
  const today = toLocalIsoDate(new Date());
  const range = useMemo(() => periodRange(state.period, today, state.custom ?? undefined), [state.period, state.custom, today]);
  const scope: ReportScope = useMemo(() => ({ range, accounts: state.accounts }), [range, state.accounts]);
  return { state, update, scope, today };
}
