import { use } from 'react';
import { RecoveringErrorBoundary } from '@buget/shared-ui/errors';
import { AppLayout } from '../layout/AppLayout';
import { PageMeta } from '../layout/PageMeta';
import type * as PerformanceTestModule from '../pages/PerformanceTestPage';
import { RemotePage } from '../remotes/RemotePage';
import { usePageLoader } from './lazy-page';
import { PERFORMANCE_PAGE, type AppPage } from '@buget/shared-domain/rules';
import { useAccountsSync, useBalanceInit, useSeriesExtension } from '@buget/shared-domain/accounts';
import { useSettingsSync } from '@buget/shared-domain/settings';
import { useBalanceInTitle } from '../balance/use-balance-in-title';
import { hasRejected, trackPromise } from './tracked-promise';

/**
 * The signed-in frame and pages: a chunk of its own, loaded only once a session exists, so the
 * sign-in door does not download the frame, the widget, the palette or the remote loader.
 */

// The performance page is the shell's own lazy page, loaded like a remote's parcel.
let performanceModule: Promise<typeof PerformanceTestModule> | undefined;
const loadPerformancePage = () => (performanceModule ??= trackPromise(import('../pages/PerformanceTestPage')));
/** Before a retry: a failed load is dropped, so the chunk is requested again. */
const forgetFailedPerformancePage = () => {
  if (hasRejected(performanceModule)) performanceModule = undefined;
};

function PerformanceTestPage({ read }: { read: () => Promise<typeof PerformanceTestModule> }) {
  const { default: Page } = use(read());
  return <Page />;
}

/**
 * The frame renders at once; the balance initialisation of spec point 4 (accounts, 100 ms, the
 * balance) runs beside it and the page. Started here, not only in the header's widget, because
 * the header is hidden on /lunar-grid; the widget shows its progress. The user's settings come
 * from the server here too, the recurring series are extended, and the available balance goes into
 * the tab's title when asked.
 */
export function SignedInFrame() {
  useBalanceInit();
  // Accounts saved locally (offline, or the server failing) reach the server by themselves.
  useAccountsSync();
  useSettingsSync();
  // Recurring series and monthly automatic transfers reach their look-ahead again each day.
  useSeriesExtension();
  useBalanceInTitle();
  return <AppLayout />;
}

export function RemoteRoute({ page }: { page: AppPage }) {
  return (
    <>
      <PageMeta title={page.label} description={page.description} />
      {/* The key gives each remote its own boundary and parcel instead of re-rendering one. */}
      <RemotePage key={page.id} remote={page.remote} basePath={page.path} />
    </>
  );
}

export function PerformanceRoute() {
  const { loader, read } = usePageLoader(loadPerformancePage);
  return (
    <>
      <PageMeta title={PERFORMANCE_PAGE.label} description={PERFORMANCE_PAGE.description} />
      <RecoveringErrorBoundary loading={loader} onRecover={forgetFailedPerformancePage}>
        <PerformanceTestPage read={read} />
      </RecoveringErrorBoundary>
    </>
  );
}
