/**
 * startLocalSupabase(): the whole local Supabase (database, migrations, seed, auth, REST, outbox,
 * and PGlite's autovacuum)
 * in one call, for `npm start`, the e2e suite and the tests. main.ts is its command-line face.
 */
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { MailLimiter } from './auth/mail-limit';
import { Outbox } from './auth/outbox';
import { ProviderFlows } from './auth/provider';
import { syncEnvAllowlist } from './auth/allowlist';
import { DEFAULT_PORT, readConfig, readConfigToml } from './config';
import type { ServerContext } from './context';
import { SUPABASE_DIR, migrate } from './db/migrate';
import { MAINTENANCE_EVERY_MS, startMaintenance } from './db/maintenance';
import { openDatabase } from './db/open';
import type { Database } from './db/types';
import { loadCatalog } from './rest/catalog';
import { startBnrRates } from './rates';
import { createHttpServer } from './server';

export { DEMO_SIGN_IN } from './config';

export interface LocalSupabaseOptions {
  /** Port to listen on; 0 picks a free one. Default: SUPABASE_LOCAL_PORT or 54321. */
  port?: number;
  /** PGlite data folder. Default: SUPABASE_LOCAL_DATA_DIR or <repo>/.data/. */
  dataDir?: string;
  /** Use this PostgreSQL instead of PGlite. Default: DATABASE_URL. */
  databaseUrl?: string;
  /** Environment to read the other settings from. Default: process.env. */
  env?: Record<string, string | undefined>;
}

export interface LocalSupabase {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  outboxUrl: string;
  /** The database the server runs on, for tests that read the catalog (pg_proc, pg_constraint). */
  db: Database;
  close(): Promise<void>;
}

export const DEFAULT_DATA_DIR = path.resolve(SUPABASE_DIR, '..', '.data');

export async function startLocalSupabase(options: LocalSupabaseOptions = {}): Promise<LocalSupabase> {
  const env = options.env ?? process.env;
  const config = await readConfig(env, readConfigToml());
  const portText = env.SUPABASE_LOCAL_PORT;
  const port = options.port ?? (portText ? Number(portText) : DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid port: ${String(portText)}`);
  const databaseUrl = options.databaseUrl ?? (env.DATABASE_URL?.trim() || undefined);
  const dataDir = options.dataDir ?? (env.SUPABASE_LOCAL_DATA_DIR?.trim() || DEFAULT_DATA_DIR);
  const maintenanceText = env.SUPABASE_LOCAL_MAINTENANCE_MS?.trim();
  const maintenanceEveryMs = maintenanceText ? Number(maintenanceText) : MAINTENANCE_EVERY_MS;
  if (!Number.isInteger(maintenanceEveryMs) || maintenanceEveryMs < 1) throw new Error(`invalid SUPABASE_LOCAL_MAINTENANCE_MS: ${String(maintenanceText)}`);

  const db = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    await migrate(db);
    await syncEnvAllowlist(db, config.betaAllowlist);
    const catalog = await loadCatalog(db);
    let baseUrl = '';
    const ctx: ServerContext = {
      db,
      config,
      outbox: new Outbox(),
      mailLimiter: new MailLimiter(config.emailMaxFrequencyMs),
      catalog,
      providerFlows: new ProviderFlows(),
      baseUrl: () => baseUrl,
    };
    // PostgREST's schema cache reload: `notify pgrst, 'reload schema'` (or an empty payload)
    // after changing tables or functions while the server runs.
    await db.listen('pgrst', (payload) => {
      if (payload !== '' && payload !== 'reload schema') return;
      loadCatalog(db).then(
        (fresh) => {
          ctx.catalog = fresh;
        },
        (error: unknown) => console.error('[supabase-local] schema cache reload failed', error),
      );
    });
    const server = createHttpServer(ctx);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // BNR's rates: fire and forget, so an offline machine starts as fast as ever (src/rates.ts).
    const stopRates = startBnrRates({ ratesUrl: env.BNR_RATES_URL, supabaseUrl: baseUrl, serviceRoleKey: config.serviceRoleKey });
    // PGlite has no autovacuum: the server analyzes and vacuums it (src/db/maintenance.ts).
    const stopMaintenance = db.kind === 'pglite' ? startMaintenance(db, maintenanceEveryMs) : async () => undefined;
    let closing: Promise<void> | null = null;
    return {
      url: baseUrl,
      anonKey: config.anonKey,
      serviceRoleKey: config.serviceRoleKey,
      outboxUrl: `${baseUrl}/outbox`,
      db,
      close() {
        closing ??= (async () => {
          stopRates();
          await stopMaintenance();
          server.closeAllConnections();
          await new Promise<void>((resolve) => server.close(() => resolve()));
          await db.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
