/**
 * PKCE flow state: a flow is kept when a sign-up, a link or a provider sign-in comes with a code
 * challenge, and its auth code is exchanged once for a session (POST /token?grant_type=pkce).
 *
 * An e-mail link belongs to the one flow that asked for it: its token is `pkce_<flow id>.<secret>`
 * (GoTrue marks a PKCE token with the same prefix), stored hashed whole, so the flow it names is
 * the one its request created and nobody can swap it. A token without the prefix is an implicit
 * link and never looks at flows: another request for the same address, with its own challenge,
 * cannot turn someone's link into a code for itself.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types';
import { randomToken } from './tokens';

/** GoTrue's default lifetime of a flow state (FlowStateExpiryDuration). */
export const FLOW_STATE_SECONDS = 300;

const PKCE_PREFIX = 'pkce_';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A new e-mail link token: bound to `flowId` (a PKCE request), or implicit. */
export function linkToken(flowId: string | null): string {
  const secret = randomToken(32);
  return flowId ? `${PKCE_PREFIX}${flowId}.${secret}` : secret;
}

/** The flow a link token is bound to, or null for an implicit link (trust it only once the token is found). */
export function flowIdOf(token: string): string | null {
  if (!token.startsWith(PKCE_PREFIX)) return null;
  const id = token.slice(PKCE_PREFIX.length).split('.')[0] ?? '';
  return UUID.test(id) ? id : null;
}

/**
 * A new flow; `codeIssued` when its code is handed out at once (a provider sign-in), else the
 * code is issued when the link is opened (issueLinkCode), as GoTrue records auth_code_issued_at.
 */
export async function createFlowState(
  db: Queryable,
  input: { userId: string | null; codeChallenge: string; method: string; provider: string; authenticationMethod: string; codeIssued?: boolean },
): Promise<{ id: string; authCode: string }> {
  const id = randomUUID();
  const authCode = randomUUID();
  await db.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       authentication_method, created_at, updated_at, auth_code_issued_at)
     values ($1::uuid, $2::uuid, $3, $4, $5, $6, $7, now(), now(), case when $8::boolean then now() end)`,
    [id, input.userId, authCode, input.method, input.codeChallenge, input.provider, input.authenticationMethod, String(input.codeIssued ?? false)],
  );
  return { id, authCode };
}

/**
 * The auth code of the flow a link token is bound to, if that flow is still there for this user
 * and kind of link (GoTrue's issueAuthCode); records when the code was issued.
 */
export async function issueLinkCode(db: Queryable, flowId: string, userId: string, authenticationMethod: string): Promise<string | null> {
  const result = await db.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
     where id = $1::uuid and user_id = $2::uuid and authentication_method = $3
     returning auth_code`,
    [flowId, userId, authenticationMethod],
  );
  return result.rows[0]?.auth_code ?? null;
}

export interface PendingFlow {
  id: string;
  user_id: string | null;
  code_challenge: string;
  code_challenge_method: string;
  authentication_method: string;
  /** GoTrue's FlowState.IsExpired: a magic link's code lives from its issue, any other flow from its creation. */
  expired: boolean;
}

/** The flow of an auth code, locked until the exchange ends (GoTrue destroys it only on success). */
export async function findFlowState(db: Queryable, authCode: string): Promise<PendingFlow | null> {
  const result = await db.query<{ json: string }>(
    `select json_build_object('id', id, 'user_id', user_id, 'code_challenge', code_challenge,
       'code_challenge_method', code_challenge_method, 'authentication_method', authentication_method,
       'expired', case when authentication_method = 'magiclink' and auth_code_issued_at is not null
         then auth_code_issued_at else created_at end + make_interval(secs => $2::double precision) < now())::text as json
     from auth.flow_state where auth_code = $1 for update`,
    [authCode, String(FLOW_STATE_SECONDS)],
  );
  const row = result.rows[0];
  return row ? (JSON.parse(row.json) as PendingFlow) : null;
}

export async function deleteFlowState(db: Queryable, id: string): Promise<void> {
  await db.query(`delete from auth.flow_state where id = $1::uuid`, [id]);
}
