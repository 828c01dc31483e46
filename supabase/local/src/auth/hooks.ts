/**
 * Supabase Auth's before-user-created hook, run the way hosted GoTrue runs a Postgres-function
 * hook (internal/hooks/hookspgfunc): `select <function>(<event>)` as supabase_auth_admin, and an
 * answer `{error: {http_code, message}}` with a message becomes that status and message, with no
 * error code of its own. The function and whether it is on come from supabase/config.toml
 * ([auth.hook.before_user_created]), the same declaration hosted Supabase reads, so the beta
 * allow-list is one SQL function for both (supabase/schemas/01_allowlist.sql).
 */
import { randomUUID } from 'node:crypto';
import { isPgError, type Database } from '../db/types';
import { tomlTable } from '../config-toml';
import { GoTrueError } from './errors';

export interface AuthHook {
  /** As written in config.toml, e.g. pg-functions://postgres/public/hook_before_user_created. */
  uri: string;
  /** The function, quoted as GoTrue quotes it: "public"."hook_before_user_created". */
  functionName: string;
}

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The [auth.hook.before_user_created] table of a config.toml: null when absent or not enabled. */
export function readBeforeUserCreatedHook(configToml: string): AuthHook | null {
  const values = tomlTable(configToml, 'auth.hook.before_user_created');
  if (values.get('enabled') !== 'true') return null;
  const uri = values.get('uri') ?? '';
  const parts = /^pg-functions:\/\/[^/]+\/([^/]+)\/([^/]+)$/.exec(uri);
  if (!parts?.[1] || !parts[2] || !IDENT.test(parts[1]) || !IDENT.test(parts[2])) {
    throw new Error(`[auth.hook.before_user_created] uri must be pg-functions://postgres/<schema>/<function>, got "${uri}"`);
  }
  return { uri, functionName: `"${parts[1]}"."${parts[2]}"` };
}

/** The user GoTrue sends in the hook's event: the row about to be created (not yet in the table). */
export function hookUser(email: string, provider: string, userMetadata: Record<string, unknown>): Record<string, unknown> {
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    app_metadata: { provider, providers: [provider] },
    user_metadata: userMetadata,
    identities: [],
    created_at: '0001-01-01T00:00:00Z',
    updated_at: '0001-01-01T00:00:00Z',
    is_anonymous: false,
  };
}

/** Runs the hook; its refusal (or its failure) as the GoTrueError GoTrue would answer, else null. */
export async function runBeforeUserCreated(db: Database, hook: AuthHook | null, user: Record<string, unknown>): Promise<GoTrueError | null> {
  if (!hook) return null;
  const event = { metadata: { uuid: randomUUID(), time: new Date().toISOString(), name: 'before-user-created' }, user };
  let output: string | null;
  try {
    output = await db.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'supabase_auth_admin', true)`);
      const result = await tx.query<{ output: string | null }>(`select ${hook.functionName}($1::jsonb)::text as output`, [JSON.stringify(event)]);
      return result.rows[0]?.output ?? null;
    });
  } catch (error) {
    // The event itself was refused (class 22: a NUL byte or bad escape in user data): bad input.
    if (isPgError(error) && error.code?.startsWith('22')) return new GoTrueError(400, 'validation_failed', error.message);
    console.error('[supabase-local] hook', hook.uri, error);
    return new GoTrueError(500, 'unexpected_failure', `Error running hook URI: ${hook.uri}`);
  }
  if (output === null) return null;
  let parsed: { error?: { http_code?: unknown; message?: unknown } };
  try {
    parsed = JSON.parse(output) as typeof parsed;
  } catch {
    return new GoTrueError(500, 'unexpected_failure', 'Error unmarshaling JSON output.');
  }
  const message = parsed.error?.message;
  // hookserrors.check: no message means no error; no status means 500.
  if (typeof message !== 'string' || message === '') return null;
  const status = typeof parsed.error?.http_code === 'number' && parsed.error.http_code !== 0 ? parsed.error.http_code : 500;
  return new GoTrueError(status, '', message);
}

/**
 * The beta allow-list asked before anything else is looked up (password sign-in, /recover, /otp,
 * /resend): an address off the list is refused (403) whether or not it has an account.
 */
export async function requireAllowed(db: Database, hook: AuthHook | null, email: string): Promise<void> {
  const refusal = await runBeforeUserCreated(db, hook, hookUser(email, 'email', {}));
  if (refusal) throw refusal;
}
