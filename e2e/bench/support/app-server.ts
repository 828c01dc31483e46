/**
 * What every browser benchmark starts: the local Supabase server on a fresh database (PGlite or
 * PostgreSQL 15, via supabase-local's bench server in a process of its own, users auto-confirmed
 * and on the allow-list),
 * and the built app served as `npm start` serves it, on a free port known to the server before
 * it starts (CORS allows SITE_URL's origin).
 */
import { createServer } from 'node:net';
import { BENCH_PASSWORD, signUp, startBenchServerProcess, type Backend, type ServerAddress } from '@buget/supabase-local/bench';
import { buildMissing, createAppServer } from '../../../scripts/lib/serve-app';
import { asUser } from '../../support/users';

export type BenchUser = {
  email: string;
  password: string;
  id: string;
  token: string;
  /** A data API client acting as the user (RLS applies). */
  db: ReturnType<typeof asUser>;
};

export type BenchApp = {
  /** The app's origin, e.g. http://localhost:41234. */
  appUrl: string;
  /** The local Supabase server, in a process of its own (url, anonKey, serviceRoleKey). */
  server: ServerAddress;
  /** The users signed up, in the order of `emails`. */
  users: BenchUser[];
  /** What autovacuum would do after a bulk load (PostgreSQL; nothing on PGlite). */
  analyze(): Promise<void>;
  stop(): Promise<void>;
};

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Builds what is not built yet, starts the server and the app, and signs `emails` up. */
export async function startBenchApp({ backend = 'pglite', emails = [] }: { backend?: Backend; emails?: string[] } = {}): Promise<BenchApp> {
  buildMissing();
  const appPort = await freePort();
  const appUrl = `http://localhost:${appPort}`;
  const bench = await startBenchServerProcess(backend, emails, { SITE_URL: appUrl });
  const { server } = bench;
  const app = createAppServer({ port: appPort, supabaseUrl: server.url, supabaseAnonKey: server.anonKey });
  try {
    await new Promise<void>((resolve, reject) => {
      app.once('error', reject);
      app.listen(appPort, resolve);
    });
    const users = (await signUp(server, emails)).map((user, i) => ({
      ...user,
      email: emails[i]!,
      password: BENCH_PASSWORD,
      db: asUser({ access_token: user.token }, server.url),
    }));
    return {
      appUrl,
      server,
      users,
      analyze: () => bench.analyze(),
      async stop() {
        app.closeAllConnections();
        await new Promise((resolve) => app.close(resolve));
        await bench.stop();
      },
    };
  } catch (error) {
    app.close();
    await bench.stop();
    throw error;
  }
}
