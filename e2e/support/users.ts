import { createClient, type Session } from '@supabase/supabase-js';
import type { Page } from '@playwright/test';
import WebSocket from 'ws';
import { E2E } from './env';

type TestUser = { email: string; password: string };

export const TEST_PASSWORD = 'Parola#Sigura2026';

function nodeClient(supabaseUrl: string = E2E.supabaseUrl) {
  return createClient(supabaseUrl, E2E.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/** A Node client acting as the signed-in user (row-level security applies), for seeding and checks. */
export function asUser(session: Pick<Session, 'access_token'>, supabaseUrl: string = E2E.supabaseUrl) {
  return createClient(supabaseUrl, E2E.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${session.access_token}` } },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/** Where supabase-js in the browser keeps its session for this project URL. */
export const browserStorageKey = (supabaseUrl: string = E2E.supabaseUrl) =>
  `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;

/**
 * Opens the newest confirmation link, as the mailbox's owner would. When the address was signed
 * up more than once before confirmation (two tests of a file signing their shared user up at
 * once), the link asks for the password: it is typed in as a person would.
 */
async function confirmThroughOutbox(email: string, password: string): Promise<void> {
  const response = await fetch(`${E2E.supabaseUrl}/outbox.json?email=${encodeURIComponent(email)}`);
  const [message] = (await response.json()) as { link: string }[];
  if (!message) throw new Error(`no confirmation e-mail for ${email} in the outbox`);
  const answer = await fetch(message.link, { redirect: 'manual' });
  if (answer.status !== 200) return;
  const link = new URL(message.link);
  const form = new URLSearchParams({
    token: link.searchParams.get('token') ?? '',
    type: link.searchParams.get('type') ?? 'signup',
    redirect_to: link.searchParams.get('redirect_to') ?? '',
    password,
  });
  await fetch(new URL('/auth/v1/verify/password', link), { method: 'POST', body: form, redirect: 'manual' });
}

/**
 * Another worker is signing the same user up right now (tests in parallel share a user): its
 * confirmation lands in a moment, then the password works here too.
 */
async function signInOnceConfirmed(email: string, password: string): Promise<Session> {
  const client = nodeClient();
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    if (data.session) return data.session;
    if (Date.now() > deadline) throw error ?? new Error(`could not sign in ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A confirmed user on the allow-list, made through the real sign-up and the outbox: signs in
 * when the user exists already (a reused server), otherwise signs up and confirms first.
 */
export async function ensureUser(email: string, password = TEST_PASSWORD): Promise<Session> {
  const client = nodeClient();
  const existing = await client.auth.signInWithPassword({ email, password });
  if (existing.data.session) return existing.data.session;
  const signUp = await client.auth.signUp({ email, password });
  // Another worker's sign-up of the same user came first (its account, or its e-mail just sent).
  if (signUp.error?.code === 'user_already_exists' || signUp.error?.code === 'over_email_send_rate_limit') return signInOnceConfirmed(email, password);
  if (signUp.error) throw signUp.error;
  await confirmThroughOutbox(email, password);
  // A sign-up of another worker after this one's makes this link stale; that worker's link confirms.
  return signInOnceConfirmed(email, password);
}

/** Puts a session where supabase-js looks for it, once, before the app's first script runs. */
async function putSession(page: Page, session: Session, supabaseUrl: string = E2E.supabaseUrl): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('e2e-session-seeded')) return;
      sessionStorage.setItem('e2e-session-seeded', '1');
      localStorage.setItem(key, value);
    },
    [browserStorageKey(supabaseUrl), JSON.stringify(session)] as const,
  );
}

/**
 * Opens the app already signed in as `email` (later reloads keep whatever the app stored, so a
 * sign-out in the test stays signed out).
 */
export async function signInPage(page: Page, email: string, password = TEST_PASSWORD): Promise<Session> {
  const session = await ensureUser(email, password);
  await putSession(page, session);
  return session;
}

/** Signs an existing user in on any local server (benchmarks start their own). */
export async function seedSession(page: Page, supabaseUrl: string, email: string, password: string): Promise<void> {
  const { data, error } = await nodeClient(supabaseUrl).auth.signInWithPassword({ email, password });
  if (!data.session) throw error ?? new Error(`could not sign in ${email}`);
  await putSession(page, data.session, supabaseUrl);
}

/** The earliest day a balance may start from: every row counts, as before starting balances had a date. */
export const EARLIEST_BALANCE_START = '1900-01-01';

/**
 * Answers the first-run card through the API, as the user would on /daily (issue 22 point 5): once
 * the user has accounts (the app creates the defaults of first use on its first visit: open a page
 * first), each active account whose starting balance is not said gets `amounts[name]` if given
 * (else it keeps its initial balance) and `startDate` as its balance start. The page shows the new
 * figures after a reload or its next read of the balance.
 */
export async function setStartingBalances(
  session: Pick<Session, 'access_token'>,
  amounts: Record<string, number> = {},
  startDate: string = EARLIEST_BALANCE_START,
): Promise<void> {
  const db = asUser(session);
  const deadline = Date.now() + 15_000;
  // The app may still be making the first-use accounts one by one: done once none without a
  // start has appeared for QUIET_MS after the last one was answered.
  const QUIET_MS = 600;
  let quietSince: number | null = null;
  for (;;) {
    const { data } = await db.from('user_accounts').select('id, name').eq('is_active', true).is('balance_start_date', null).throwOnError();
    const { count } = await db.from('user_accounts').select('id', { count: 'exact', head: true }).throwOnError();
    if ((count ?? 0) > 0) {
      for (const account of data) {
        const amount = amounts[account.name];
        await db
          .from('user_accounts')
          .update({ balance_start_date: startDate, ...(amount === undefined ? {} : { initial_balance: amount }) })
          .eq('id', account.id)
          .throwOnError();
      }
      if (data.length > 0) quietSince = null;
      else if (quietSince === null) quietSince = Date.now();
      else if (Date.now() - quietSince >= QUIET_MS) return;
    }
    if (Date.now() > deadline) throw new Error('setStartingBalances: the app made no accounts (open a page first)');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
