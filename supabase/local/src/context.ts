/** What every handler needs: the database, the settings, the outbox and the server's own URL. */
import type { Outbox } from './auth/outbox';
import type { ServerConfig } from './config';
import type { Database } from './db/types';
import type { Catalog } from './rest/catalog';

export interface ServerContext {
  db: Database;
  config: ServerConfig;
  outbox: Outbox;
  catalog: Catalog;
  /** http://127.0.0.1:<port>, known once the server listens (port 0 picks one). */
  baseUrl(): string;
}
