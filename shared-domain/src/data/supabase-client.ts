import { AuthClient, type GoTrueClient } from '@supabase/auth-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from './database.types';
import { takePrefetched } from './prefetched-requests';
import type { RuntimeConfig } from './runtime-config';

/**
 * The app's Supabase client: the `auth`, `from` and `rpc` of supabase-js's client, composed from
 * the two packages supabase-js is made of (@supabase/auth-js and @supabase/postgrest-js, same
 * versions), typed from the database schema (database.types.ts, generated from the migrations).
 * supabase-js's createClient also builds realtime-js, storage-js and functions-js in its
 * constructor, which the app never calls; they would be about 21 KB gzipped of the first load.
 */
export interface BugetSupabaseClient {
  readonly auth: GoTrueClient;
  readonly from: PostgrestClient<Database>['from'];
  readonly rpc: PostgrestClient<Database>['rpc'];
}

/**
 * The one Supabase client of the app. shared-domain is a federation singleton, so the shell
 * and every remote get this same instance (one session, one token refresh timer).
 */
let client: BugetSupabaseClient | undefined;
let dataApi: { restUrl: string; anonKey: string } | undefined;

export function configureSupabase(config: Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>): BugetSupabaseClient {
  client ??= createBugetClient(config.supabaseUrl, config.supabaseAnonKey);
  dataApi ??= { restUrl: restUrlOf(config.supabaseUrl), anonKey: config.supabaseAnonKey };
  return client;
}

/** What a Web Worker needs to call the data API as the signed-in user (dataApiClient). */
export type DataApiAccess = { restUrl: string; anonKey: string; accessToken: string };

/** The data API's address and the current session's access token (refreshed first if expired). */
export async function dataApiAccess(): Promise<DataApiAccess> {
  const { data } = await getSupabase().auth.getSession();
  if (!dataApi || !data.session) throw new Error('Not signed in: no access token for the data API.');
  return { ...dataApi, accessToken: data.session.access_token };
}

/**
 * A data API client for a Web Worker (which has no session of its own, and no access to the app's
 * client): every request as the user whose token it was given, until that token expires.
 */
export function dataApiClient({ restUrl, anonKey, accessToken }: DataApiAccess): Pick<BugetSupabaseClient, 'from' | 'rpc'> {
  const rest = new PostgrestClient<Database>(restUrl, { schema: 'public', headers: { apikey: anonKey, Authorization: `Bearer ${accessToken}` } });
  return { from: rest.from.bind(rest), rpc: rest.rpc.bind(rest) };
}

const restUrlOf = (supabaseUrl: string): string => new URL('rest/v1', supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`).href;

export function getSupabase(): BugetSupabaseClient {
  if (!client) throw new Error('Supabase is not configured yet: call configureSupabase() at start.');
  return client;
}

/** Builds the client as supabase-js's createClient(url, key) with its default options would. */
function createBugetClient(supabaseUrl: string, supabaseKey: string): BugetSupabaseClient {
  const baseUrl = new URL(supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`);
  const auth = new AuthClient({
    url: new URL('auth/v1', baseUrl).href,
    headers: { Authorization: `Bearer ${supabaseKey}`, apikey: supabaseKey },
    // supabase-js's storage key, so a session kept by an earlier version of the app is restored.
    storageKey: `sb-${baseUrl.hostname.split('.')[0]}-auth-token`,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    flowType: 'implicit',
  });
  // As supabase-js's fetchWithAuth: every request carries the current session's access token
  // (getSession refreshes an expired one first) or, signed out, the anon key.
  const withAuth =
    (fetchFn: typeof fetch): typeof fetch =>
    async (input, init) => {
      const { data } = await auth.getSession();
      const headers = new Headers(init?.headers);
      if (!headers.has('apikey')) headers.set('apikey', supabaseKey);
      if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${data.session?.access_token ?? supabaseKey}`);
      return fetchFn(input, { ...init, headers });
    };
  const rest = new PostgrestClient<Database>(restUrlOf(supabaseUrl), {
    schema: 'public',
    // Looked up at each call, as supabase-js does, so a fetch replaced later (tests) is used. A
    // request index.html already started (the same one, token included) is taken instead.
    fetch: (input, init) => takePrefetched(input, init) ?? fetch(input, init),
    wrapFetch: withAuth,
  });
  return { auth, from: rest.from.bind(rest), rpc: rest.rpc.bind(rest) };
}
