/**
 * PKCE flow state: a flow is kept when a sign-up, a link or a provider sign-in comes with a code
 * challenge; an opened link finds its user's pending flow (pendingFlow) and sends its auth code
 * back as ?code=, which is exchanged once for a session (POST /token?grant_type=pkce).
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types';

export async function createFlowState(
  db: Queryable,
  input: { userId: string | null; codeChallenge: string; method: string; provider: string; authenticationMethod: string },
): Promise<string> {
  const authCode = randomUUID();
  await db.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       authentication_method, created_at, updated_at, auth_code_issued_at)
     values ($1::uuid, $2::uuid, $3, $4, $5, $6, $7, now(), now(), now())`,
    [randomUUID(), input.userId, authCode, input.method, input.codeChallenge, input.provider, input.authenticationMethod],
  );
  return authCode;
}

export async function takeFlowState(
  db: Queryable,
  authCode: string,
): Promise<{ user_id: string | null; code_challenge: string; code_challenge_method: string; age_seconds: number } | null> {
  const result = await db.query<{ json: string }>(
    `delete from auth.flow_state where auth_code = $1
     returning json_build_object('user_id', user_id, 'code_challenge', code_challenge,
       'code_challenge_method', code_challenge_method,
       'age_seconds', extract(epoch from now() - coalesce(auth_code_issued_at, created_at)))::text as json`,
    [authCode],
  );
  const row = result.rows[0];
  return row ? (JSON.parse(row.json) as { user_id: string | null; code_challenge: string; code_challenge_method: string; age_seconds: number }) : null;
}

/** The newest pending PKCE flow of a user for an authentication method (e-mail sign-up, recovery, magic link). */
export async function pendingFlow(db: Queryable, userId: string, method: string): Promise<string | null> {
  const result = await db.query<{ auth_code: string }>(
    `select auth_code from auth.flow_state where user_id = $1::uuid and authentication_method = $2 order by created_at desc limit 1`,
    [userId, method],
  );
  return result.rows[0]?.auth_code ?? null;
}
