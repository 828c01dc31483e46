/**
 * Issue 24 points 1-4 through the real server: account takeover and disclosure. A link does what
 * its own request asked, never what a stray request for the same address asked (a one-time token
 * is bound to its flow); /otp answers an address off the allow-list the same with or without an
 * account; an autoconfirmed sign-up never hands out an existing account; a stolen access token
 * alone cannot change the password (GoTrue's current password, and secure_password_change's nonce
 * for a session older than a day).
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveAddress, removeAddress } from './support/allowlist';
import { TEST_PASSWORD, formPost, hiddenFields, locationOf, newClient, providerFlow, startHarness, type Backend, type Harness } from './support/harness';

const RESTRICTED = 'Sign-in is restricted to approved addresses during the beta: this e-mail is not on the approved list.';
const STRAY_PASSWORD = 'Intrus#Parola2026';
const NEW_PASSWORD = 'Noua#Parola2027';

type Body = Record<string, unknown>;
type Mail = { link: string; type: string; text: string };

/** A PKCE verifier and its S256 challenge, as a client of the person making a stray request holds them. */
function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function api(h: () => Harness) {
  const s = () => h().server;
  async function auth(pathAndQuery: string, init: RequestInit & { token?: string } = {}): Promise<{ status: number; body: Body }> {
    const headers: Record<string, string> = { apikey: s().anonKey, 'content-type': 'application/json', ...(init.headers as Record<string, string>) };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const response = await fetch(`${s().url}/auth/v1${pathAndQuery}`, { ...init, headers });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Body) : {} };
  }
  const post = (pathAndQuery: string, body: Body, token?: string) => auth(pathAndQuery, { method: 'POST', body: JSON.stringify(body), token });
  const putUser = (token: string, body: Body) => auth('/user', { method: 'PUT', body: JSON.stringify(body), token });
  const signIn = (email: string, password: string) => post('/token?grant_type=password', { email, password });
  const mails = async (email: string): Promise<Mail[]> => (await (await fetch(`${s().url}/outbox.json?email=${encodeURIComponent(email)}`)).json()) as Mail[];
  let counter = 0;
  async function approved(label: string): Promise<string> {
    const email = `${label}-${Date.now().toString(36)}-${++counter}@example.com`;
    await approveAddress(s(), email);
    return email;
  }
  async function member(label: string): Promise<{ email: string; accessToken: string }> {
    const email = await approved(label);
    const { accessToken } = await h().registerUser(email);
    return { email, accessToken };
  }
  return { auth, post, putUser, signIn, mails, approved, member };
}

const fragmentOf = (at: URL) => new URLSearchParams(at.hash.slice(1));

