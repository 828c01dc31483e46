/**
 * `npm start`: builds whatever app is not built yet (its output in a log file), starts the local
 * Supabase server (unless SUPABASE_URL and SUPABASE_ANON_KEY point at a hosted project), serves the
 * app on PORT (default 3000): the shell at /, the remotes under /remotes/<name>/, and prints the
 * block a newcomer needs (lib/start-block.ts).
 */
import { buildMissing, createAppServer } from './lib/serve-app';
import { startBlock, type StartFacts } from './lib/start-block';

type Backend = { url: string; anonKey: string; local: StartFacts['local']; close: () => Promise<void> };

async function startBackend(appPort: number): Promise<Backend> {
  const { SUPABASE_URL, SUPABASE_ANON_KEY } = process.env;
  if (SUPABASE_URL && SUPABASE_ANON_KEY) {
    return { url: SUPABASE_URL, anonKey: SUPABASE_ANON_KEY, local: null, close: async () => {} };
  }
  const { DEMO_SIGN_IN, startLocalSupabase } = await import('@buget/supabase-local');
  // The app's own address is where sign-in links land and the origin the API answers (CORS),
  // unless SITE_URL says otherwise.
  const local = await startLocalSupabase({ env: { SITE_URL: `http://localhost:${appPort}`, ...process.env } });
  // Who may register: seed.sql's addresses and BETA_ALLOWLIST's, as the server has them now.
  const { rows } = await local.db.query<{ email: string }>('select email from public.beta_allowlist order by email');
  return {
    url: local.url,
    anonKey: local.anonKey,
    local: { demo: DEMO_SIGN_IN, allowlist: rows.map((row) => row.email), outboxUrl: local.outboxUrl },
    close: () => local.close(),
  };
}

async function main(): Promise<void> {
  const buildLog = buildMissing();
  const port = Number(process.env.PORT ?? 3000);
  const backend = await startBackend(port);
  const server = createAppServer({ port, supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  console.log(startBlock({ appUrl: `http://localhost:${port}`, supabaseUrl: backend.url, local: backend.local, buildLog }));

  const stop = async () => {
    server.close();
    await backend.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
