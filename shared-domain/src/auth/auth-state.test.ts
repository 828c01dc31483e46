import { describe, expect, it } from 'vitest';
import { INITIAL_AUTH_STATE } from './auth-schema';
import { authActionForEvent, authReducer, cacheResetForUserChange } from './auth-state';

const user = { id: 'u1', email: 'ana@exemplu.ro' };

describe('auth state', () => {
  it('signs in and out', () => {
    const signedIn = authReducer(INITIAL_AUTH_STATE, { type: 'signedIn', user, now: 1 });
    expect(signedIn).toEqual({ user, isAuthenticated: true, loading: false, error: null, errorType: null, lastUpdated: 1 });
    const out = authReducer(signedIn, { type: 'signedOut', now: 2 });
    expect([out.user, out.isAuthenticated, out.lastUpdated]).toEqual([null, false, 2]);
  });
  it('records a failure without signing out, and clears it', () => {
    const signedIn = authReducer(INITIAL_AUTH_STATE, { type: 'signedIn', user, now: 1 });
    const failed = authReducer(authReducer(signedIn, { type: 'loading' }), { type: 'failed', error: 'x', errorType: 'NETWORK', now: 3 });
    expect([failed.isAuthenticated, failed.loading, failed.error, failed.errorType]).toEqual([true, false, 'x', 'NETWORK']);
    expect(authReducer(failed, { type: 'clearError' }).errorType).toBeNull();
  });
  it('maps auth events to actions', () => {
    expect(authActionForEvent('SIGNED_IN', user, 5)).toEqual({ type: 'signedIn', user, now: 5 });
    expect(authActionForEvent('INITIAL_SESSION', user, 5)?.type).toBe('signedIn');
    expect(authActionForEvent('TOKEN_REFRESHED', user, 5)?.type).toBe('signedIn');
    expect(authActionForEvent('INITIAL_SESSION', null, 5)?.type).toBe('signedOut');
    expect(authActionForEvent('SIGNED_OUT', user, 5)?.type).toBe('signedOut');
    expect(authActionForEvent('PASSWORD_RECOVERY', user, 5)).toBeNull();
    expect(authActionForEvent('SIGNED_IN', null, 5)).toBeNull();
  });
  it('resets cached queries when the user changes', () => {
    expect(cacheResetForUserChange('a', 'a')).toBe('none');
    expect(cacheResetForUserChange(null, 'a')).toBe('none');
    expect(cacheResetForUserChange('a', 'b')).toBe('resetAll');
    expect(cacheResetForUserChange('a', null)).toBe('clearAll');
  });
});
