// @vitest-environment jsdom
/**
 * The forgotten-password service against the real local Supabase server: the recovery e-mail
 * lands in the outbox, its link signs in, and the new password is checked by the client rule and
 * then by the server's policy (issue 15 point 7).
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { getPasswordPolicy, signInWithEmail, signUpWithEmail, weakPasswordMessage } from '@buget/shared-domain/auth';
import { configureSupabase, getSupabase } from '@buget/shared-domain/data';
import { AUTH_FORM_MESSAGES } from '@buget/shared-domain/rules';
import { INTEGRATION_EMAILS } from '../testing/local-supabase.global';
import { PASSWORD_RECOVERY_MESSAGES, requestPasswordReset, setNewPassword } from './password-recovery';

const EMAIL = INTEGRATION_EMAILS[11] as string;
const PASSWORD = 'Recuperare#2026';
const NEW_PASSWORD = 'Parola#Noua2027';

let url = '';
beforeAll(() => {
  const supabase = inject('supabase');
  url = supabase.url;
  configureSupabase({ supabaseUrl: supabase.url, supabaseAnonKey: supabase.anonKey });
});

/** The newest recovery link sent to the address, opened without following its redirect. */
async function openRecoveryLink(): Promise<URLSearchParams> {
  const messages = (await (await fetch(`${url}/outbox.json?email=${encodeURIComponent(EMAIL)}`)).json()) as { link: string; type: string }[];
  const link = messages.find((m) => m.type === 'recovery')?.link ?? '';
  const answer = await fetch(link, { redirect: 'manual' });
  const location = new URL(answer.headers.get('location') ?? '');
  expect(location.pathname).toBe('/reset-password');
  return new URLSearchParams(location.hash.slice(1));
}

describe('password recovery', () => {
  it('sends the link, refuses a weak or unchanged password in Romanian, then sets the new one', async () => {
    expect((await signUpWithEmail(EMAIL, PASSWORD)).error).toBeNull();
    await getSupabase().auth.signOut({ scope: 'local' });
    expect(await setNewPassword(NEW_PASSWORD)).toBe(PASSWORD_RECOVERY_MESSAGES.linkExpired);

    expect(await requestPasswordReset(` ${EMAIL} `, 'http://localhost:3000/reset-password')).toBeNull();
    const fragment = await openRecoveryLink();
    expect(fragment.get('type')).toBe('recovery');
    await getSupabase().auth.setSession({ access_token: fragment.get('access_token') ?? '', refresh_token: fragment.get('refresh_token') ?? '' });

    expect(await setNewPassword('scurta')).toBe(weakPasswordMessage(getPasswordPolicy()));
    expect(await setNewPassword(PASSWORD)).toBe(PASSWORD_RECOVERY_MESSAGES.samePassword);
    expect(await setNewPassword(NEW_PASSWORD)).toBeNull();
    expect((await signInWithEmail(EMAIL, NEW_PASSWORD)).error).toBeNull();
  });

  it('refuses an address off the allow-list with the restricted text, and says nothing about unknown ones', async () => {
    expect(await requestPasswordReset('strain@example.com', 'http://localhost:3000/reset-password')).toBe(AUTH_FORM_MESSAGES.loginRestricted);
    expect(await requestPasswordReset(INTEGRATION_EMAILS[9] as string, 'http://localhost:3000/reset-password')).toBeNull();
  });
});
