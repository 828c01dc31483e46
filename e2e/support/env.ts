import os from 'node:os';
import path from 'node:path';

const appPort = Number(process.env.E2E_APP_PORT ?? 3210);
const supabasePort = Number(process.env.E2E_SUPABASE_PORT ?? 54329);

/** Ports and data folder of the app the suites start: apart from a developer's own `npm start`. */
export const E2E = {
  appPort,
  appUrl: `http://localhost:${appPort}`,
  supabasePort,
  supabaseUrl: `http://localhost:${supabasePort}`,
  dataDir: process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `buget-e2e-${process.pid}`),
} as const;
