import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalSupabase } from '@buget/supabase-local';

/** Addresses the data-access tests sign up with (the server enforces the beta allow-list). */
export const INTEGRATION_EMAILS = ['integrare-1@buget.ro', 'integrare-2@buget.ro', 'integrare-3@buget.ro', 'integrare-4@buget.ro', 'integrare-5@buget.ro', 'integrare-6@buget.ro', 'integrare-7@buget.ro', 'integrare-8@buget.ro', 'integrare-9@buget.ro', 'integrare-10@buget.ro', 'integrare-profil-1@buget.ro', 'integrare-recuperare@buget.ro', 'integrare-setari-1@buget.ro', 'integrare-setari-2@buget.ro', 'integrare-setari-3@buget.ro', 'integrare-setari-4@buget.ro', 'integrare-transfer-1@buget.ro'];

declare module 'vitest' {
  export interface ProvidedContext {
    supabase: { url: string; anonKey: string };
  }
}

/**
 * The real local Supabase server (PGlite in a throwaway folder) for the data-access tests:
 * repositories and hooks run against Postgres with row-level security, not a mock.
 */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'buget-shared-domain-'));
  const server = await startLocalSupabase({
    port: 0,
    dataDir,
    // GOTRUE_SMTP_MAX_FREQUENCY: tests send one address several e-mails in a row.
    env: { ...process.env, GOTRUE_MAILER_AUTOCONFIRM: 'true', GOTRUE_SMTP_MAX_FREQUENCY: '1ms', BETA_ALLOWLIST: INTEGRATION_EMAILS.join(',') },
  });
  project.provide('supabase', { url: server.url, anonKey: server.anonKey });
  return async () => {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
