/** Starts the real server on one back end and makes real supabase-js clients for it. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { startLocalSupabase, type LocalSupabase } from '../../src/index';
import type { Database } from '../../../../shared-domain/src/data/database.types';
import { startPg15 } from './pg15';

export type Backend = 'pglite' | 'postgres';
export type Client = SupabaseClient<Database>;

/** Addresses the tests may register: added through BETA_ALLOWLIST, as a developer would. */
export const TEST_EMAILS = ['ana@test.buget.ro', 'bogdan@test.buget.ro', 'carmen@test.buget.ro', 'dan@test.buget.ro', 'elena@test.buget.ro', 'florin@test.buget.ro', 'gabi@test.buget.ro', 'horia@test.buget.ro', 'ioana@test.buget.ro', 'jean@test.buget.ro', 'kira@test.buget.ro', 'lia@test.buget.ro', 'mihai@test.buget.ro', 'petra@test.buget.ro', 'radu@test.buget.ro', 'sorin@test.buget.ro'];
export const TEST_PASSWORD = 'Parola#Test2026';

export interface Harness {
  server: LocalSupabase;
  backend: Backend;
  client(): Client;
  /** Signs up through the outbox confirmation and returns a signed-in client and its ids. */
  registerUser(email: string): Promise<{ client: Client; userId: string; accessToken: string }>;
  stop(): Promise<void>;
}

export function newClient(url: string, key: string, options: { flowType?: 'implicit' | 'pkce' } = {}): Client {
  const storage = new Map<string, string>();
  return createClient<Database>(url, key, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType: options.flowType ?? 'implicit',
      // PKCE keeps its code verifier in storage, so give it one even without persistence.
      storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v), removeItem: (k) => void storage.delete(k) },
    },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

export async function latestLink(server: LocalSupabase, email: string): Promise<string> {
  const response = await fetch(`${server.url}/outbox.json?email=${encodeURIComponent(email)}`);
  const messages = (await response.json()) as { link: string }[];
  const link = messages[0]?.link;
  if (!link) throw new Error(`no e-mail for ${email} in the outbox`);
  return link;
}

/** Follows a link without following its redirect; returns the Location. */
export async function locationOf(url: string, init: RequestInit = {}): Promise<URL> {
  const response = await fetch(url, { ...init, redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) throw new Error(`expected a redirect from ${url}, got ${response.status}`);
  return new URL(location);
}

/** The hidden inputs of an HTML page's form (the local server's own pages). */
export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1] ?? ''] = (match[2] ?? '').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  }
  return fields;
}

/** A form POST as a browser sends it from the server's own page (cookie and Origin). */
export function formPost(fields: Record<string, string>, cookie: string, origin: string | null): RequestInit {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', cookie };
  if (origin) headers.origin = origin;
  return { method: 'POST', headers, body: new URLSearchParams(fields).toString(), redirect: 'manual' };
}

/**
 * The stand-in provider's pages as a browser goes through them: open the authorize URL (keeping
 * its cookie), pick the address, then press the consent button (or deny).
 */
export async function providerFlow(
  authorizeUrl: string,
  email: string,
  decision: 'allow' | 'deny' = 'allow',
): Promise<{ consentPage: string; fields: Record<string, string>; cookie: string; answer: Response }> {
  const page = await fetch(authorizeUrl);
  const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const own = new URL(authorizeUrl).origin;
  const chosen = await fetch(`${own}/auth/v1/authorize/local`, formPost({ ...hiddenFields(await page.text()), email }, cookie, own));
  const consentPage = await chosen.text();
  const fields = hiddenFields(consentPage);
  const answer = await fetch(`${own}/auth/v1/authorize/local/consent`, formPost({ ...fields, decision }, cookie, own));
  return { consentPage, fields, cookie, answer };
}

/** Starts a server on `backend`; `env` adds to or overrides the test settings (GOTRUE_MAILER_AUTOCONFIRM…). */
export async function startHarness(backend: Backend, extraEnv: Record<string, string> = {}): Promise<Harness> {
  const env = {
    BETA_ALLOWLIST: TEST_EMAILS.join(','),
    GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL: '0',
    SITE_URL: 'http://localhost:3000',
    // No BNR fetch unless a suite serves its own rates file (rates.suite.ts).
    BNR_RATES_URL: 'off',
    // A suite sends one address several e-mails in a row; mail-limit's own tests set their frequency.
    GOTRUE_SMTP_MAX_FREQUENCY: '1ms',
    ...extraEnv,
  };
  let cleanup: () => Promise<void>;
  let server: LocalSupabase;
  // Each file's server starts from a copy of a database already migrated (templates.global.ts).
  const templates = inject('databaseTemplates');
  if (backend === 'postgres') {
    const cluster = await startPg15({ template: templates.postgres ?? undefined });
    server = await startLocalSupabase({ port: 0, databaseUrl: cluster.url, env });
    cleanup = () => cluster.stop();
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'buget-pglite-'));
    cpSync(templates.pglite, dir, { recursive: true });
    server = await startLocalSupabase({ port: 0, dataDir: dir, env });
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  const harness: Harness = {
    server,
    backend,
    client: () => newClient(server.url, server.anonKey),
    async registerUser(email) {
      const client = harness.client();
      const signUp = await client.auth.signUp({ email, password: TEST_PASSWORD });
      if (signUp.error) throw signUp.error;
      await locationOf(await latestLink(server, email));
      const signIn = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
      if (signIn.error || !signIn.data.session) throw signIn.error ?? new Error('no session');
      return { client, userId: signIn.data.user.id, accessToken: signIn.data.session.access_token };
    },
    async stop() {
      await server.close();
      await cleanup();
    },
  };
  return harness;
}
