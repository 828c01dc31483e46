import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { RuntimeConfig } from './runtime-config';

/**
 * The one Supabase client of the app. shared-domain is a federation singleton, so the shell
 * and every remote get this same instance (one session, one token refresh timer).
 */
let client: SupabaseClient | undefined;

export function configureSupabase(config: Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>): SupabaseClient {
  client ??= createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
  return client;
}

export function getSupabase(): SupabaseClient {
  if (!client) throw new Error('Supabase is not configured yet: call configureSupabase() at start.');
  return client;
}
