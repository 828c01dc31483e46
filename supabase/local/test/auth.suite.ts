/** GoTrue behaviour through supabase-js: sign-up, outbox, sign-in, refresh, reuse, logout, provider. */
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { Harness } from './support/harness';
import { TEST_PASSWORD, latestLink, locationOf, newClient, providerFlow } from './support/harness';

export function authSuite(h: () => Harness): void {
  describe('auth', () => {
    it('refuses a weak password with 422 and a message about the password', async () => {
      const { error } = await h().client().auth.signUp({ email: 'ana@test.buget.ro', password: 'slaba123' });
      expect(error?.status).toBe(422);
      expect(error?.message.toLowerCase()).toContain('password');
      expect(error?.code).toBe('weak_password');
    });

    it('refuses an address that is not approved, at sign-up and sign-in', async () => {
      const client = h().client();
      const signUp = await client.auth.signUp({ email: 'intrus@example.com', password: TEST_PASSWORD });
      expect(signUp.error?.message).toMatch(/restricted to approved addresses/);
      const signIn = await client.auth.signInWithPassword({ email: 'intrus@example.com', password: TEST_PASSWORD });
      expect(signIn.error?.message).toMatch(/restricted to approved addresses/);
    });

    it('signs up, confirms through the outbox, signs in, refreshes, detects reuse and logs out globally', async () => {
      const server = h().server;
      const client = h().client();
      const email = 'ana@test.buget.ro';
      const signUp = await client.auth.signUp({ email: ` ${email.toUpperCase()} `.trim(), password: TEST_PASSWORD });
      expect(signUp.error).toBeNull();
      expect(signUp.data.session).toBeNull();
      expect(signUp.data.user?.email).toBe(email);

      const early = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
      expect(early.error?.code).toBe('email_not_confirmed');

      const outboxHtml = await (await fetch(server.outboxUrl)).text();
      expect(outboxHtml).toContain(email);
      const link = await latestLink(server, email);
      const landing = await locationOf(link);
      expect(landing.origin).toBe('http://localhost:3000');
      const fragment = new URLSearchParams(landing.hash.slice(1));
      expect(fragment.get('access_token')).toBeTruthy();
      expect(fragment.get('type')).toBe('signup');
      // A confirmation link works once.
      const again = await locationOf(link);
      expect(new URLSearchParams(again.hash.slice(1)).get('error_code')).toBe('otp_expired');

      const wrong = await client.auth.signInWithPassword({ email, password: 'Gresit#Parola1' });
      expect(wrong.error?.message).toBe('Invalid login credentials');

      const signIn = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
      expect(signIn.error).toBeNull();
      const first = signIn.data.session;
      expect(first?.user.email).toBe(email);
      const user = await client.auth.getUser();
      expect(user.data.user?.id).toBe(signIn.data.user?.id);

      const refreshed = await client.auth.refreshSession();
      expect(refreshed.error).toBeNull();
      const second = refreshed.data.session;
      expect(second?.refresh_token).not.toBe(first?.refresh_token);

      // Reusing the rotated token revokes the session: the live token dies with it.
      const reuse = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: first?.refresh_token }),
      });
      expect(reuse.status).toBe(400);
      expect(((await reuse.json()) as { error_code: string }).error_code).toBe('refresh_token_already_used');
      const afterReuse = await newClient(server.url, server.anonKey).auth.refreshSession({ refresh_token: second?.refresh_token ?? '' });
      expect(afterReuse.error).not.toBeNull();

      // Two sessions, one global logout: neither refresh token works any more.
      const a = newClient(server.url, server.anonKey);
      const b = newClient(server.url, server.anonKey);
      const sa = await a.auth.signInWithPassword({ email, password: TEST_PASSWORD });
      const sb = await b.auth.signInWithPassword({ email, password: TEST_PASSWORD });
      expect((await a.auth.signOut({ scope: 'global' })).error).toBeNull();
      for (const token of [sa.data.session?.refresh_token, sb.data.session?.refresh_token]) {
        const r = await newClient(server.url, server.anonKey).auth.refreshSession({ refresh_token: token ?? '' });
        expect(r.error?.message).toMatch(/Invalid Refresh Token/);
      }
      const userAfter = await fetch(`${server.url}/auth/v1/user`, {
        headers: { apikey: server.anonKey, authorization: `Bearer ${sb.data.session?.access_token ?? ''}` },
      });
      expect(userAfter.status).toBe(403);
    });

    it('answers sign-ups of one address at once like GoTrue, never with a 500', async () => {
      const email = 'kira@test.buget.ro';
      const attempts = await Promise.all(Array.from({ length: 4 }, () => h().client().auth.signUp({ email, password: TEST_PASSWORD })));
      // Like GoTrue, a later one may also find the address's confirmation e-mail just sent (429).
      for (const { error } of attempts) {
        if (error) expect(['user_already_exists', 'over_email_send_rate_limit']).toContain(error.code);
      }
      expect(attempts.some((a) => a.error === null)).toBe(true);
      await locationOf(await latestLink(h().server, email));
      const signedIn = await h().client().auth.signInWithPassword({ email, password: TEST_PASSWORD });
      expect(signedIn.error).toBeNull();
      const again = await h().client().auth.signUp({ email, password: TEST_PASSWORD });
      expect(again.error?.code).toBe('user_already_exists');
    });

    it('updates the user (metadata, password policy)', async () => {
      const { client } = await h().registerUser('bogdan@test.buget.ro');
      const weak = await client.auth.updateUser({ password: 'scurt' });
      expect(weak.error?.message.toLowerCase()).toContain('password');
      const ok = await client.auth.updateUser({ data: { full_name: 'Bogdan' } });
      expect(ok.data.user?.user_metadata.full_name).toBe('Bogdan');
    });

    it('serves settings', async () => {
      const s = h().server;
      const settings = (await (await fetch(`${s.url}/auth/v1/settings`, { headers: { apikey: s.anonKey } })).json()) as { external: { google: boolean } };
      expect(settings.external.google).toBe(true);
    });

    it('provider sign-in: a labelled development page, a consent step, refusal of unapproved e-mails, implicit and PKCE redirects', async () => {
      const server = h().server;
      const implicit = newClient(server.url, server.anonKey);
      const start = await implicit.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: 'http://localhost:3000/auth/callback', skipBrowserRedirect: true } });
      const pageUrl = start.data.url ?? '';
      const page = await (await fetch(pageUrl)).text();
      expect(page).toContain('nu este Google');

      // Refused by the before-user-created hook after consent, redirected as GoTrue's callback does.
      const refused = await providerFlow(pageUrl, 'strain@example.com');
      expect(refused.answer.status).toBe(303);
      const refusedAt = new URL(refused.answer.headers.get('location') ?? '');
      const refusedFragment = new URLSearchParams(refusedAt.hash.slice(1));
      expect(refusedFragment.get('error')).toBe('access_denied');
      expect(refusedFragment.get('error_description')).toMatch(/restricted to approved addresses/);
      expect(refusedFragment.has('error_code')).toBe(false);
      expect(refusedAt.searchParams.get('error')).toBe('access_denied');

      const accepted = await providerFlow(pageUrl, 'carmen@test.buget.ro');
      expect(accepted.consentPage).toContain('data-testid="local-dev-consent"');
      expect(accepted.consentPage).toContain('carmen@test.buget.ro');
      const acceptedAt = new URL(accepted.answer.headers.get('location') ?? '');
      expect(acceptedAt.pathname).toBe('/auth/callback');
      const token = new URLSearchParams(acceptedAt.hash.slice(1)).get('access_token') ?? '';
      const user = await implicit.auth.getUser(token);
      expect(user.data.user?.email).toBe('carmen@test.buget.ro');
      expect(user.data.user?.app_metadata.provider).toBe('google');

      const pkce = newClient(server.url, server.anonKey, { flowType: 'pkce' });
      const pkceStart = await pkce.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: 'http://localhost:3000/auth/callback', skipBrowserRedirect: true } });
      const params = new URL(pkceStart.data.url ?? '').searchParams;
      expect(params.get('code_challenge')).toBeTruthy();
      const back = await providerFlow(pkceStart.data.url ?? '', 'carmen@test.buget.ro');
      const code = new URL(back.answer.headers.get('location') ?? '').searchParams.get('code') ?? '';
      expect(code).toBeTruthy();
      const exchanged = await pkce.auth.exchangeCodeForSession(code);
      expect(exchanged.error).toBeNull();
      expect(exchanged.data.user?.email).toBe('carmen@test.buget.ro');
      // A code is good once.
      const twice = await pkce.auth.exchangeCodeForSession(code);
      expect(twice.error).not.toBeNull();
    });

    it('answers 401 to forged, expired and alg=none tokens', async () => {
      const server = h().server;
      const { userId } = await h().registerUser('dan@test.buget.ro');
      const now = Math.floor(Date.now() / 1000);
      const claims = { sub: userId, role: 'authenticated', aud: 'authenticated' };
      const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(now + 3600).sign(new TextEncoder().encode('not-the-secret-not-the-secret-not-the-secret'));
      const secret = new TextEncoder().encode('super-secret-jwt-token-with-at-least-32-characters-long');
      const expired = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(now - 60).sign(secret);
      const b64 = (o: object): string => Buffer.from(JSON.stringify(o)).toString('base64url');
      const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: now + 3600 })}.`;
      const superuser = await new SignJWT({ ...claims, role: 'postgres' }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(now + 3600).sign(secret);
      for (const [token, code] of [[forged, 'PGRST301'], [expired, 'PGRST303'], [none, 'PGRST301'], [superuser, 'PGRST301']] as const) {
        const response = await fetch(`${server.url}/rest/v1/transactions?select=id`, { headers: { apikey: server.anonKey, authorization: `Bearer ${token}` } });
        expect(response.status).toBe(401);
        expect(((await response.json()) as { code: string }).code).toBe(code);
        const user = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: server.anonKey, authorization: `Bearer ${token}` } });
        expect([401, 403]).toContain(user.status);
      }
      const noKey = await fetch(`${server.url}/rest/v1/transactions`);
      expect(noKey.status).toBe(401);
    });
  });
}
