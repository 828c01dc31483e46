/**
 * Issue 15 points 4 and 6 through the real server and supabase-js: the password policy from
 * configuration with GoTrue's weak-password answers, password recovery (link to PUT /user),
 * magic links, reauthentication, /admin/users with the service_role key, anonymous sign-in off.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPasswordStrength } from '../src/auth/password';
import { readConfig } from '../src/config';
import { SUPABASE_DIR } from '../src/db/migrate';
import { approveAddress } from './support/allowlist';
import type { Harness } from './support/harness';
import { TEST_PASSWORD, locationOf, newClient } from './support/harness';

const SYMBOLS = "!@#$%^&*()_+-=[]{};'\\:\"|<>?,./`~";
const BUGET_CHARACTERS = `Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789, ${SYMBOLS}.`;
const RESTRICTED = 'Sign-in is restricted to approved addresses during the beta: this e-mail is not on the approved list.';
const NEW_PASSWORD = 'Noua#Parola2027';

type Body = Record<string, unknown>;
type Mail = { link: string; type: string; text: string };

/** The GoTrue error a policy gives for a password, or null when it passes. */
async function weakness(env: Record<string, string>, toml: string, password: string): Promise<Body | null> {
  const config = await readConfig(env, toml);
  try {
    checkPasswordStrength(config.passwordPolicy, password);
    return null;
  } catch (error) {
    return (error as { body(): Body }).body();
  }
}

