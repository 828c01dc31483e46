import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import type { RuntimeConfig } from './runtime-config';

/** The client typed from the database schema (database.types.ts, generated from the migrations). */
export type BugetSupabaseClient = SupabaseClient<Database>;

/**
 * The one Supabase client of the app. shared-domain is a federation singleton, so the shell
 * and every remote get this same instance (one session, one token refresh timer).
 */
let client: BugetSupabaseClient | undefined;

export function configureSupabase(config: Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>): BugetSupabaseClient {
  client ??= createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
  return client;
}

export function getSupabase(): BugetSupabaseClient {
  if (!client) throw new Error('Supabase is not configured yet: call configureSupabase() at start.');
  return client;
}
