import { Outlet, useLocation, useRouteError } from 'react-router-dom';
import { RecoveringErrorBoundary } from '@buget/shared-ui';
import { ConnectivityLayer } from '../frame/ConnectivityLayer';
import { forgetFailedSignedInRoutes } from '../routes/signed-in-loader';
import { AuthLoading } from './guards';

/**
 * Everything above the routes, signed in or out: the offline layer, and an error boundary
 * around whatever the route renders (sign-in pages, the frame), reset when the path changes.
 * The toast host is in App, outside every boundary.
 */
export function AuthRoot() {
  const { pathname } = useLocation();
  return (
    <>
      <RecoveringErrorBoundary resetKeys={[pathname]} loading={<AuthLoading />} onRecover={forgetFailedSignedInRoutes}>
        <Outlet />
      </RecoveringErrorBoundary>
      <ConnectivityLayer />
    </>
  );
}

/**
 * The root route's error element: instead of React Router's English default page, a
 * router-level error (an error in the root itself, a failed navigation) goes up
 * to App's RecoveringErrorBoundary and its Romanian screen and toast.
 */
export function RethrowRouteError(): never {
  throw useRouteError();
}
