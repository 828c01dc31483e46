export * from './runtime-config';
export * from './supabase-client';
export * from './query-client';
