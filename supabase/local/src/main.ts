/** `npm run supabase`: the local Supabase on its own, until Ctrl+C. */
import { DEMO_SIGN_IN, startLocalSupabase } from './index';

const supabase = await startLocalSupabase();
console.log(`Buget — Supabase local pornit
  API URL:     ${supabase.url}
  anon key:    ${supabase.anonKey}
  service key: ${supabase.serviceRoleKey}
  Outbox:      ${supabase.outboxUrl}
  Demo:        ${DEMO_SIGN_IN.email} / ${DEMO_SIGN_IN.password}`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: se închide baza de date...`);
  try {
    // Closing PGlite flushes its data folder; killing it mid-write could leave it unreadable.
    await supabase.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
