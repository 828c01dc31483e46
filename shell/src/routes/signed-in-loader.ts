import type * as SignedInRoutesModule from './signed-in-routes';
import { hasRejected, trackPromise } from './tracked-promise';

/**
 * The signed-in frame and pages come from their own chunk (signed-in-routes.tsx), loaded by
 * route elements with React's `use` rather than by React Router's `lazy`: the router keeps a
 * failed `lazy` for good. A failed load here is kept too (so rendering does not ask again in a
 * loop) until the error boundary's retry forgets it, and the next render fetches it afresh.
 */
type SignedInRoutes = typeof SignedInRoutesModule;

let signedInModule: Promise<SignedInRoutes> | undefined;

export function loadSignedInRoutes(): Promise<SignedInRoutes> {
  signedInModule ??= trackPromise(import('./signed-in-routes'));
  return signedInModule;
}

/** Before a retry: drops a failed load, so the chunk is requested again. */
export function forgetFailedSignedInRoutes(): void {
  if (hasRejected(signedInModule)) signedInModule = undefined;
}
