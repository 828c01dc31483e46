import { Outlet, useLocation } from 'react-router-dom';
import { RecoveringErrorBoundary } from '@buget/shared-ui/errors';
import { ConnectivityLayer } from '../frame/ConnectivityLayer';
import { forgetFailedAuthPages } from '../routes/auth-pages-loader';
import { forgetFailedSignedInRoutes } from '../routes/signed-in-loader';
import { AuthLoading } from './guards';

/** Before a retry: the route chunks whose load failed are requested again. */
function forgetFailedChunks() {
  forgetFailedSignedInRoutes();
  forgetFailedAuthPages();
}

/**
 * Everything above the routes, signed in or out: the offline layer, and an error boundary
 * around whatever the route renders (sign-in pages, the frame), reset when the path changes.
 * The toast host is in App, outside every boundary.
 */
export function AuthRoot() {
  const { pathname } = useLocation();
  return (
    <>
      <RecoveringErrorBoundary resetKeys={[pathname]} loading={<AuthLoading />} onRecover={forgetFailedChunks}>
        <Outlet />
      </RecoveringErrorBoundary>
      <ConnectivityLayer />
    </>
  );
}
