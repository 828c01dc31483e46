export * from './runtime-config';
export * from './supabase-client';
export * from './query-client';
export * from './query-keys';
export type { Database, Json } from './database.types';
export * from './use-buget-mutation';
