export * from './query-client';
export * from './query-keys';
export * from './runtime-config';
export * from './supabase-client';
export * from './use-buget-mutation';
export type { Database, Json } from './database.types';
