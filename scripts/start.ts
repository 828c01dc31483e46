/**
 * `npm start`: builds whatever app is not built yet, starts the local Supabase server (unless
 * SUPABASE_URL and SUPABASE_ANON_KEY point at a hosted project), and serves the app on PORT
 * (default 3000): the shell at /, the remotes under /remotes/<name>/.
 */
import { buildMissing, createAppServer } from './lib/serve-app';

type Backend = { url: string; anonKey: string; details: string[]; close: () => Promise<void> };

async function startBackend(appPort: number): Promise<Backend> {
  const { SUPABASE_URL, SUPABASE_ANON_KEY } = process.env;
  if (SUPABASE_URL && SUPABASE_ANON_KEY) {
    return { url: SUPABASE_URL, anonKey: SUPABASE_ANON_KEY, details: [], close: async () => {} };
  }
  const { DEMO_SIGN_IN, startLocalSupabase } = await import('@buget/supabase-local');
  // The app's own address is where sign-in links land and the origin the API answers (CORS),
  // unless SITE_URL says otherwise.
  const local = await startLocalSupabase({ env: { SITE_URL: `http://localhost:${appPort}`, ...process.env } });
  return {
    url: local.url,
    anonKey: local.anonKey,
    details: [
      `anon key:      ${local.anonKey}`,
      `E-mailuri:     ${local.outboxUrl}`,
      `Cont demo:     ${DEMO_SIGN_IN.email} / ${DEMO_SIGN_IN.password}`,
    ],
    close: () => local.close(),
  };
}

async function main(): Promise<void> {
  buildMissing();
  const port = Number(process.env.PORT ?? 3000);
  const backend = await startBackend(port);
  const server = createAppServer({ port, supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  console.log(
    [`\nBuget rulează la http://localhost:${port}`, `Supabase:      ${backend.url}`, ...backend.details, ''].join('\n  '),
  );

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
