/**
 * Pending sign-ups of an unconfirmed address (one credential, i.e. password, per sign-up) and the
 * e-mail confirmation tokens that bind a link to one of them.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types';
import { linkToken } from './flows';
import { sha256Hex } from './tokens';

/** How long a confirmation link and the sign-up it was sent for stay valid (GoTrue: 24 hours). */
const CONFIRMATION_WINDOW = `interval '24 hours'`;

interface SignupCredential {
  id: string;
  encrypted_password: string;
  /** Hash of the newest confirmation token, when this sign-up's link is the live one. */
  token_hash: string | null;
}

/** Locks the user's row: sign-ups and confirmations of one address take turns. */
export async function lockUser(db: Queryable, userId: string): Promise<void> {
  await db.query(`select 1 from auth.users where id = $1::uuid for update`, [userId]);
}

/** The passwords of the sign-ups of an unconfirmed address still waiting for confirmation. */
export async function signupCredentials(db: Queryable, userId: string): Promise<SignupCredential[]> {
  await db.query(`delete from auth.signup_credentials where user_id = $1::uuid and created_at <= now() - ${CONFIRMATION_WINDOW}`, [userId]);
  const result = await db.query<SignupCredential>(
    `select id::text, encrypted_password, token_hash from auth.signup_credentials where user_id = $1::uuid order by created_at`,
    [userId],
  );
  return result.rows;
}

export async function addSignupCredential(db: Queryable, userId: string, passwordHash: string): Promise<string> {
  const id = randomUUID();
  await db.query(`insert into auth.signup_credentials (id, user_id, encrypted_password) values ($1::uuid, $2::uuid, $3)`, [
    id,
    userId,
    passwordHash,
  ]);
  return id;
}

/**
 * A new confirmation link: every earlier link of the user stops working, and the link belongs to
 * the sign-up credential given (none for a resend of an address with no pending sign-up) and to
 * the PKCE flow of its request, if any (flows.ts linkToken).
 */
export async function createConfirmationToken(db: Queryable, userId: string, email: string, credentialId: string | null, flowId: string | null): Promise<string> {
  const token = linkToken(flowId);
  await db.query(`delete from auth.one_time_tokens where user_id = $1::uuid and token_type = 'confirmation_token'`, [userId]);
  await db.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to)
     values ($1::uuid, $2::uuid, 'confirmation_token', $3, $4)`,
    [randomUUID(), userId, sha256Hex(token), email],
  );
  await db.query(`update auth.signup_credentials set token_hash = case when id = $2::uuid then $3 end where user_id = $1::uuid`, [
    userId,
    credentialId,
    sha256Hex(token),
  ]);
  await db.query(`update auth.users set confirmation_sent_at = now() where id = $1::uuid`, [userId]);
  return token;
}

/** The user of a live confirmation token (valid 24 hours), locked; the token stays until consumed. */
export async function findConfirmationToken(db: Queryable, token: string): Promise<string | null> {
  const result = await db.query<{ user_id: string }>(
    `select user_id::text from auth.one_time_tokens
     where token_hash = $1 and token_type = 'confirmation_token' and created_at > now() - ${CONFIRMATION_WINDOW}
     for update`,
    [sha256Hex(token)],
  );
  return result.rows[0]?.user_id ?? null;
}

export async function consumeConfirmationToken(db: Queryable, token: string): Promise<void> {
  await db.query(`delete from auth.one_time_tokens where token_hash = $1 and token_type = 'confirmation_token'`, [sha256Hex(token)]);
}
