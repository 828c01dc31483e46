import type * as AuthPagesModule from './auth-pages';
import { hasRejected, trackPromise } from './tracked-promise';

/**
 * /register and /auth/callback come from their own chunk, loaded like the signed-in frame (see
 * signed-in-loader.ts): a failed load is kept until the error boundary's retry forgets it.
 */
type AuthPages = typeof AuthPagesModule;

let authPages: Promise<AuthPages> | undefined;

export function loadAuthPages(): Promise<AuthPages> {
  authPages ??= trackPromise(import('./auth-pages'));
  return authPages;
}

/** Before a retry: drops a failed load, so the chunk is requested again. */
export function forgetFailedAuthPages(): void {
  if (hasRejected(authPages)) authPages = undefined;
}
