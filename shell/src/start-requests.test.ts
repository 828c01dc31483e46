import { readFileSync } from 'node:fs';
import { createElement, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCategoryDocument } from '@buget/shared-domain/categories';
import { configureSupabase } from '@buget/shared-domain/data';
import { useBugetMutation } from '@buget/shared-domain/stores';
import { fetchDailyMonth, fetchDailySituation } from '@buget/shared-domain/planning';
import { fetchUserSettings } from '@buget/shared-domain/settings';
import { STORAGE_KEYS } from '@buget/shared-domain/constants';
import { START_HINTS_KEY } from './remotes/start-hints';

/** index.html's #start-requests script, run here as the browser runs it, against the real Supabase client. */
const html = readFileSync(path.join(import.meta.dirname, 'index.html'), 'utf8');
const script = new DOMParser().parseFromString(html, 'text/html').getElementById('start-requests')?.textContent ?? '';

const CONFIG = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon-key', remotes: {} };
const SESSION_KEY = 'sb-127-auth-token';
const TODAY = '2026-11-23';

const sessionOf = (token: string, userId: string, expiresInSeconds = 3600) => ({
  access_token: token,
  refresh_token: `refresh-${token}`,
  token_type: 'bearer',
  expires_in: expiresInSeconds,
  expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
  user: { id: userId, aud: 'authenticated', role: 'authenticated', email: `${userId}@example.ro`, app_metadata: {}, user_metadata: {}, created_at: '2026-01-01T00:00:00Z' },
});

/** The server's answers, by path; every request that reaches the network is recorded. */
const ANSWERS: Record<string, unknown> = {
  '/rest/v1/rpc/get_daily_situation': { date: TODAY, opening_balance: 0, closing_balance: 0, items: [], overdue: [], overdue_count: 0 },
  '/rest/v1/rpc/get_daily_month': { month: '2026-11', days: [] },
  '/rest/v1/user_settings': { settings: { themeMode: 'dark' } },
  '/rest/v1/custom_categories': { category_data: { categories: [] }, version: 4 },
};
let network: { url: string; method: string; headers: Record<string, string>; body: unknown }[] = [];

async function answer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input));
  network.push({ url: url.href, method: init?.method ?? 'GET', headers: Object.fromEntries(new Headers(init?.headers)), body: init?.body ?? null });
  const body = ANSWERS[url.pathname];
  if (body === undefined) return new Response('{}', { status: 404 });
  return new Response(JSON.stringify(url.pathname.includes('/rpc/') ? body : [body]), { headers: { 'content-type': 'application/json' } });
}

