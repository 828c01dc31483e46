/**
 * Issue 9, points 2, 3 and 5 through the real server: the beta allow-list is the database's
 * before-user-created hook, the stand-in provider needs a consent bound to its flow and never
 * links to a password account, and a sign-up's password is bound to its confirmation link.
 */
import { describe, expect, it } from 'vitest';
import type { Harness } from './support/harness';
import { approveAddress, removeAddress } from './support/allowlist';
import { formPost, hiddenFields, locationOf, newClient, providerFlow } from './support/harness';

const RESTRICTED = 'Sign-in is restricted to approved addresses during the beta: this e-mail is not on the approved list.';
const OWNER_PASSWORD = 'Proprietar#2026';
const SQUATTER_PASSWORD = 'Intrus#Parola2026';

type Body = Record<string, unknown>;

export function authSecuritySuite(h: () => Harness): void {
  async function signUp(email: string, password: string): Promise<Response> {
    const s = h().server;
    return fetch(`${s.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: s.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  }

  async function signIn(email: string, password: string): Promise<{ status: number; body: Body }> {
    const s = h().server;
    const response = await fetch(`${s.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: s.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    return { status: response.status, body: (await response.json()) as Body };
  }

  /** Every confirmation link sent to the address, newest first. */
  async function links(email: string): Promise<string[]> {
    const messages = (await (await fetch(`${h().server.url}/outbox.json?email=${encodeURIComponent(email)}`)).json()) as { link: string }[];
    return messages.map((m) => m.link);
  }

  /** The contested link's page, then its form with `password` typed in. */
  async function confirmWithPassword(link: string, password: string): Promise<Response> {
    const page = await fetch(link, { redirect: 'manual' });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-testid="confirm-password"');
    return fetch(`${h().server.url}/auth/v1/verify/password`, formPost({ ...hiddenFields(html), password }, '', null));
  }

  describe('beta allow-list in the database (before-user-created hook)', () => {
    it('refuses a sign-up as GoTrue answers a hook refusal: 403, no error code of its own, the hook message', async () => {
      const response = await signUp('intrus@example.com', OWNER_PASSWORD);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ code: 403, error_code: 'unknown', msg: RESTRICTED });
      // Password sign-in of an address not on the list goes through the same function.
      expect(await signIn('intrus@example.com', OWNER_PASSWORD)).toEqual({ status: 403, body: { code: 403, error_code: 'unknown', msg: RESTRICTED } });
    });

    it('is decided by public.beta_allowlist alone: a row approves, removing it refuses again', async () => {
      const email = `aprobat-${Date.now()}@example.com`;
      expect((await signUp(email, OWNER_PASSWORD)).status).toBe(403);
      await approveAddress(h().server, email);
      expect((await signUp(email, OWNER_PASSWORD)).status).toBe(200);
      await removeAddress(h().server, email);
      const later = `${email}.ro`;
      expect((await signUp(later, OWNER_PASSWORD)).status).toBe(403);
    });
  });

  describe('stand-in provider', () => {
    async function authorizeUrl(): Promise<string> {
      const s = h().server;
      const start = await newClient(s.url, s.anonKey).auth.signInWithOAuth({
        provider: 'google',
        options: { redirectTo: 'http://localhost:3000/auth/callback', skipBrowserRedirect: true },
      });
      return start.data.url ?? '';
    }

    it('refuses forged cross-site posts: no flow cookie, another Origin, a wrong CSRF token, a flow already used', async () => {
      const s = h().server;
      const own = new URL(s.url).origin;
      const page = await fetch(await authorizeUrl());
      const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      expect(page.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Strict/);
      const fields = { ...hiddenFields(await page.text()), email: 'carmen@test.buget.ro' };
      const choose = (init: RequestInit): Promise<Response> => fetch(`${s.url}/auth/v1/authorize/local`, init);

      for (const forged of [
        formPost(fields, '', own),
        formPost(fields, cookie, 'http://evil.example'),
        formPost(fields, cookie, 'null'),
        formPost({ ...fields, csrf_token: 'x'.repeat(43) }, cookie, own),
        formPost({ ...fields, flow: 'made-up' }, cookie, own),
      ]) {
        const answer = await choose(forged);
        expect(answer.status).toBe(403);
        expect(await answer.text()).toContain('data-testid="local-dev-refused"');
      }

      const consentPage = await (await choose(formPost(fields, cookie, own))).text();
      const consentFields = { ...hiddenFields(consentPage), decision: 'allow' };
      const consent = (init: RequestInit): Promise<Response> => fetch(`${s.url}/auth/v1/authorize/local/consent`, init);
      expect((await consent(formPost(consentFields, '', own))).status).toBe(403);
      expect((await consent(formPost(consentFields, cookie, 'http://evil.example'))).status).toBe(403);
      const allowed = await consent(formPost(consentFields, cookie, own));
      expect(allowed.status).toBe(303);
      expect(new URL(allowed.headers.get('location') ?? '').hash).toContain('access_token=');
      // The flow ends with its answer: the same consent cannot be posted twice.
      expect((await consent(formPost(consentFields, cookie, own))).status).toBe(403);
    });

    it('denied consent returns to the app with access_denied and no session', async () => {
      const { answer } = await providerFlow(await authorizeUrl(), 'carmen@test.buget.ro', 'deny');
      const at = new URL(answer.headers.get('location') ?? '');
      expect(new URLSearchParams(at.hash.slice(1)).get('error')).toBe('access_denied');
      expect(at.hash).not.toContain('access_token');
    });

    it('does not link the provider to an existing password account', async () => {
      const email = `parola-${Date.now()}@example.com`;
      await approveAddress(h().server, email);
      expect((await signUp(email, OWNER_PASSWORD)).status).toBe(200);
      await locationOf((await links(email))[0] ?? '');
      const { consentPage, answer } = await providerFlow(await authorizeUrl(), email);
      expect(consentPage).toContain('data-testid="local-dev-link-refused"');
      expect(consentPage).not.toContain('data-testid="local-dev-consent"');
      // Even a hand-made "allow" is refused, as GoTrue refuses an identity it cannot link.
      const at = new URL(answer.headers.get('location') ?? '');
      expect(at.searchParams.get('error')).toBe('invalid_request');
      expect(at.searchParams.get('error_code')).toBe('email_exists');
      expect(at.hash).not.toContain('access_token');
      const signedIn = await signIn(email, OWNER_PASSWORD);
      expect(signedIn.status).toBe(200);
      const identities = (signedIn.body.user as { identities: { provider: string }[] }).identities;
      expect(identities.map((i) => i.provider)).toEqual(['email']);
    });
  });

  describe('pre-registration takeover', () => {
    async function freshAddress(label: string): Promise<string> {
      const email = `${label}-${Date.now()}@example.com`;
      await approveAddress(h().server, email);
      return email;
    }

    it('squatter first, owner later: the link the owner opens sets the owner password, never the squatter one', async () => {
      const email = await freshAddress('ocupat-inainte');
      expect((await signUp(email, SQUATTER_PASSWORD)).status).toBe(200);
      expect((await signUp(email, OWNER_PASSWORD)).status).toBe(200);
      const [ownerLink, squatterLink] = await links(email);
      // The later sign-up made the earlier link stop working.
      const stale = await locationOf(squatterLink ?? '');
      expect(new URLSearchParams(stale.hash.slice(1)).get('error_code')).toBe('otp_expired');

      const wrong = await confirmWithPassword(ownerLink ?? '', 'Nimeni#Altcineva1');
      expect(wrong.status).toBe(400);
      expect(await wrong.text()).toContain('data-testid="confirm-password-wrong"');
      const confirmed = await confirmWithPassword(ownerLink ?? '', OWNER_PASSWORD);
      expect(confirmed.status).toBe(303);
      expect(new URL(confirmed.headers.get('location') ?? '').hash).toContain('access_token=');

      expect((await signIn(email, OWNER_PASSWORD)).status).toBe(200);
      expect(await signIn(email, SQUATTER_PASSWORD)).toMatchObject({ status: 400, body: { error_code: 'invalid_credentials' } });
    });

    it('owner first, squatter later: the owner link stops working, the newest link still sets only the owner password', async () => {
      const email = await freshAddress('ocupat-dupa');
      expect((await signUp(email, OWNER_PASSWORD)).status).toBe(200);
      const [ownerLink] = await links(email);
      expect((await signUp(email, SQUATTER_PASSWORD)).status).toBe(200);
      const [newest] = await links(email);
      expect(newest).not.toBe(ownerLink);

      const stale = await locationOf(ownerLink ?? '');
      expect(new URLSearchParams(stale.hash.slice(1)).get('error_code')).toBe('otp_expired');
      // The newest link is in the owner's mailbox; opening it asks for the password, and the
      // owner types theirs.
      expect((await confirmWithPassword(newest ?? '', OWNER_PASSWORD)).status).toBe(303);
      expect((await signIn(email, OWNER_PASSWORD)).status).toBe(200);
      expect(await signIn(email, SQUATTER_PASSWORD)).toMatchObject({ status: 400, body: { error_code: 'invalid_credentials' } });
      // Used once: the link now says it has expired.
      const again = await locationOf(newest ?? '');
      expect(new URLSearchParams(again.hash.slice(1)).get('error_code')).toBe('otp_expired');
    });

    it('a sign-up repeated with the same password is no contest: the newest link signs in at once', async () => {
      const email = await freshAddress('repetat');
      expect((await signUp(email, OWNER_PASSWORD)).status).toBe(200);
      expect((await signUp(email, OWNER_PASSWORD)).status).toBe(200);
      const landing = await locationOf((await links(email))[0] ?? '');
      expect(new URLSearchParams(landing.hash.slice(1)).get('access_token')).toBeTruthy();
      expect((await signIn(email, OWNER_PASSWORD)).status).toBe(200);
    });
  });
}
