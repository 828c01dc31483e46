import { parseAuthRedirect, type AuthRedirectParams } from '@buget/shared-domain/auth';

/**
 * What the provider (or an e-mail link) put in the URL when it sent the user back. Read at
 * start, before supabase-js consumes and clears the fragment.
 */
let captured: AuthRedirectParams = { error: null, type: null };

export function captureAuthRedirect(location: Pick<Location, 'hash' | 'search'> = window.location): void {
  captured = parseAuthRedirect(location.hash, location.search);
}

export const capturedAuthRedirect = (): AuthRedirectParams => captured;

/**
 * Where a successful sign-in lands: e-mail login sets /transactions before it calls the server, so
 * the signed-out guard sends the user there rather than to /daily.
 */
let pendingDestination: string | null = null;
export const setPostSignInDestination = (path: string | null): void => {
  pendingDestination = path;
};
export const takePostSignInDestination = (fallback: string): string => {
  const destination = pendingDestination ?? fallback;
  pendingDestination = null;
  return destination;
};
