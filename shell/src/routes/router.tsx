import { Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { RecoveringErrorBoundary } from '@buget/shared-ui';
import { AppLayout } from '../layout/AppLayout';
import { PageLoader } from '../layout/PageLoader';
import { PageMeta } from '../layout/PageMeta';
import { RemotePage } from '../remotes/RemotePage';
import { lazyPage } from './lazy-page';
import { APP_PAGES, DEFAULT_SIGNED_IN_PATH, PERFORMANCE_PAGE } from './pages';

const PerformanceTestPage = lazyPage(() => import('../pages/PerformanceTestPage'));

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      children: [
        { index: true, element: <Navigate to={DEFAULT_SIGNED_IN_PATH} replace /> },
        ...APP_PAGES.map((page) => ({
          path: `${page.path}/*`,
          element: (
            <>
              <PageMeta title={page.label} description={page.description} />
              {/* The key gives each remote its own boundary and parcel instead of re-rendering one. */}
              <RemotePage key={page.remote} remote={page.remote} basePath={page.path} />
            </>
          ),
        })),
        {
          path: PERFORMANCE_PAGE.path,
          element: (
            <>
              <PageMeta title={PERFORMANCE_PAGE.label} description={PERFORMANCE_PAGE.description} />
              <RecoveringErrorBoundary>
                <Suspense fallback={<PageLoader />}>
                  <PerformanceTestPage />
                </Suspense>
              </RecoveringErrorBoundary>
            </>
          ),
        },
        { path: '*', element: <Navigate to={DEFAULT_SIGNED_IN_PATH} replace /> },
      ],
    },
  ]);
}