/** A page load: the hints and the session as the app left them, then index.html's script. */
async function startPage({ at = '/daily', signedIn = true, session = sessionOf('token-a', 'user-a'), storedDay }: { at?: string; signedIn?: boolean; session?: object | null; storedDay?: string } = {}) {
  window.history.replaceState(null, '', at);
  localStorage.setItem(START_HINTS_KEY, JSON.stringify({ signedIn, pages: {}, manifests: {} }));
  if (session) localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  if (storedDay) localStorage.setItem(STORAGE_KEYS.globalDate, JSON.stringify({ state: { selectedDate: storedDay }, version: 0 }));
  window.__bugetConfig = Promise.resolve(new Response(JSON.stringify(CONFIG), { headers: { 'content-type': 'application/json' } }));
  new Function(script)();
  // The config's answer, its body, and the requests after it.
  await vi.waitFor(() => expect(window.__bugetConfig).toBeDefined());
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const paths = () => network.map((request) => new URL(request.url).pathname);

describe("index.html's early requests of the daily page (#start-requests)", () => {
  beforeAll(() => {
    configureSupabase(CONFIG);
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T09:30:00`));
    vi.stubGlobal('fetch', vi.fn(answer));
    localStorage.clear();
    network = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.__bugetPrefetched = undefined;
  });

  it("asks for the day, the month, the settings and the categories, and the repositories take those answers instead of asking again", async () => {
    await startPage();
    expect(paths()).toEqual(['/rest/v1/rpc/get_daily_situation', '/rest/v1/rpc/get_daily_month', '/rest/v1/user_settings', '/rest/v1/custom_categories']);
    expect(network[0]?.headers.authorization).toBe('Bearer token-a');

    const situation = await fetchDailySituation(TODAY, TODAY);
    const month = await fetchDailyMonth('2026-11');
    const settings = await fetchUserSettings();
    const categories = await fetchCategoryDocument();

    // Nothing more went to the network: each answer was the early one, taken by the very same request.
    expect(paths()).toHaveLength(4);
    expect(situation).toEqual(ANSWERS['/rest/v1/rpc/get_daily_situation']);
    expect(month).toEqual(ANSWERS['/rest/v1/rpc/get_daily_month']);
    expect(settings).toEqual({ themeMode: 'dark' });
    expect(categories.version).toBe(4);
    expect(window.__bugetPrefetched?.map((entry) => entry.taken)).toEqual([true, true, true, true]);
  });

  it('hands each answer over once: the next read of the day goes to the server', async () => {
    await startPage();
    await fetchDailySituation(TODAY, TODAY);
    await fetchDailySituation(TODAY, TODAY);
    expect(paths().filter((p) => p.endsWith('get_daily_situation'))).toHaveLength(2);
  });

  it("asks for the link's day (?data=), else the day the date store kept, and the month of that day", async () => {
    await startPage({ at: '/daily?data=2026-10-05', storedDay: '2026-11-02' });
    expect(network.slice(0, 2).map((request) => request.body)).toEqual(['{"day":"2026-10-05","today":"2026-11-23"}', '{"month":"2026-10"}']);
    window.__bugetPrefetched = undefined;
    network = [];
    await startPage({ storedDay: '2026-11-02' });
    expect(network[0]?.body).toBe('{"day":"2026-11-02","today":"2026-11-23"}');
  });

  it('is not taken for another day: the page asks for its own', async () => {
    await startPage({ at: '/daily?data=2026-10-05' });
    await fetchDailySituation(TODAY, TODAY);
    expect(paths().filter((p) => p.endsWith('get_daily_situation'))).toHaveLength(2);
    expect(window.__bugetPrefetched?.[0]?.taken).toBeUndefined();
  });

  it('is not taken for another user (another token), nor once it is older than 10 s, nor after a write', async () => {
    await startPage({ session: sessionOf('token-b', 'user-b') });
    localStorage.setItem(SESSION_KEY, JSON.stringify(sessionOf('token-a', 'user-a')));
    await fetchDailySituation(TODAY, TODAY);
    expect(network.at(-1)?.headers.authorization).toBe('Bearer token-a');
    expect(paths().filter((p) => p.endsWith('get_daily_situation'))).toHaveLength(2);

    network = [];
    await startPage();
    const now = performance.now();
    const clock = vi.spyOn(performance, 'now').mockReturnValue(now + 10_001);
    await fetchDailyMonth('2026-11');
    clock.mockRestore();
    expect(paths().filter((p) => p.endsWith('get_daily_month'))).toHaveLength(2);

    network = [];
    await startPage();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: new QueryClient() }, children);
    const { result } = renderHook(() => useBugetMutation({ mutationFn: async () => null, invalidates: [] }), { wrapper });
    await act(() => result.current.mutateAsync());
    await fetchDailySituation(TODAY, TODAY);
    expect(paths().filter((p) => p.endsWith('get_daily_situation'))).toHaveLength(2);
  });

  it('asks for nothing without a fresh session, for a visitor not signed in, or on another page', async () => {
    await startPage({ session: sessionOf('token-a', 'user-a', 90) });
    await startPage({ session: null });
    localStorage.clear();
    await startPage({ signedIn: false });
    await startPage({ at: '/transactions' });
    expect(network).toEqual([]);
  });

  it('leaves config.json whole for the app', async () => {
    await startPage();
    const response = await window.__bugetConfig!;
    expect(await response.json()).toEqual(CONFIG);
  });
});