export function authFlowsSuite(h: () => Harness): void {
  const s = () => h().server;
  async function auth(pathAndQuery: string, init: RequestInit & { token?: string } = {}): Promise<{ status: number; body: Body; headers: Headers }> {
    const headers: Record<string, string> = { apikey: s().anonKey, 'content-type': 'application/json', ...(init.headers as Record<string, string>) };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const response = await fetch(`${s().url}/auth/v1${pathAndQuery}`, { ...init, headers });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Body) : {}, headers: response.headers };
  }
  const signIn = (email: string, password: string) => auth('/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email, password }) });
  async function mails(email: string): Promise<Mail[]> {
    return (await (await fetch(`${s().url}/outbox.json?email=${encodeURIComponent(email)}`)).json()) as Mail[];
  }
  let counter = 0;
  async function approved(label: string): Promise<string> {
    const email = `${label}-${Date.now().toString(36)}-${++counter}@example.com`;
    await approveAddress(s(), email);
    return email;
  }
  async function member(label: string): Promise<string> {
    const email = await approved(label);
    await h().registerUser(email);
    return email;
  }

  describe('password policy from configuration (issue 15 point 4)', () => {
    it("Buget's config.toml: 8 characters with lower, upper, digit and symbol, answered with GoTrue's texts", async () => {
      const weak = await auth('/signup', { method: 'POST', body: JSON.stringify({ email: 'ana@test.buget.ro', password: 'slaba1234' }) });
      expect(weak).toMatchObject({ status: 422, body: { code: 422, error_code: 'weak_password', msg: BUGET_CHARACTERS, weak_password: { reasons: ['characters'] } } });
      const both = await auth('/signup', { method: 'POST', body: JSON.stringify({ email: 'ana@test.buget.ro', password: 'Aa1' }) });
      expect(both.body).toEqual({
        code: 422,
        error_code: 'weak_password',
        msg: `Password should be at least 8 characters. ${BUGET_CHARACTERS}`,
        weak_password: { reasons: ['length', 'characters'] },
      });
      const empty = await auth('/signup', { method: 'POST', body: JSON.stringify({ email: 'ana@test.buget.ro', password: '' }) });
      expect(empty).toMatchObject({ status: 400, body: { error_code: 'validation_failed', msg: 'Signup requires a valid password' } });
      const phone = await auth('/signup', { method: 'POST', body: JSON.stringify({ phone: '+40700000000', password: 'Parola#2026' }) });
      expect(phone).toMatchObject({ status: 400, body: { error_code: 'phone_provider_disabled', msg: 'Phone signups are disabled' } });
      const long = await auth('/signup', { method: 'POST', body: JSON.stringify({ email: 'ana@test.buget.ro', password: `Aa1!${'x'.repeat(70)}` }) });
      expect(long).toMatchObject({ status: 400, body: { error_code: 'validation_failed', msg: 'Password cannot be longer than 72 characters' } });
    });

    it('a client sending X-Supabase-Api-Version 2024-01-01 (supabase-js) gets the versioned body and the version echoed', async () => {
      const versioned = { 'x-supabase-api-version': '2024-01-01' };
      const weak = await auth('/signup', { method: 'POST', headers: versioned, body: JSON.stringify({ email: 'ana@test.buget.ro', password: 'Aa1' }) });
      expect(weak.status).toBe(422);
      expect(weak.body).toEqual({ code: 'weak_password', message: `Password should be at least 8 characters. ${BUGET_CHARACTERS}`, weak_password: { reasons: ['length', 'characters'] } });
      expect(weak.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      expect(weak.headers.get('x-sb-error-code')).toBe('weak_password');
      const refused = await auth('/signup', { method: 'POST', headers: versioned, body: JSON.stringify({ email: 'intrus@example.com', password: 'Parola#2026' }) });
      expect(refused).toMatchObject({ status: 403, body: { code: 'unknown', message: RESTRICTED } });
      expect(refused.headers.get('x-sb-error-code')).toBeNull();
      // Through supabase-js, which sends the header: the code and the reasons arrive.
      const { error } = await newClient(s().url, s().anonKey).auth.signUp({ email: 'ana@test.buget.ro', password: 'Aa1' });
      expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length', 'characters'] });
    });

    it("each setting gives GoTrue's message: environment first, then config.toml, never under 6", async () => {
      const toml = readFileSync(path.join(SUPABASE_DIR, 'config.toml'), 'utf8');
      expect(await weakness({}, toml, 'Parola#2026')).toBeNull();
      expect(await weakness({ GOTRUE_PASSWORD_MIN_LENGTH: '12', GOTRUE_PASSWORD_REQUIRED_CHARACTERS: '' }, toml, 'parolasimpla')).toBeNull();
      expect(await weakness({ GOTRUE_PASSWORD_MIN_LENGTH: '12', GOTRUE_PASSWORD_REQUIRED_CHARACTERS: '' }, toml, 'scurta')).toMatchObject({
        msg: 'Password should be at least 12 characters.',
        weak_password: { reasons: ['length'] },
      });
      expect(await weakness({ GOTRUE_PASSWORD_REQUIRED_CHARACTERS: 'abc:\\:x' }, '', 'aaaaaaaa')).toMatchObject({
        msg: 'Password should contain at least one character of each: abc, :x.',
      });
      expect(await weakness({}, '[auth]\nminimum_password_length = 4\npassword_requirements = "letters_digits"', 'abc12')).toMatchObject({
        msg: 'Password should be at least 6 characters.',
      });
      expect(await weakness({}, '[auth]\npassword_requirements = "letters_digits"', 'abcdefgh')).toMatchObject({
        msg: 'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
      });
      expect(await weakness({}, '[auth]\npassword_requirements = "lower_upper_letters_digits"', 'abcdefG1')).toBeNull();
      await expect(readConfig({}, '[auth]\npassword_requirements = "emoji"')).rejects.toThrow(/password_requirements/);
    });
  });

  describe('recovery, magic link, reauthentication, admin, anonymous (issue 15 point 6)', () => {
    it('POST /recover sends a recovery link; it signs in with type=recovery and PUT /user sets the new password', async () => {
      const email = await member('recuperare');
      const other = newClient(s().url, s().anonKey);
      const otherSession = (await other.auth.signInWithPassword({ email, password: TEST_PASSWORD })).data.session;
      const client = newClient(s().url, s().anonKey);
      expect((await client.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/reset-password' })).error).toBeNull();
      const [mail] = await mails(email);
      expect(mail?.type).toBe('recovery');
      const landing = await locationOf(mail?.link ?? '');
      expect(landing.pathname).toBe('/reset-password');
      const fragment = new URLSearchParams(landing.hash.slice(1));
      expect(fragment.get('type')).toBe('recovery');
      const token = fragment.get('access_token') ?? '';
      // The link works once.
      expect(new URLSearchParams((await locationOf(mail?.link ?? '')).hash.slice(1)).get('error_code')).toBe('otp_expired');

      const same = await auth('/user', { method: 'PUT', token, body: JSON.stringify({ password: TEST_PASSWORD }) });
      expect(same).toMatchObject({ status: 422, body: { error_code: 'same_password', msg: 'New password should be different from the old password.' } });
      const weak = await auth('/user', { method: 'PUT', token, body: JSON.stringify({ password: 'slaba' }) });
      expect(weak).toMatchObject({ status: 422, body: { error_code: 'weak_password' } });
      expect((await auth('/user', { method: 'PUT', token, body: JSON.stringify({ password: NEW_PASSWORD }) })).status).toBe(200);
      expect((await signIn(email, TEST_PASSWORD)).body.error_code).toBe('invalid_credentials');
      expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
      // The other device's session ended with the change.
      const refresh = await auth('/token?grant_type=refresh_token', { method: 'POST', body: JSON.stringify({ refresh_token: otherSession?.refresh_token }) });
      expect(refresh.status).toBe(400);
    });

    it('recovery with PKCE ends in ?code=, exchanged for a session', async () => {
      const email = await member('recuperare-pkce');
      const client = newClient(s().url, s().anonKey, { flowType: 'pkce' });
      expect((await client.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/reset-password' })).error).toBeNull();
      const landing = await locationOf((await mails(email))[0]?.link ?? '');
      const code = landing.searchParams.get('code') ?? '';
      expect(code).toBeTruthy();
      const exchanged = await client.auth.exchangeCodeForSession(code);
      expect(exchanged.error).toBeNull();
      expect((await client.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
      expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
    });

    it('POST /recover answers {} for an approved address without an account, 403 off the allow-list, 400 without an address', async () => {
      const nobody = await approved('fara-cont');
      expect(await auth('/recover', { method: 'POST', body: JSON.stringify({ email: nobody }) })).toMatchObject({ status: 200, body: {} });
      expect(await mails(nobody)).toEqual([]);
      expect(await auth('/recover', { method: 'POST', body: JSON.stringify({ email: 'intrus@example.com' }) })).toMatchObject({
        status: 403,
        body: { code: 403, error_code: 'unknown', msg: RESTRICTED },
      });
      expect(await auth('/recover', { method: 'POST', body: JSON.stringify({}) })).toMatchObject({ status: 400, body: { msg: 'Password recovery requires an email' } });
      expect(await auth('/recover', { method: 'POST', body: JSON.stringify({ email: 'nu-e-adresa' }) })).toMatchObject({ status: 400, body: { error_code: 'validation_failed' } });
    });

    it('recovery of an address never confirmed drops the password a sign-up set', async () => {
      const email = await approved('neconfirmat');
      expect((await auth('/signup', { method: 'POST', body: JSON.stringify({ email, password: 'Intrus#Parola2026' }) })).status).toBe(200);
      expect((await auth('/recover', { method: 'POST', body: JSON.stringify({ email }) })).status).toBe(200);
      const recovery = (await mails(email)).find((m) => m.type === 'recovery');
      const token = new URLSearchParams((await locationOf(recovery?.link ?? '')).hash.slice(1)).get('access_token') ?? '';
      expect((await signIn(email, 'Intrus#Parola2026')).body.error_code).toBe('invalid_credentials');
      expect((await auth('/user', { method: 'PUT', token, body: JSON.stringify({ password: NEW_PASSWORD }) })).status).toBe(200);
      expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
    });

    it('POST /otp: a magic link for a member, a sign-up for a new approved address, refusals as GoTrue answers them', async () => {
      const email = await member('magic');
      const client = newClient(s().url, s().anonKey);
      expect((await client.auth.signInWithOtp({ email, options: { emailRedirectTo: 'http://localhost:3000/auth/callback' } })).error).toBeNull();
      const [mail] = await mails(email);
      expect(mail?.type).toBe('magiclink');
      const fragment = new URLSearchParams((await locationOf(mail?.link ?? '')).hash.slice(1));
      expect(fragment.get('type')).toBe('magiclink');
      expect((await client.auth.getUser(fragment.get('access_token') ?? '')).data.user?.email).toBe(email);

      const newcomer = await approved('magic-nou');
      expect((await client.auth.signInWithOtp({ email: newcomer, options: { shouldCreateUser: false } })).error?.code).toBe('otp_disabled');
      expect((await client.auth.signInWithOtp({ email: newcomer })).error).toBeNull();
      const [confirmation] = await mails(newcomer);
      expect(confirmation?.type).toBe('signup');
      expect(new URLSearchParams((await locationOf(confirmation?.link ?? '')).hash.slice(1)).get('access_token')).toBeTruthy();

      const refused = await client.auth.signInWithOtp({ email: 'intrus@example.com' });
      expect(refused.error?.status).toBe(403);
      expect(refused.error?.message).toBe(RESTRICTED);
      expect(await mails('intrus@example.com')).toEqual([]);
      expect(await auth('/otp', { method: 'POST', body: JSON.stringify({ phone: '+40700000000' }) })).toMatchObject({
        status: 400,
        body: { error_code: 'phone_provider_disabled', msg: 'Unsupported phone provider' },
      });
    });

    it('GET /reauthenticate sends a six-digit code to the signed-in user', async () => {
      const email = await member('reautentificare');
      const client = newClient(s().url, s().anonKey);
      await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
      expect((await client.auth.reauthenticate()).error).toBeNull();
      const [mail] = await mails(email);
      expect(mail?.type).toBe('reauthentication');
      expect(mail?.text).toMatch(/\b\d{6}\b/);
      expect((await auth('/reauthenticate')).status).toBe(401);
    });

    it('/admin/users: list, get, create, update and delete with service_role; the allow-list does not bind the admin', async () => {
      const admin = newClient(s().url, s().serviceRoleKey).auth.admin;
      const email = `admin-creat-${Date.now()}@example.org`;
      const created = await admin.createUser({ email, password: 'Orice#Parola1', email_confirm: true, user_metadata: { full_name: 'Din admin' }, app_metadata: { plan: 'beta' } });
      expect(created.error).toBeNull();
      const id = created.data.user?.id ?? '';
      expect(created.data.user).toMatchObject({ email, user_metadata: { full_name: 'Din admin' }, app_metadata: { provider: 'email', providers: ['email'], plan: 'beta' } });
      expect(created.data.user?.email_confirmed_at).toBeTruthy();
      expect((await admin.createUser({ email, password: 'Orice#Parola1' })).error?.code).toBe('email_exists');

      const listed = await admin.listUsers({ page: 1, perPage: 1000 });
      expect(listed.data.users.map((u) => u.email)).toContain(email);
      const raw = await auth('/admin/users?page=1&per_page=1', { token: s().serviceRoleKey, headers: { apikey: s().serviceRoleKey } });
      expect(raw.status).toBe(200);
      expect(Number(raw.headers.get('x-total-count'))).toBeGreaterThan(1);
      expect(raw.headers.get('link')).toMatch(/page=2.*rel="next".*rel="last"/);
      expect(raw.body).toMatchObject({ aud: 'authenticated', users: [expect.objectContaining({ id: expect.any(String) })] });

      expect((await admin.getUserById(id)).data.user?.email).toBe(email);
      const updated = await admin.updateUserById(id, { user_metadata: { full_name: 'Schimbat' } });
      expect(updated.data.user?.user_metadata.full_name).toBe('Schimbat');
      expect((await admin.updateUserById(id, { password: 'slaba' })).error?.code).toBe('weak_password');

      expect((await admin.deleteUser(id)).error).toBeNull();
      expect(await auth(`/admin/users/${id}`, { token: s().serviceRoleKey, headers: { apikey: s().serviceRoleKey } })).toMatchObject({
        status: 404,
        body: { error_code: 'user_not_found', msg: 'User not found' },
      });

      const { accessToken } = await h().registerUser('sorin@test.buget.ro');
      for (const token of [s().anonKey, accessToken]) {
        expect(await auth('/admin/users', { token })).toMatchObject({ status: 403, body: { error_code: 'not_admin', msg: 'User not allowed' } });
      }
      expect((await auth('/admin/users')).status).toBe(401);
    });

    it("what is not spoken is answered as GoTrue's router answers it: 404 page not found, 405 for another method", async () => {
      for (const unsupported of ['/magiclink', '/factors', '/invite', '/admin/generate_link', '/sso']) {
        const answer = await fetch(`${s().url}/auth/v1${unsupported}`, { method: 'POST', headers: { apikey: s().anonKey } });
        expect(answer.status, unsupported).toBe(404);
        expect(await answer.text()).toBe('404 page not found\n');
      }
      const wrongMethod = await fetch(`${s().url}/auth/v1/signup`, { headers: { apikey: s().anonKey } });
      expect(wrongMethod.status).toBe(405);
      expect(await wrongMethod.text()).toBe('');
    });

    it("anonymous sign-in is refused with GoTrue's error", async () => {
      const { error } = await newClient(s().url, s().anonKey).auth.signInAnonymously();
      expect(error?.status).toBe(422);
      expect(error?.code).toBe('anonymous_provider_disabled');
      expect(error?.message).toBe('Anonymous sign-ins are disabled');
    });
  });
}
