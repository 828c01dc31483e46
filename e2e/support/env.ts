import os from 'node:os';
import path from 'node:path';
import { DEV_ANON_KEY, DEV_SERVICE_ROLE_KEY } from '@buget/supabase-local/config';

const appPort = Number(process.env.E2E_APP_PORT ?? 3210);
const supabasePort = Number(process.env.E2E_SUPABASE_PORT ?? 54329);

/** Addresses the suites may sign up with: added to the beta allow-list of the server they start. */
export const qaEmail = (n: number) => `qa-${String(n).padStart(2, '0')}@buget.ro`;
const QA_ADDRESSES = Array.from({ length: 100 }, (_, index) => qaEmail(index + 1));

/** Ports and data folder of the app the suites start: apart from a developer's own `npm start`. */
export const E2E = {
  appPort,
  appUrl: `http://localhost:${appPort}`,
  supabasePort,
  supabaseUrl: `http://127.0.0.1:${supabasePort}`,
  dataDir: process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `buget-e2e-${process.pid}`),
  allowlist: QA_ADDRESSES.join(','),
  anonKey: DEV_ANON_KEY,
  /** Only for what an administrator does (approving a sign-up address); the app never sees it. */
  serviceRoleKey: DEV_SERVICE_ROLE_KEY,
} as const;
