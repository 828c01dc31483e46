import { useAuthStore } from '@buget/shared-domain/auth';

/** Auth is still loading until Supabase reports the initial session (lastUpdated stays null). */
export function useAuthStatus(): 'loading' | 'signedIn' | 'signedOut' {
  const loading = useAuthStore((state) => state.loading && state.lastUpdated === null);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  if (loading) return 'loading';
  return isAuthenticated ? 'signedIn' : 'signedOut';
}
