// @vitest-environment jsdom
/**
 * What each of GoTrue's answers to a password change becomes in the form (the answers of the real
 * server for a fresh session are in profile.integration.test.ts; a session older than a day is
 * answered here as GoTrue answers it), and the request carries the current password and the code.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getPasswordPolicy, weakPasswordMessage } from '@buget/shared-domain/auth';
import { configureSupabase } from '@buget/shared-domain/data';
import { ERROR_MESSAGES } from '@buget/shared-domain/rules';
import { PROFILE_MESSAGES } from './messages';
import { changePassword, sendReauthenticationCode } from './password-change';

const URL_BASE = 'http://127.0.0.1:9';

beforeAll(() => {
  configureSupabase({ supabaseUrl: URL_BASE, supabaseAnonKey: 'anon' });
  const session = { access_token: 'x.y.z', refresh_token: 'r', token_type: 'bearer', expires_in: 3600, expires_at: Math.floor(Date.now() / 1000) + 3600, user: { id: 'u', aud: 'authenticated', app_metadata: {}, user_metadata: {}, created_at: '' } };
  localStorage.setItem('sb-127-auth-token', JSON.stringify(session));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** GoTrue answering every request with `status` and its error code (API version 2024-01-01). */
function answer(status: number, code?: string): ReturnType<typeof vi.fn> {
  const fetchFn = vi.fn(async () =>
    new Response(JSON.stringify(code ? { code, message: code } : { id: 'u', aud: 'authenticated', app_metadata: {}, user_metadata: {}, created_at: '' }), {
      status,
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01', ...(code ? { 'x-sb-error-code': code } : {}) },
    }),
  );
  vi.stubGlobal('fetch', fetchFn);
  return fetchFn;
}

const input = { password: 'Noua#Parola2027', currentPassword: 'Veche#Parola1', code: ' 123456 ' };

describe('changePassword', () => {
  it('sends the current password and the code with the new password', async () => {
    const fetchFn = answer(200);
    expect(await changePassword(input)).toEqual({ kind: 'changed' });
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${URL_BASE}/auth/v1/user`);
    expect(JSON.parse(String(init.body))).toMatchObject({ password: 'Noua#Parola2027', current_password: 'Veche#Parola1', nonce: '123456' });
    answer(200);
    await changePassword({ ...input, currentPassword: '', code: '' });
  });

  it.each([
    [422, 'weak_password', { kind: 'refused', field: 'password', message: weakPasswordMessage(getPasswordPolicy()), codeSpent: false }],
    [422, 'same_password', { kind: 'refused', field: 'password', message: PROFILE_MESSAGES.samePassword, codeSpent: true }],
    [400, 'current_password_required', { kind: 'refused', field: 'current', message: PROFILE_MESSAGES.currentPasswordMissing, codeSpent: true }],
    [400, 'current_password_invalid', { kind: 'refused', field: 'current', message: PROFILE_MESSAGES.currentPasswordWrong, codeSpent: true }],
    [400, 'reauthentication_needed', { kind: 'code-needed' }],
    [422, 'reauthentication_not_valid', { kind: 'refused', field: 'code', message: PROFILE_MESSAGES.codeWrong, codeSpent: false }],
    [400, 'validation_failed', { kind: 'refused', field: null, message: ERROR_MESSAGES.EROARE_GENERALA, codeSpent: false }],
  ])('%i %s', async (status, code, expected) => {
    answer(status, code);
    expect(await changePassword(input)).toEqual(expected);
  });

  it('says the network failed when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await changePassword(input)).toMatchObject({ field: null, message: ERROR_MESSAGES.EROARE_RETEA });
    expect(await sendReauthenticationCode()).toBe(ERROR_MESSAGES.EROARE_RETEA);
  });
});

describe('sendReauthenticationCode', () => {
  it('asks GET /reauthenticate for the code; a refusal is said in Romanian', async () => {
    const fetchFn = answer(200);
    expect(await sendReauthenticationCode()).toBeNull();
    expect((fetchFn.mock.calls[0] as unknown as [string])[0]).toBe(`${URL_BASE}/auth/v1/reauthenticate`);
    answer(429, 'over_email_send_rate_limit');
    expect(await sendReauthenticationCode()).toBe(PROFILE_MESSAGES.codeSendFailed);
  });
});
