import { useCallback, useEffect, useState } from 'react';
import type { NavigateFn } from '@buget/shared-domain/rules';
import { reportAt, reportPath, type ReportId } from './reports';

/**
 * The report in the URL. The shell's router owns the address: a click asks it to navigate
 * (history.pushState fires no event), so the report is also set here; back and forward come as
 * popstate. The query string (period, accounts) goes along.
 */
export function useReport(basePath: string, navigate: NavigateFn) {
  const [report, setReport] = useState<ReportId>(() => reportAt(basePath, window.location.pathname));
  useEffect(() => {
    const follow = () => setReport(reportAt(basePath, window.location.pathname));
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [basePath]);
  const open = useCallback(
    (id: ReportId) => {
      setReport(id);
      navigate(`${reportPath(basePath, id)}${window.location.search}`);
    },
    [basePath, navigate],
  );
  return { report, open };
}