export function accountTakeoverSuite(backend: Backend): void {
  describe(`account takeover and disclosure on ${backend} (issue 24)`, () => {
    let harness: Harness | undefined;
    const h = (): Harness => {
      if (!harness) throw new Error('server not started');
      return harness;
    };
    beforeAll(async () => {
      harness = await startHarness(backend);
    });
    afterAll(async () => {
      await harness?.stop();
    });
    const { post, putUser, signIn, mails, approved, member, auth } = api(h);

    describe('a link does what its own request asked (point 1)', () => {
      it("a stray PKCE recovery request does not change the owner's own link: it signs the owner in, no code for the stray verifier", async () => {
        const { email } = await member('recuperare-furata');
        const stray = pkcePair();
        expect((await post('/recover', { email, code_challenge: stray.challenge, code_challenge_method: 's256' })).status).toBe(200);
        // The owner asks for a link in the app (implicit flow) and opens it.
        const owner = newClient(h().server.url, h().server.anonKey);
        expect((await owner.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/reset-password' })).error).toBeNull();
        const [mail] = await mails(email);
        const landing = await locationOf(mail?.link ?? '');
        expect(landing.searchParams.get('code')).toBeNull();
        expect(fragmentOf(landing).get('type')).toBe('recovery');
        const token = fragmentOf(landing).get('access_token') ?? '';
        expect((await owner.auth.getUser(token)).data.user?.email).toBe(email);
        // Whatever the stray client tries, it never gets a session.
        const guessed = await post('/token?grant_type=pkce', { auth_code: landing.searchParams.get('code') ?? 'none', code_verifier: stray.verifier });
        expect(guessed.status).toBe(404);
      });

      it("a stray PKCE magic-link request does not change the owner's magic link", async () => {
        const { email } = await member('magic-furat');
        const stray = pkcePair();
        expect((await post('/otp', { email, code_challenge: stray.challenge, code_challenge_method: 's256' })).status).toBe(200);
        const owner = newClient(h().server.url, h().server.anonKey);
        expect((await owner.auth.signInWithOtp({ email, options: { emailRedirectTo: 'http://localhost:3000/auth/callback' } })).error).toBeNull();
        const landing = await locationOf((await mails(email))[0]?.link ?? '');
        expect(landing.searchParams.get('code')).toBeNull();
        expect(fragmentOf(landing).get('type')).toBe('magiclink');
        expect(fragmentOf(landing).get('access_token')).toBeTruthy();
      });

      it("a stray PKCE sign-up of someone's address does not change the confirmation link the owner opens", async () => {
        const email = await approved('inscriere-furata');
        const stray = pkcePair();
        expect((await post('/signup', { email, password: STRAY_PASSWORD, code_challenge: stray.challenge, code_challenge_method: 's256' })).status).toBe(200);
        expect((await post('/signup', { email, password: TEST_PASSWORD })).status).toBe(200);
        // Two passwords before confirmation: the owner's link asks for theirs (issue 9 point 5).
        const link = (await mails(email))[0]?.link ?? '';
        const page = await fetch(link, { redirect: 'manual' });
        expect(page.status).toBe(200);
        const confirmed = await fetch(`${h().server.url}/auth/v1/verify/password`, formPost({ ...hiddenFields(await page.text()), password: TEST_PASSWORD }, '', null));
        expect(confirmed.status).toBe(303);
        const landing = new URL(confirmed.headers.get('location') ?? '');
        expect(landing.searchParams.get('code')).toBeNull();
        expect(fragmentOf(landing).get('access_token')).toBeTruthy();
        // And an implicit resend after a stray PKCE sign-up signs in too.
        const other = await approved('retrimis');
        expect((await post('/signup', { email: other, password: TEST_PASSWORD, code_challenge: stray.challenge, code_challenge_method: 's256' })).status).toBe(200);
        expect((await post('/resend', { email: other, type: 'signup' })).status).toBe(200);
        const resent = await locationOf((await mails(other))[0]?.link ?? '');
        expect(resent.searchParams.get('code')).toBeNull();
        expect(fragmentOf(resent).get('access_token')).toBeTruthy();
      });

      it('a PKCE link leads to the flow that asked for it, and its code is exchanged once with that verifier', async () => {
        const email = await approved('inscriere-pkce');
        const client = newClient(h().server.url, h().server.anonKey, { flowType: 'pkce' });
        expect((await client.auth.signUp({ email, password: TEST_PASSWORD, options: { emailRedirectTo: 'http://localhost:3000/auth/callback' } })).error).toBeNull();
        const landing = await locationOf((await mails(email))[0]?.link ?? '');
        const code = landing.searchParams.get('code') ?? '';
        expect(code).toBeTruthy();
        const wrong = await post('/token?grant_type=pkce', { auth_code: code, code_verifier: pkcePair().verifier });
        expect(wrong).toMatchObject({ status: 400, body: { error_code: 'bad_code_verifier' } });
        const exchanged = await client.auth.exchangeCodeForSession(code);
        expect(exchanged.error).toBeNull();
        expect(exchanged.data.user?.email).toBe(email);

        // A magic link with PKCE: its own flow again, whatever flows the user has besides.
        const magic = newClient(h().server.url, h().server.anonKey, { flowType: 'pkce' });
        expect((await magic.auth.signInWithOtp({ email })).error).toBeNull();
        const magicLanding = await locationOf((await mails(email))[0]?.link ?? '');
        expect((await magic.auth.exchangeCodeForSession(magicLanding.searchParams.get('code') ?? '')).error).toBeNull();
      });

      it("a PKCE link whose flow is gone says so and keeps its token; a code past its flow's lifetime is refused (422 flow_state_expired)", async () => {
        const { email } = await member('flux-expirat');
        const client = newClient(h().server.url, h().server.anonKey, { flowType: 'pkce' });
        expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
        const link = (await mails(email))[0]?.link ?? '';
        const db = h().server.db;
        const users = await db.query<{ id: string }>(`select id::text from auth.users where email = $1`, [email]);
        const userId = users.rows[0]?.id ?? '';
        const saved = await db.query<{ json: string }>(`select row_to_json(f)::text as json from auth.flow_state f where user_id = $1::uuid`, [userId]);
        await db.query(`delete from auth.flow_state where user_id = $1::uuid`, [userId]);
        const lost = await locationOf(link);
        expect(lost.searchParams.get('code')).toBeNull();
        expect(fragmentOf(lost).get('error_code')).toBe('flow_state_not_found');
        // The flow back, five minutes and a second old: the link opens, the code has expired.
        await db.query(`insert into auth.flow_state select * from json_populate_record(null::auth.flow_state, $1::json)`, [saved.rows[0]?.json ?? '{}']);
        await db.query(`update auth.flow_state set created_at = now() - interval '301 seconds' where user_id = $1::uuid`, [userId]);
        const code = (await locationOf(link)).searchParams.get('code') ?? '';
        expect(code).toBeTruthy();
        const { error } = await client.auth.exchangeCodeForSession(code);
        expect(error).toMatchObject({ status: 422, code: 'flow_state_expired' });
      });
    });

    describe('/otp and /recover tell nobody which addresses have an account (point 2)', () => {
      it('an address off the allow-list gets the same answer from /otp with or without an account, as from /recover', async () => {
        const { email: listed } = await member('scos-de-pe-lista');
        await removeAddress(h().server, listed);
        const unknown = `necunoscut-${Date.now().toString(36)}@example.com`;
        for (const body of [{ create_user: false }, { create_user: true }, {}]) {
          const withAccount = await post('/otp', { email: listed, ...body });
          const without = await post('/otp', { email: unknown, ...body });
          expect(withAccount, JSON.stringify(body)).toEqual({ status: 403, body: { code: 403, error_code: 'unknown', msg: RESTRICTED } });
          expect(without, JSON.stringify(body)).toEqual(withAccount);
        }
        expect(await post('/recover', { email: listed })).toEqual(await post('/recover', { email: unknown }));
        expect(await mails(listed)).toHaveLength(1); // only the sign-up's confirmation
        expect(await mails(unknown)).toEqual([]);
      });
    });

    describe('changing the password needs more than the access token (point 4)', () => {
      it('PUT /user asks for the current password: a stolen access token alone changes nothing', async () => {
        const { email, accessToken } = await member('token-furat');
        const missing = await putUser(accessToken, { password: NEW_PASSWORD });
        expect(missing).toEqual({ status: 400, body: { code: 400, error_code: 'current_password_required', msg: 'Current password required when setting new password.' } });
        const wrong = await putUser(accessToken, { password: NEW_PASSWORD, current_password: 'Ghicit#Parola1' });
        expect(wrong).toEqual({ status: 400, body: { code: 400, error_code: 'current_password_invalid', msg: 'Current password required when setting new password.' } });
        expect((await signIn(email, TEST_PASSWORD)).status).toBe(200);
        // The policy comes first, then the current password, then "not the same one", as in GoTrue.
        expect((await putUser(accessToken, { password: 'slaba' })).body.error_code).toBe('weak_password');
        expect((await putUser(accessToken, { password: TEST_PASSWORD, current_password: TEST_PASSWORD })).body.error_code).toBe('same_password');
        // Metadata alone needs nothing more.
        expect((await putUser(accessToken, { data: { full_name: 'Ana' } })).status).toBe(200);
        // Through supabase-js, with the current password: changed.
        const client = newClient(h().server.url, h().server.anonKey);
        await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
        expect((await client.auth.updateUser({ password: NEW_PASSWORD, current_password: TEST_PASSWORD })).error).toBeNull();
        expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
      });

      it("a recovery link's session sets the new password without the old one; an account without a password sets its first", async () => {
        const { email } = await member('uitat');
        expect((await post('/recover', { email })).status).toBe(200);
        const token = fragmentOf(await locationOf((await mails(email))[0]?.link ?? '')).get('access_token') ?? '';
        expect((await putUser(token, { password: NEW_PASSWORD })).status).toBe(200);
        expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);

        // A refreshed token is no longer the link's: it asks for the current password again.
        const pkce = newClient(h().server.url, h().server.anonKey, { flowType: 'pkce' });
        expect((await pkce.auth.resetPasswordForEmail(email)).error).toBeNull();
        const code = (await locationOf((await mails(email))[0]?.link ?? '')).searchParams.get('code') ?? '';
        const session = (await pkce.auth.exchangeCodeForSession(code)).data.session;
        expect((await putUser(session?.access_token ?? '', { password: 'Alta#Parola2028' })).status).toBe(200);
        const refreshed = await post('/token?grant_type=refresh_token', { refresh_token: session?.refresh_token });
        expect((await putUser(String(refreshed.body.access_token), { password: 'Inca#Parola2029' })).body.error_code).toBe('current_password_required');

        // Google's stand-in: no password yet, so none to ask for (GoTrue's first password).
        const google = await approved('google');
        const start = await newClient(h().server.url, h().server.anonKey).auth.signInWithOAuth({
          provider: 'google',
          options: { redirectTo: 'http://localhost:3000/auth/callback', skipBrowserRedirect: true },
        });
        const { answer } = await providerFlow(start.data.url ?? '', google);
        const googleToken = fragmentOf(new URL(answer.headers.get('location') ?? '')).get('access_token') ?? '';
        expect((await putUser(googleToken, { password: NEW_PASSWORD })).status).toBe(200);
        expect((await signIn(google, NEW_PASSWORD)).status).toBe(200);
        // Now it has one: the next change asks for it.
        expect((await putUser(googleToken, { password: 'Alta#Parola2028' })).body.error_code).toBe('current_password_required');
      });

      it('secure_password_change: a session older than a day needs the nonce sent by /reauthenticate, once', async () => {
        const { email, accessToken } = await member('sesiune-veche');
        await h().server.db.query(`update auth.sessions set created_at = now() - interval '25 hours' where user_id = (select id from auth.users where email = $1)`, [email]);
        const needed = await putUser(accessToken, { password: NEW_PASSWORD, current_password: TEST_PASSWORD });
        expect(needed).toEqual({ status: 400, body: { code: 400, error_code: 'reauthentication_needed', msg: 'Password update requires reauthentication' } });
        const none = await putUser(accessToken, { password: NEW_PASSWORD, current_password: TEST_PASSWORD, nonce: '123456' });
        expect(none).toEqual({ status: 422, body: { code: 422, error_code: 'reauthentication_not_valid', msg: 'Nonce has expired or is invalid' } });

        expect((await auth('/reauthenticate', { token: accessToken })).status).toBe(200);
        const [mail] = await mails(email);
        expect(mail?.type).toBe('reauthentication');
        const nonce = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
        const wrongNonce = String((Number(nonce) + 1) % 1_000_000).padStart(6, '0');
        expect((await putUser(accessToken, { password: NEW_PASSWORD, current_password: TEST_PASSWORD, nonce: wrongNonce })).body.error_code).toBe('reauthentication_not_valid');
        // The nonce does not stand in for the current password, and is used up once checked (GoTrue).
        expect((await putUser(accessToken, { password: NEW_PASSWORD, nonce })).body.error_code).toBe('current_password_required');
        expect((await putUser(accessToken, { password: NEW_PASSWORD, current_password: TEST_PASSWORD, nonce })).body.error_code).toBe('reauthentication_not_valid');
        expect((await auth('/reauthenticate', { token: accessToken })).status).toBe(200);
        const next = /\b(\d{6})\b/.exec((await mails(email))[0]?.text ?? '')?.[1] ?? '';
        expect((await putUser(accessToken, { password: NEW_PASSWORD, current_password: TEST_PASSWORD, nonce: next })).status).toBe(200);
        expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
        expect((await putUser(accessToken, { password: 'Alta#Parola2028', current_password: NEW_PASSWORD, nonce: next })).body.error_code).toBe('reauthentication_not_valid');
        // A session of today needs no nonce (GoTrue asks only after 24 hours).
        const fresh = (await signIn(email, NEW_PASSWORD)).body.access_token as string;
        expect((await putUser(fresh, { password: 'Alta#Parola2028', current_password: NEW_PASSWORD })).status).toBe(200);
      });
    });
  });

  describe(`autoconfirmed sign-up on ${backend} (issue 24 point 3)`, () => {
    let harness: Harness | undefined;
    const h = (): Harness => {
      if (!harness) throw new Error('server not started');
      return harness;
    };
    beforeAll(async () => {
      harness = await startHarness(backend, { GOTRUE_MAILER_AUTOCONFIRM: 'true' });
    });
    afterAll(async () => {
      await harness?.stop();
    });
    const { post, signIn, mails, approved } = api(h);

    it('signing up an existing unconfirmed address is refused (422 user_already_exists), whatever the password; its mailbox can still get in', async () => {
      const email = await approved('neconfirmat-autoconfirm');
      const admin = newClient(h().server.url, h().server.serviceRoleKey).auth.admin;
      const created = await admin.createUser({ email, password: TEST_PASSWORD });
      expect(created.data.user?.email_confirmed_at).toBeFalsy();
      for (const password of [STRAY_PASSWORD, TEST_PASSWORD]) {
        const answer = await post('/signup', { email, password });
        expect(answer).toEqual({ status: 422, body: { code: 422, error_code: 'user_already_exists', msg: 'User already registered' } });
      }
      expect((await admin.getUserById(created.data.user?.id ?? '')).data.user?.email_confirmed_at).toBeFalsy();
      expect((await signIn(email, STRAY_PASSWORD)).body.error_code).toBe('invalid_credentials');
      // A magic link goes to the mailbox, never a session to whoever asked.
      const otp = await post('/otp', { email });
      expect(otp).toEqual({ status: 200, body: {} });
      const [mail] = await mails(email);
      expect(mail?.type).toBe('magiclink');
      expect(fragmentOf(await locationOf(mail?.link ?? '')).get('access_token')).toBeTruthy();
      // A new address is still signed up and in at once.
      const fresh = await approved('nou-autoconfirm');
      const signedUp = await post('/signup', { email: fresh, password: TEST_PASSWORD });
      expect(signedUp.status).toBe(200);
      expect(signedUp.body.access_token).toBeTruthy();
    });
  });
}
