// @vitest-environment jsdom
/**
 * The app's client (auth-js and postgrest-js composed) against the real local Supabase server:
 * every table and RPC request carries the session's current access token, the new one after a
 * refresh, and the anon key once signed out, as supabase-js's client does.
 */
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { configureSupabase, getSupabase } from './supabase-client';
import { INTEGRATION_EMAILS } from '../testing/local-supabase.global';

const EMAIL = INTEGRATION_EMAILS[5] as string;
const PASSWORD = 'Integrare#2026';

/** The Authorization header of each request to the REST API, in order. */
const restAuthorizations: (string | null)[] = [];
const realFetch = globalThis.fetch;
let anonKey = '';

beforeAll(() => {
  const supabase = inject('supabase');
  anonKey = supabase.anonKey;
  configureSupabase({ supabaseUrl: supabase.url, supabaseAnonKey: supabase.anonKey });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes('/rest/v1/')) restAuthorizations.push(new Headers(init?.headers).get('Authorization'));
    return realFetch(input, init);
  });
});

afterAll(() => {
  vi.unstubAllGlobals();
});

describe('the Supabase client', () => {
  it('sends the session token, the refreshed token after a refresh and the anon key after sign-out', async () => {
    const supabase = getSupabase();
    const signedUp = await supabase.auth.signUp({ email: EMAIL, password: PASSWORD });
    expect(signedUp.error).toBeNull();
    const signedIn = await supabase.auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
    const firstToken = signedIn.data.session?.access_token;
    expect(firstToken).toBeTruthy();

    // RLS lets the row in only under the user's own token.
    const inserted = await supabase
      .from('transactions')
      .insert({ type: 'INCOME', amount: 100, category: 'VENITURI', date: '2026-01-05', execution_status: 'COMPLETED' })
      .select('id')
      .single();
    expect(inserted.error).toBeNull();
    expect(restAuthorizations.at(-1)).toBe(`Bearer ${firstToken}`);

    // A JWT's issue time is in seconds: wait so the refreshed token differs from the first.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const refreshed = await supabase.auth.refreshSession();
    const secondToken = refreshed.data.session?.access_token;
    expect(secondToken).toBeTruthy();
    expect(secondToken).not.toBe(firstToken);
    const balance = await supabase.rpc('get_available_balance', { as_of: '2026-01-31' }).single();
    expect(balance.error).toBeNull();
    expect(restAuthorizations.at(-1)).toBe(`Bearer ${secondToken}`);

    await supabase.auth.signOut({ scope: 'local' });
    const afterSignOut = await supabase.from('transactions').select('id');
    expect(afterSignOut.data).toEqual([]);
    expect(restAuthorizations.at(-1)).toBe(`Bearer ${anonKey}`);
  });
});
