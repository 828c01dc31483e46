export { discardPrefetched } from './prefetched-requests';
export * from './query-client';
export * from './query-keys';
export * from './runtime-config';
export * from './supabase-client';
export type { Database, Json } from './database.types';
