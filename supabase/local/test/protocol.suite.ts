/**
 * Issue 9 points 3 and 6 at the HTTP level, with raw requests: bad input is a 4xx shaped as
 * PostgREST or GoTrue would answer, never a 5xx; tokens and keys; CORS; the outbox guard.
 */
import { request } from 'node:http';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { approveAddress, freshUser } from './support/allowlist';
import type { Harness } from './support/harness';

const SECRET = new TextEncoder().encode('super-secret-jwt-token-with-at-least-32-characters-long');
const deepObject = (depth: number): string => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

type Answer = { status: number; body: Record<string, unknown> };

/** A GET with a Host header of our choosing (fetch always sends the URL's own). */
function getWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

export function protocolSuite(h: () => Harness): void {
  describe('protocol: bad input never gets a 5xx', () => {
    async function call(path: string, init: RequestInit & { token?: string } = {}): Promise<Answer> {
      const s = h().server;
      const headers: Record<string, string> = { apikey: s.anonKey, 'content-type': 'application/json', ...(init.headers as Record<string, string>) };
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      const response = await fetch(`${s.url}${path}`, { ...init, headers });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    }

    it('an insert of [] answers 201 with [] as PostgREST does', async () => {
      const { accessToken } = await freshUser(h(), 'gol');
      const represented = await call('/rest/v1/transactions?select=id', {
        method: 'POST',
        token: accessToken,
        headers: { prefer: 'return=representation' },
        body: '[]',
      });
      expect(represented.status).toBe(201);
      const raw = await fetch(`${h().server.url}/rest/v1/transactions?select=id`, {
        method: 'POST',
        headers: { apikey: h().server.anonKey, authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', prefer: 'return=representation' },
        body: '[]',
      });
      expect(await raw.text()).toBe('[]');
      expect((await call('/rest/v1/transactions', { method: 'POST', token: accessToken, body: '[]' })).status).toBe(201);
    });

    it('JSON nested 5,000 deep is a 400 in REST bodies, RPC arguments, sign-up and user data', async () => {
      const { accessToken } = await freshUser(h(), 'adanc');
      const deep = deepObject(5000);
      const rest = await call('/rest/v1/custom_categories', { method: 'POST', token: accessToken, body: `{"category_data":${deep}}` });
      expect(rest).toMatchObject({ status: 400, body: { code: 'PGRST102' } });
      const rpc = await call('/rest/v1/rpc/is_email_approved', { method: 'POST', body: `{"email":${deep}}` });
      expect(rpc).toMatchObject({ status: 400, body: { code: 'PGRST102' } });
      const signUp = await call('/auth/v1/signup', { method: 'POST', body: `{"email":"adanc@example.com","password":"Parola#Test2026","data":${deep}}` });
      expect(signUp).toMatchObject({ status: 400, body: { error_code: 'bad_json' } });
      const user = await call('/auth/v1/user', { method: 'PUT', token: accessToken, body: `{"data":${deep}}` });
      expect(user).toMatchObject({ status: 400, body: { error_code: 'bad_json' } });
      // The limit leaves every real document through: 60 levels are stored.
      const fine = await call('/auth/v1/user', { method: 'PUT', token: accessToken, body: `{"data":{"nested":${deepObject(60)}}}` });
      expect(fine.status).toBe(200);
    });

    it('filters nested 3,000 deep and 2,000 selected columns are a 400', async () => {
      let tree = 'id.eq.1';
      for (let i = 0; i < 3000; i++) tree = `or(${tree})`;
      const filters = await call(`/rest/v1/transactions?or=(${tree})`);
      expect(filters).toMatchObject({ status: 400, body: { code: 'PGRST100' } });
      const columns = await call(`/rest/v1/transactions?select=${Array.from({ length: 2000 }, () => 'id').join(',')}`);
      expect(columns).toMatchObject({ status: 400, body: { code: 'PGRST100' } });
      // A tree 16 deep is still a filter.
      let ok = 'id.is.null';
      for (let i = 0; i < 15; i++) ok = `and(${ok})`;
      expect((await call(`/rest/v1/transactions?or=(${ok})`)).status).toBe(200);
    });

    it('a NUL byte in an e-mail is a 400 at sign-up and sign-in', async () => {
      const body = JSON.stringify({ email: 'ana\u0000@test.buget.ro', password: 'Parola#Test2026' });
      expect(await call('/auth/v1/signup', { method: 'POST', body })).toEqual({
        status: 400,
        body: { code: 400, error_code: 'validation_failed', msg: 'Unable to validate email address: invalid format' },
      });
      expect(await call('/auth/v1/token?grant_type=password', { method: 'POST', body })).toMatchObject({ status: 400, body: { error_code: 'invalid_credentials' } });
      // A NUL in the user's data: Postgres's jsonb refuses it (22P05), answered as bad input.
      const email = `nul-${Date.now()}@example.com`;
      await approveAddress(h().server, email);
      const metadata = await call('/auth/v1/signup', { method: 'POST', body: `{"email":"${email}","password":"Parola#Test2026","data":{"n":"\\u0000"}}` });
      expect(metadata).toMatchObject({ status: 400, body: { error_code: 'validation_failed' } });
    });

    it('broken percent-encoding in the path is a 404 naming nothing, as PostgREST answers', async () => {
      for (const [path, code] of [['/rest/v1/%', 'PGRST205'], ['/rest/v1/%E0%A4%A', 'PGRST205'], ['/rest/v1/rpc/%ZZ', 'PGRST202']] as const) {
        expect(await call(path), path).toMatchObject({ status: 404, body: { code } });
      }
    });
  });

  describe('protocol: tokens and keys', () => {
    it('refuses a JWT issued in the future (PGRST303) and one without exp', async () => {
      const s = h().server;
      const now = Math.floor(Date.now() / 1000);
      const future = await new SignJWT({ role: 'anon' }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(now + 3600).setExpirationTime(now + 7200).sign(SECRET);
      const noExp = await new SignJWT({ role: 'anon' }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(now).sign(SECRET);
      const skewed = await new SignJWT({ role: 'anon' }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(now + 20).setExpirationTime(now + 3600).sign(SECRET);
      const read = (token: string): Promise<Response> =>
        fetch(`${s.url}/rest/v1/transactions?select=id`, { headers: { apikey: s.anonKey, authorization: `Bearer ${token}` } });
      const early = await read(future);
      expect(early.status).toBe(401);
      expect(await early.json()).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'JWT issued at future' });
      expect(early.headers.get('www-authenticate')).toBe('Bearer error="invalid_token", error_description="JWT issued at future"');
      const endless = await read(noExp);
      expect(endless.status).toBe(401);
      expect(((await endless.json()) as { code: string }).code).toBe('PGRST303');
      // PostgREST allows 30 seconds of clock skew.
      expect((await read(skewed)).status).toBe(200);
      const user = await fetch(`${s.url}/auth/v1/user`, { headers: { apikey: s.anonKey, authorization: `Bearer ${noExp}` } });
      expect(user.status).toBe(403);
    });

    it('accepts as apikey only the anon or service_role key, not a user access token', async () => {
      const s = h().server;
      const { accessToken } = await freshUser(h(), 'cheie');
      const asKey = await fetch(`${s.url}/rest/v1/transactions?select=id`, { headers: { apikey: accessToken, authorization: `Bearer ${accessToken}` } });
      expect(asKey.status).toBe(401);
      expect(((await asKey.json()) as { message: string }).message).toBe('Invalid API key');
      const now = Math.floor(Date.now() / 1000);
      const selfMadeAnon = await new SignJWT({ role: 'anon' }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(now + 60).sign(SECRET);
      expect((await fetch(`${s.url}/auth/v1/settings`, { headers: { apikey: selfMadeAnon } })).status).toBe(401);
      expect((await fetch(`${s.url}/auth/v1/settings`, { headers: { apikey: s.anonKey } })).status).toBe(200);
      const withKey = await fetch(`${s.url}/rest/v1/transactions?select=id`, { headers: { apikey: s.anonKey, authorization: `Bearer ${accessToken}` } });
      expect(withKey.status).toBe(200);
    });
  });

  describe('protocol: CORS and the outbox', () => {
    it('answers CORS only to the configured app origins, without credentials', async () => {
      const s = h().server;
      const preflight = (origin: string): Promise<Response> =>
        fetch(`${s.url}/rest/v1/transactions`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
      for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://localhost:3003']) {
        expect((await preflight(origin)).headers.get('access-control-allow-origin'), origin).toBe(origin);
      }
      for (const origin of ['http://evil.example', 'http://localhost:3000.evil.example', 'null', 'http://localhost:4000']) {
        const answer = await preflight(origin);
        expect(answer.headers.get('access-control-allow-origin'), origin).toBeNull();
      }
      const read = await fetch(`${s.url}/rest/v1/beta_allowlist`, { headers: { apikey: s.anonKey, origin: 'http://evil.example' } });
      expect(read.headers.get('access-control-allow-origin')).toBeNull();
      expect((await preflight('http://localhost:3000')).headers.get('access-control-allow-credentials')).toBeNull();
    });

    it('serves the outbox to this machine only, never with CORS headers, and never to another origin', async () => {
      const s = h().server;
      const own = await fetch(`${s.url}/outbox.json`);
      expect(own.status).toBe(200);
      expect(own.headers.get('access-control-allow-origin')).toBeNull();
      expect(own.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      for (const origin of ['http://localhost:3000', 'http://evil.example']) {
        const other = await fetch(`${s.url}/outbox.json`, { headers: { origin } });
        expect(other.status, origin).toBe(403);
        expect(other.headers.get('access-control-allow-origin')).toBeNull();
        const preflight = await fetch(`${s.url}/outbox.json`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET' } });
        expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      }
      // A page that rebinds its own name to 127.0.0.1 sends its own Host.
      expect(await getWithHost(`${s.url}/outbox.json`, 'evil.example')).toBe(403);
      expect(await getWithHost(`${s.url}/outbox`, `localhost:${new URL(s.url).port}`)).toBe(200);
    });
  });
}
