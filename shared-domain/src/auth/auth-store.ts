import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { authActionForEvent, authReducer, cacheResetForUserChange, type AuthAction } from './auth-state';
import { STORAGE_KEYS } from '@buget/shared-domain/constants';
import { signInWithEmail, signInWithGoogle, signOutEverywhere, signUpWithEmail, toAppUser } from './auth-service';
import { getSupabase } from '@buget/shared-domain/data';
import { claimUserStorage, clearUserStorage } from '@buget/shared-domain/stores';
import { INITIAL_AUTH_STATE, type AuthEvent, type AuthResult, type AuthState, type ProviderSignInResult } from './auth-schema';

type AuthStore = AuthState & {
  dispatch: (action: AuthAction) => void;
  login: (email: string, password: string) => Promise<AuthResult>;
  register: (email: string, password: string, emailRedirectTo?: string) => Promise<AuthResult>;
  loginWithGoogle: () => Promise<ProviderSignInResult>;
  /** Global sign-out; resolves to an error text or null. */
  logout: () => Promise<string | null>;
  clearError: () => void;
};

type PersistedAuth = Pick<AuthState, 'user' | 'isAuthenticated'>;

/** Only a signed-in user is kept: signed out, the key goes (nothing stored is the signed-out start). */
const signedInStorage: PersistStorage<PersistedAuth> = {
  getItem: (name) => {
    const text = localStorage.getItem(name);
    return text === null ? null : (JSON.parse(text) as StorageValue<PersistedAuth>);
  },
  setItem: (name, value) => (value.state.isAuthenticated ? localStorage.setItem(name, JSON.stringify(value)) : localStorage.removeItem(name)),
  removeItem: (name) => localStorage.removeItem(name),
};

/**
 * The one auth state of the app (spec point 3): user, isAuthenticated, loading, error, errorType,
 * lastUpdated, driven by authReducer. Only a signed-in user and isAuthenticated are persisted;
 * `loading` stays true until Supabase reports the initial session (startAuth).
 */
export const useAuthStore = create<AuthStore>()(
  persist(
    (set, get) => {
      const dispatch = (action: AuthAction) => set((state) => authReducer(state, action));
      const settle = (result: AuthResult): AuthResult => {
        if (result.error) dispatch({ type: 'failed', error: result.error, errorType: result.errorType ?? 'UNKNOWN', now: Date.now() });
        else if (get().loading) set({ loading: false });
        return result;
      };
      return {
        ...INITIAL_AUTH_STATE,
        dispatch,
        login: async (email, password) => {
          dispatch({ type: 'loading' });
          const result = settle(await signInWithEmail(email, password));
          if (result.user) dispatch({ type: 'signedIn', user: result.user, now: Date.now() });
          return result;
        },
        register: async (email, password, emailRedirectTo) => {
          dispatch({ type: 'loading' });
          return settle(await signUpWithEmail(email, password, emailRedirectTo));
        },
        loginWithGoogle: async () => {
          const error = await signInWithGoogle();
          if (error) dispatch({ type: 'failed', error, errorType: 'UNKNOWN', now: Date.now() });
          return error;
        },
        logout: async () => {
          const error = await signOutEverywhere();
          dispatch({ type: 'signedOut', now: Date.now() });
          return error;
        },
        clearError: () => dispatch({ type: 'clearError' }),
      };
    },
    {
      name: STORAGE_KEYS.auth,
      storage: signedInStorage,
      partialize: (state): PersistedAuth => ({ user: state.user, isAuthenticated: state.isAuthenticated }),
    },
  ),
);

let stopListening: (() => void) | null = null;

/**
 * Subscribes the store to Supabase's auth events (once). Each event goes through
 * authActionForEvent. Every cached query is the signed-in user's (keys carry no user id), so:
 * when the user changes, every query is reset (its data dropped, a fetch under way cancelled,
 * the ones on screen fetched again with the new session); on sign-out the cache is cleared
 * (spec point 4). This browser's storage likewise (issue 24 point 5): a signed-in user's keys are
 * theirs, cleared first when they held another user's (claimUserStorage), and a sign-out
 * (SIGNED_OUT: this tab's, another tab's, or a session ended on the server) removes them. A start
 * whose session could not be refreshed (offline) is not a sign-out: what the user saved here
 * offline waits for their next start.
 */
export function startAuth(queryClient: QueryClient): () => void {
  if (stopListening) return stopListening;
  const { data } = getSupabase().auth.onAuthStateChange((event, session) => {
    const store = useAuthStore.getState();
    const previousId = store.isAuthenticated ? (store.user?.id ?? null) : null;
    const user = session?.user ? toAppUser(session.user) : null;
    const action = authActionForEvent(event as AuthEvent, user, Date.now());
    if (!action) return;
    const nextId = action.type === 'signedIn' ? action.user.id : action.type === 'signedOut' ? null : previousId;
    const reset = cacheResetForUserChange(previousId, nextId);
    if (reset === 'clearAll') queryClient.clear();
    // Resetting a query also cancels its fetch under way, so nothing of the previous user lands.
    if (reset === 'resetAll') void queryClient.resetQueries();
    // Supabase calls back inside its own lock: keep the store update synchronous and cheap.
    if (action.type === 'signedIn') claimUserStorage(action.user.id, previousId);
    store.dispatch(action);
    if (event === 'SIGNED_OUT') clearUserStorage();
  });
  stopListening = () => {
    data.subscription.unsubscribe();
    stopListening = null;
  };
  return stopListening;
}
