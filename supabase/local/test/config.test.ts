/**
 * The server's own settings (issue 9 point 3): the CORS origins and the outbox switch from the
 * environment, and the before-user-created hook from supabase/config.toml. HTTP behaviour that
 * does not depend on the database back end, so PGlite only.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBeforeUserCreatedHook } from '../src/auth/hooks';
import { SUPABASE_DIR } from '../src/db/migrate';
import { startLocalSupabase, type LocalSupabase } from '../src/index';

describe('server settings', () => {
  let server: LocalSupabase;
  const dir = mkdtempSync(path.join(tmpdir(), 'buget-config-'));
  beforeAll(async () => {
    server = await startLocalSupabase({
      port: 0,
      dataDir: dir,
      env: { SUPABASE_LOCAL_OUTBOX: 'off', CORS_ALLOWED_ORIGINS: 'http://app.test:8080, http://127.0.0.1:3001', SITE_URL: 'http://localhost:3210' },
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('SUPABASE_LOCAL_OUTBOX=off: no outbox at all', async () => {
    for (const p of ['/outbox', '/outbox.json', '/outbox/messages']) expect((await fetch(`${server.url}${p}`)).status, p).toBe(404);
  });

  it('CORS_ALLOWED_ORIGINS replaces the default list; SITE_URL is always allowed', async () => {
    const allowed = async (origin: string): Promise<string | null> =>
      (await fetch(`${server.url}/rest/v1/transactions`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET' } })).headers.get(
        'access-control-allow-origin',
      );
    expect(await allowed('http://app.test:8080')).toBe('http://app.test:8080');
    expect(await allowed('http://127.0.0.1:3001')).toBe('http://127.0.0.1:3001');
    expect(await allowed('http://localhost:3210')).toBe('http://localhost:3210');
    expect(await allowed('http://localhost:3000')).toBeNull();
  });

  it('reads the hook config.toml declares, the function the migrations create', () => {
    const declared = readBeforeUserCreatedHook(readFileSync(path.join(SUPABASE_DIR, 'config.toml'), 'utf8'));
    expect(declared).toEqual({ uri: 'pg-functions://postgres/public/hook_before_user_created', functionName: '"public"."hook_before_user_created"' });
    expect(readBeforeUserCreatedHook('[auth.hook.before_user_created]\nenabled = false\nuri = "pg-functions://postgres/public/x"')).toBeNull();
    expect(() => readBeforeUserCreatedHook('[auth.hook.before_user_created]\nenabled = true\nuri = "pg-functions://postgres/public/x;drop"')).toThrow();
  });
});
