/** What every handler needs: the database, the settings, the outbox and its send limit, provider flows and the server's own URL. */
import type { MailLimiter } from './auth/mail-limit';
import type { Outbox } from './auth/outbox';
import type { ProviderFlows } from './auth/provider';
import type { ServerConfig } from './config';
import type { Database } from './db/types';
import type { Catalog } from './rest/catalog';

export interface ServerContext {
  db: Database;
  config: ServerConfig;
  outbox: Outbox;
  /** How often one address may get the same kind of e-mail (auth/mail-limit.ts). */
  mailLimiter: MailLimiter;
  catalog: Catalog;
  /** Stand-in provider sign-ins in progress (auth/provider.ts). */
  providerFlows: ProviderFlows;
  /** http://127.0.0.1:<port>, known once the server listens (port 0 picks one). */
  baseUrl(): string;
}
