/**
 * `npm run dev`: the local Supabase server and every app's dev server with hot reload — the
 * shell on http://localhost:3000, each remote on its own port (build-tools REMOTES), the shell
 * loading them from there. A remote alone: `npm run dev -w mf-<name>` (with `npm run supabase`).
 */
import { spawn } from 'node:child_process';
import { DEMO_SIGN_IN, startLocalSupabase } from '@buget/supabase-local';
import { REPO_ROOT } from './lib/apps';

const supabase = await startLocalSupabase({ env: process.env });
console.log(`Supabase local: ${supabase.url}  (e-mailuri: ${supabase.outboxUrl}; demo: ${DEMO_SIGN_IN.email} / ${DEMO_SIGN_IN.password})`);
console.log('Buget (dezvoltare): http://localhost:3000\n');

const servers = spawn('npx', ['lerna', 'run', 'dev', '--parallel', '--stream'], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
  env: { ...process.env, SUPABASE_URL: supabase.url, SUPABASE_ANON_KEY: supabase.anonKey },
});

const stop = async () => {
  servers.kill('SIGTERM');
  await supabase.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
servers.once('exit', (code) => void supabase.close().then(() => process.exit(code ?? 0)));
