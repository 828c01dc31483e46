/**
 * POST /auth/v1/resend as GoTrue speaks it (issue 28 point 14): a new confirmation e-mail for an
 * unconfirmed account, the answer the same whether or not the address has an account, the beta
 * allow-list first, and the e-mail frequency every e-mail send shares (sign-up, resend, recovery):
 * 429 over_email_send_rate_limit when the same kind of e-mail went to the address too recently.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { approveAddress, removeAddress } from './support/allowlist';
import { TEST_PASSWORD, locationOf, startHarness, type Backend, type Harness } from './support/harness';

/** The frequency this suite runs with: long enough to be seen, short enough to wait out once. */
const FREQUENCY_MS = 1500;
const RATE_LIMITED = /^For security purposes, you can only request this after \d+ seconds\.$/;

type Answer = { status: number; body: Record<string, unknown> };
type Mail = { link: string; type: string; subject: string };

export function resendSuite(backend: Backend): void {
  describe(`POST /auth/v1/resend on ${backend} (issue 28 point 14)`, () => {
    let harness: Harness | undefined;
    const h = (): Harness => {
      if (!harness) throw new Error('server not started');
      return harness;
    };
    beforeAll(async () => {
      harness = await startHarness(backend, { GOTRUE_SMTP_MAX_FREQUENCY: `${FREQUENCY_MS}ms` });
    });
    afterAll(async () => {
      await harness?.stop();
    });

    async function post(path: string, body: Record<string, unknown>): Promise<Answer> {
      const response = await fetch(`${h().server.url}/auth/v1${path}`, {
        method: 'POST',
        headers: { apikey: h().server.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    }
    const mails = async (email: string): Promise<Mail[]> =>
      (await (await fetch(`${h().server.url}/outbox.json?email=${encodeURIComponent(email)}`)).json()) as Mail[];
    let counter = 0;
    async function approved(label: string): Promise<string> {
      const email = `${label}-${Date.now().toString(36)}-${++counter}@example.com`;
      await approveAddress(h().server, email);
      return email;
    }
    const waitOut = () => new Promise((resolve) => setTimeout(resolve, FREQUENCY_MS + 50));

    it('sends an unconfirmed account a new confirmation e-mail (supabase-js auth.resend), whose link confirms it', async () => {
      const email = await approved('neconfirmat');
      const client = h().client();
      expect((await client.auth.signUp({ email, password: TEST_PASSWORD })).error).toBeNull();
      const signIn = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
      expect(signIn.error?.code).toBe('email_not_confirmed');
      // The sign-up's e-mail has just gone: too soon for another one.
      const early = await client.auth.resend({ type: 'signup', email });
      expect(early.error?.status).toBe(429);
      expect(early.error?.code).toBe('over_email_send_rate_limit');
      expect(early.error?.message).toMatch(RATE_LIMITED);
      expect(await mails(email)).toHaveLength(1);
      await waitOut();
      const resent = await client.auth.resend({ type: 'signup', email, options: { emailRedirectTo: 'http://localhost:3000/auth/callback' } });
      expect(resent.error).toBeNull();
      const [newest, first] = await mails(email);
      expect(newest?.type).toBe('signup');
      expect(newest?.link).not.toBe(first?.link);
      // The first link stopped working; the new one confirms and signs in, with the sign-up's password.
      expect((await locationOf(first?.link ?? '')).hash).toContain('error_code=otp_expired');
      const landing = await locationOf(newest?.link ?? '');
      expect(landing.origin + landing.pathname).toBe('http://localhost:3000/auth/callback');
      expect(new URLSearchParams(landing.hash.slice(1)).get('access_token')).toBeTruthy();
      expect((await client.auth.signInWithPassword({ email, password: TEST_PASSWORD })).error).toBeNull();
    });

    it('answers alike for an address without an account, a confirmed one and an unconfirmed one; only the last gets an e-mail', async () => {
      const nobody = await approved('fara-cont');
      const confirmed = await approved('confirmat');
      await h().registerUser(confirmed);
      const pending = await approved('in-asteptare');
      await h().client().auth.signUp({ email: pending, password: TEST_PASSWORD });
      await waitOut();
      const sentBefore = { confirmed: (await mails(confirmed)).length, pending: (await mails(pending)).length };
      for (const email of [nobody, confirmed, pending]) {
        expect(await post('/resend', { type: 'signup', email })).toEqual({ status: 200, body: {} });
      }
      expect(await mails(nobody)).toHaveLength(0);
      expect(await mails(confirmed)).toHaveLength(sentBefore.confirmed);
      expect(await mails(pending)).toHaveLength(sentBefore.pending + 1);
      // A second request at once is refused alike too: the frequency is the address's, account or not.
      for (const email of [nobody, confirmed, pending]) {
        const again = await post('/resend', { type: 'signup', email });
        expect(again.status, email).toBe(429);
        expect(again.body).toMatchObject({ error_code: 'over_email_send_rate_limit' });
        expect(String(again.body.msg)).toMatch(RATE_LIMITED);
      }
    });

    it('refuses an address off the beta allow-list with the same 403, account or not, and sends nothing', async () => {
      const withAccount = await approved('scos-de-pe-lista');
      await h().client().auth.signUp({ email: withAccount, password: TEST_PASSWORD });
      await removeAddress(h().server, withAccount);
      const withoutAccount = `niciodata-aprobat-${Date.now().toString(36)}@example.com`;
      const answers = [await post('/resend', { type: 'signup', email: withAccount }), await post('/resend', { type: 'signup', email: withoutAccount })];
      expect(answers[0]?.status).toBe(403);
      expect(answers[1]).toEqual(answers[0]);
      expect(await mails(withAccount)).toHaveLength(1);
      expect(await mails(withoutAccount)).toHaveLength(0);
    });

    it("checks the request as GoTrue's Resend does", async () => {
      const email = await approved('cerere');
      expect(await post('/resend', { email })).toEqual({
        status: 400,
        body: { code: 400, error_code: 'validation_failed', msg: 'Missing one of these types: signup, email_change, sms, phone_change' },
      });
      expect((await post('/resend', { type: 'signup' })).body.msg).toBe('Type provided requires an email address');
      expect((await post('/resend', { type: 'sms' })).body.msg).toBe('Type provided requires a phone number');
      expect((await post('/resend', { type: 'signup', email, phone: '+40700000000' })).body.msg).toBe('Only an email address or phone number should be provided.');
      expect(await post('/resend', { type: 'sms', phone: '+40700000000' })).toMatchObject({ status: 400, body: { error_code: 'phone_provider_disabled' } });
      expect(await post('/resend', { type: 'signup', email: 'nu-e-o-adresa' })).toMatchObject({ status: 400, body: { error_code: 'validation_failed' } });
      // No e-mail change is pending on this server: nothing to resend.
      expect(await post('/resend', { type: 'email_change', email })).toEqual({ status: 200, body: {} });
      expect(await mails(email)).toHaveLength(0);
    });

    it("reads the frequency as GoTrue: GOTRUE_SMTP_MAX_FREQUENCY, else config.toml's [auth.email] max_frequency, 0 or unset meaning a minute", async () => {
      const frequency = async (env: Record<string, string>, toml: string) => (await readConfig(env, toml)).emailMaxFrequencyMs;
      expect(await frequency({}, '')).toBe(60_000);
      expect(await frequency({}, '[auth.email]\nmax_frequency = "1m30s"')).toBe(90_000);
      expect(await frequency({ GOTRUE_SMTP_MAX_FREQUENCY: '500ms' }, '[auth.email]\nmax_frequency = "1s"')).toBe(500);
      expect(await frequency({ GOTRUE_SMTP_MAX_FREQUENCY: '0' }, '')).toBe(60_000);
      await expect(readConfig({}, '[auth.email]\nmax_frequency = "soon"')).rejects.toThrow(/max_frequency/);
    });

    it('holds every e-mail send to the same frequency: a recovery link twice at once is refused the second time', async () => {
      const email = await approved('recuperare-repetata');
      await h().registerUser(email);
      await waitOut();
      expect((await post('/recover', { email })).status).toBe(200);
      const again = await post('/recover', { email });
      expect(again).toMatchObject({ status: 429, body: { error_code: 'over_email_send_rate_limit' } });
      expect((await mails(email)).filter((m) => m.type === 'recovery')).toHaveLength(1);
      // Each kind of e-mail has its own window, as GoTrue's (recovery_sent_at, confirmation_sent_at).
      expect((await post('/resend', { type: 'signup', email })).status).toBe(200);
    });
  });
}
