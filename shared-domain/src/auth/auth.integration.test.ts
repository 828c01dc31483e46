// @vitest-environment jsdom
/**
 * The auth service against the real local Supabase server: the allow-list and the error texts
 * come from the server's answers, not from stubs.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AUTH_FORM_MESSAGES } from '@buget/shared-domain/rules';
import { checkEmailApproved, completeAuthCallback, parseAuthRedirect, signInWithEmail, signOutEverywhere, signUpWithEmail } from './auth-service';
import { configureSupabase, getSupabase } from '@buget/shared-domain/data';
import { INTEGRATION_EMAILS } from '../testing/local-supabase.global';

const EMAIL = INTEGRATION_EMAILS[1] as string;
const PASSWORD = 'Integrare#2026';

beforeAll(() => {
  const { url, anonKey } = inject('supabase');
  configureSupabase({ supabaseUrl: url, supabaseAnonKey: anonKey });
});

describe('auth service', () => {
  it('stops a weak password before calling the server', async () => {
    expect(await signUpWithEmail(EMAIL, 'scurta')).toEqual({
      user: null,
      error: 'Parola este prea slabă. Folosește cel puțin 8 caractere, o literă mică, o literă mare, o cifră și un simbol (! @ # $ % …).',
      errorType: 'PASSWORD_WEAK',
    });
  });

  it('refuses an address that is not on the allow-list, with the restricted text', async () => {
    expect(await signUpWithEmail('strain@example.com', PASSWORD)).toMatchObject({ user: null, error: AUTH_FORM_MESSAGES.registerRestricted });
    expect(await signInWithEmail('strain@example.com', PASSWORD)).toMatchObject({ user: null, error: AUTH_FORM_MESSAGES.loginRestricted });
    expect(await checkEmailApproved('strain@example.com')).toBe(false);
    expect(await checkEmailApproved(` ${EMAIL.toUpperCase()} `)).toBe(true);
  });

  it('signs up, signs in, rejects a wrong password and signs out everywhere', async () => {
    const signedUp = await signUpWithEmail(EMAIL, PASSWORD);
    expect(signedUp).toMatchObject({ error: null, user: { email: EMAIL } });
    expect(await signInWithEmail(EMAIL, 'Gresita#2026')).toEqual({
      user: null,
      error: 'Date de autentificare incorecte.',
      errorType: 'INVALID_CREDENTIALS',
    });
    const signedIn = await signInWithEmail(EMAIL, PASSWORD);
    expect(signedIn.user?.email).toBe(EMAIL);

    expect(await completeAuthCallback({ error: null, type: 'signup' })).toMatchObject({ ok: true, user: { email: EMAIL }, type: 'signup' });
    expect(await signOutEverywhere()).toBeNull();
    expect((await getSupabase().auth.getSession()).data.session).toBeNull();
    expect(await completeAuthCallback({ error: null, type: null })).toMatchObject({ ok: false });
  });

  it('turns a provider error in the redirect into the restricted or the provider text', async () => {
    const restricted = parseAuthRedirect('#error=access_denied&error_description=Sign-in+is+restricted+to+approved+addresses', '');
    expect(restricted.error).toBe('Sign-in is restricted to approved addresses');
    expect(await completeAuthCallback(restricted)).toEqual({ ok: false, message: AUTH_FORM_MESSAGES.loginRestricted });
    const other = await completeAuthCallback(parseAuthRedirect('', '?error=server_error'));
    expect(other).toMatchObject({ ok: false });
    expect(parseAuthRedirect('#access_token=x&type=recovery', '')).toMatchObject({ error: null, type: 'recovery' });
  });
});
