// @vitest-environment jsdom
/**
 * The callback's approval check fails closed (issue 9 point 2): when is_email_approved cannot be
 * answered, the provider session is signed out with the restricted text instead of let through.
 * The real server refuses the call here: the stored session's access token has a broken signature.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AUTH_FORM_MESSAGES } from '@buget/shared-domain/rules';
import { configureSupabase, getSupabase } from '@buget/shared-domain/data';
import { completeAuthCallback, signInWithEmail } from './auth-service';

// seed.sql's demo user, on the allow-list.
const DEMO = { email: 'demo@buget.ro', password: 'Demo#Buget2026' };

beforeAll(() => {
  const { url, anonKey } = inject('supabase');
  configureSupabase({ supabaseUrl: url, supabaseAnonKey: anonKey });
});

describe('auth callback', () => {
  it('keeps no session when the approval check cannot be answered', async () => {
    expect(await signInWithEmail(DEMO.email, DEMO.password)).toMatchObject({ error: null, user: { email: DEMO.email } });
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token')) ?? '';
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token: string };
    localStorage.setItem(key, JSON.stringify({ ...stored, access_token: `${stored.access_token.slice(0, -4)}AAAA` }));

    expect(await completeAuthCallback({ error: null, type: null })).toEqual({ ok: false, message: AUTH_FORM_MESSAGES.loginRestricted });
    expect((await getSupabase().auth.getSession()).data.session).toBeNull();
  });
});
