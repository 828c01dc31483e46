// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import type { AuthChangeEvent, Session } from '@supabase/auth-js';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEY_OWNERS, STORAGE_KEYS } from '@buget/shared-domain/constants';
import { configureSupabase, getSupabase } from '@buget/shared-domain/data';
import { INITIAL_AUTH_STATE } from './auth-schema';
import { startAuth, useAuthStore } from './auth-store';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;
const sessionOf = (id: string) => ({ user: { id, email: `${id}@buget.ro` } }) as unknown as Session;

describe('auth store', () => {
  let emit: Listener = () => undefined;
  beforeAll(() => {
    configureSupabase({ supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: 'anon-key-for-unit-tests-only' });
    vi.spyOn(getSupabase().auth, 'onAuthStateChange').mockImplementation((callback) => {
      emit = callback as Listener;
      return { data: { subscription: { id: 's', callback, unsubscribe: () => undefined } } } as never;
    });
  });
  beforeEach(() => localStorage.clear());
  afterEach(() => useAuthStore.setState({ ...INITIAL_AUTH_STATE }));

  it('signs in on the initial session, keeps only user and isAuthenticated in storage', () => {
    const stop = startAuth(new QueryClient());
    emit('INITIAL_SESSION', sessionOf('ana'));
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, loading: false, user: { id: 'ana', email: 'ana@buget.ro' } });
    const saved = JSON.parse(localStorage.getItem('buget-auth') ?? '{}') as { state: object };
    expect(Object.keys(saved.state).sort()).toEqual(['isAuthenticated', 'user']);
    stop();
  });

  it('another user finds nothing of the previous one in the cache, whatever the key; sign-out clears it', () => {
    const client = new QueryClient();
    const stop = startAuth(client);
    emit('SIGNED_IN', sessionOf('ana'));
    // The spec's keys and one no list names: every query is the signed-in user's.
    const keys = [['transactions', 'list'], ['recurring'], ['accounts'], ['custom-categories'], ['totalAvailableBalance'], ['balance-init'], ['added-by-a-later-remote']];
    for (const key of keys) client.setQueryData(key, 'ana');
    emit('SIGNED_IN', sessionOf('ion'));
    for (const key of keys) expect(client.getQueryData(key), key.join('/')).toBeUndefined();
    for (const key of keys) client.setQueryData(key, 'ion');
    emit('SIGNED_OUT', null);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    stop();
  });

  it('a token refresh for the same user keeps the cache', () => {
    const client = new QueryClient();
    const stop = startAuth(client);
    emit('SIGNED_IN', sessionOf('ana'));
    client.setQueryData(['transactions'], 1);
    emit('TOKEN_REFRESHED', sessionOf('ana'));
    expect(client.getQueryData(['transactions'])).toBe(1);
    stop();
  });

  describe("this browser's storage (issue 24 point 5)", () => {
    const userKeysLeft = () =>
      Object.entries(STORAGE_KEYS).flatMap(([name, key]) => (STORAGE_KEY_OWNERS[name as keyof typeof STORAGE_KEYS] === 'user' && localStorage.getItem(key) !== null ? [key] : []));

    it("a sign-out removes every key of the user; a start that could not refresh the session (offline) is not one", () => {
      const stop = startAuth(new QueryClient());
      emit('SIGNED_IN', sessionOf('ana'));
      localStorage.setItem(STORAGE_KEYS.accounts, 'Banca Anei');
      emit('INITIAL_SESSION', null);
      expect(useAuthStore.getState().isAuthenticated).toBe(false);
      expect(localStorage.getItem(STORAGE_KEYS.accounts)).toBe('Banca Anei');
      // Online again, her session refreshed: still hers.
      emit('INITIAL_SESSION', sessionOf('ana'));
      expect(localStorage.getItem(STORAGE_KEYS.accounts)).toBe('Banca Anei');
      emit('SIGNED_OUT', null);
      expect(userKeysLeft()).toEqual([]);
      stop();
    });

    it("another user's sign-in finds nothing of the first user's", () => {
      const stop = startAuth(new QueryClient());
      emit('SIGNED_IN', sessionOf('ana'));
      localStorage.setItem(STORAGE_KEYS.savedTransactionFilters, 'text=Ana');
      emit('SIGNED_IN', sessionOf('ion'));
      expect(localStorage.getItem(STORAGE_KEYS.savedTransactionFilters)).toBeNull();
      expect(userKeysLeft().sort()).toEqual([STORAGE_KEYS.auth, STORAGE_KEYS.storageOwner].sort());
      expect(localStorage.getItem(STORAGE_KEYS.storageOwner)).toBe('ion');
      stop();
    });

    it('keeps only a signed-in user: signed out, nothing of the auth state is stored', () => {
      useAuthStore.getState().dispatch({ type: 'signedIn', user: { id: 'ana', email: 'ana@buget.ro' }, now: 1 });
      expect(localStorage.getItem(STORAGE_KEYS.auth)).not.toBeNull();
      useAuthStore.getState().dispatch({ type: 'signedOut', now: 2 });
      expect(localStorage.getItem(STORAGE_KEYS.auth)).toBeNull();
    });
  });
});
