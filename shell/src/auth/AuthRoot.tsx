import { Outlet } from 'react-router-dom';
import { ToastHost } from '@buget/shared-ui';
import { ConnectivityLayer } from '../frame/ConnectivityLayer';

/** Everything above the routes, signed in or out: the toasts and the offline layer. */
export function AuthRoot() {
  return (
    <>
      <Outlet />
      <ToastHost />
      <ConnectivityLayer />
    </>
  );
}
