import { RecoveringErrorBoundary } from '@buget/shared-ui';
import { BalanceInitGate } from '../balance/BalanceInitGate';
import { AppLayout } from '../layout/AppLayout';
import { PageLoader } from '../layout/PageLoader';
import { PageMeta } from '../layout/PageMeta';
import { RemotePage } from '../remotes/RemotePage';
import { lazyPage } from './lazy-page';
import { PERFORMANCE_PAGE, type AppPage } from './pages';

/**
 * The signed-in frame and pages: a chunk of its own, loaded only once a session exists, so the
 * sign-in door does not download the frame, the widget, the palette or the remote loader.
 */
const PerformanceTestPage = lazyPage(() => import('../pages/PerformanceTestPage'));

export function SignedInFrame() {
  return (
    <BalanceInitGate>
      <AppLayout />
    </BalanceInitGate>
  );
}

export function RemoteRoute({ page }: { page: AppPage }) {
  return (
    <>
      <PageMeta title={page.label} description={page.description} />
      {/* The key gives each remote its own boundary and parcel instead of re-rendering one. */}
      <RemotePage key={page.remote} remote={page.remote} basePath={page.path} />
    </>
  );
}

export function PerformanceRoute() {
  return (
    <>
      <PageMeta title={PERFORMANCE_PAGE.label} description={PERFORMANCE_PAGE.description} />
      <RecoveringErrorBoundary loading={<PageLoader />}>
        <PerformanceTestPage />
      </RecoveringErrorBoundary>
    </>
  );
}
