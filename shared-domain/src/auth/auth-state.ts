import type { AuthErrorType, AuthEvent, AuthState, User } from './auth-schema';

export type AuthAction =
  | { type: 'loading' }
  | { type: 'signedIn'; user: User; now: number }
  | { type: 'signedOut'; now: number }
  | { type: 'failed'; error: string; errorType: AuthErrorType; now: number }
  | { type: 'clearError' };

/**
 * Signed out ↔ signed in (spec point 4). Login, register, a signed-in event and a restored
 * session all arrive as 'signedIn'; logout and a signed-out event as 'signedOut'. A failure
 * keeps whoever was signed in, so a failed re-login does not sign the user out.
 */
export const authReducer = (state: AuthState, action: AuthAction): AuthState => {
  switch (action.type) {
    case 'loading':
      return { ...state, loading: true };
    case 'signedIn':
      return { user: action.user, isAuthenticated: true, loading: false, error: null, errorType: null, lastUpdated: action.now };
    case 'signedOut':
      return { user: null, isAuthenticated: false, loading: false, error: null, errorType: null, lastUpdated: action.now };
    case 'failed':
      return { ...state, loading: false, error: action.error, errorType: action.errorType, lastUpdated: action.now };
    case 'clearError':
      return { ...state, error: null, errorType: null };
  }
};

/**
 * What a Supabase auth event means for the state: a session-bearing event signs in (an existing
 * session is reported as SIGNED_IN), SIGNED_OUT signs out, anything else changes nothing.
 */
export const authActionForEvent = (event: AuthEvent, user: User | null, now: number): AuthAction | null => {
  if (event === 'SIGNED_OUT') return { type: 'signedOut', now };
  if (!user) return event === 'INITIAL_SESSION' ? { type: 'signedOut', now } : null;
  switch (event) {
    case 'SIGNED_IN':
    case 'INITIAL_SESSION':
    case 'TOKEN_REFRESHED':
    case 'USER_UPDATED':
    case 'MFA_CHALLENGE_VERIFIED':
      return { type: 'signedIn', user, now };
    default:
      return null;
  }
};

/**
 * What to do with cached queries when the signed-in user changes (spec point 4): every query in
 * the cache is the signed-in user's, so another user resets them all (nothing of the previous
 * user stays; what is on screen is fetched again for the new one) and sign-out clears the cache.
 * Signing in after a sign-out finds the cache already cleared.
 */
export type CacheReset = 'none' | 'clearAll' | 'resetAll';
export const cacheResetForUserChange = (previousUserId: string | null, nextUserId: string | null): CacheReset => {
  if (previousUserId === nextUserId) return 'none';
  if (nextUserId === null) return 'clearAll';
  return previousUserId === null ? 'none' : 'resetAll';
};
