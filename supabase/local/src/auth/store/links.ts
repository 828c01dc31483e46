/** Recovery and magic links and reauthentication codes (one-time tokens), and what opening a link or changing the password does. */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types';
import { deleteUserSessions } from './sessions';
import { sha256Hex } from './tokens';

/** How long a recovery or magic link and a reauthentication code stay valid (the CLI's otp_expiry: one hour). */
const OTP_WINDOW = `interval '1 hour'`;

/**
 * A new one-time token of a kind for the user (GoTrue's recovery_token also serves magic links;
 * reauthentication_token is the code of GET /reauthenticate): earlier ones of that kind stop working.
 */
export async function createOneTimeToken(db: Queryable, userId: string, kind: 'recovery_token' | 'reauthentication_token', token: string, relatesTo: string): Promise<void> {
  await db.query(`delete from auth.one_time_tokens where user_id = $1::uuid and token_type = $2`, [userId, kind]);
  await db.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to) values ($1::uuid, $2::uuid, $3, $4, $5)`,
    [randomUUID(), userId, kind, sha256Hex(token), relatesTo],
  );
  if (kind === 'recovery_token') await db.query(`update auth.users set recovery_sent_at = now() where id = $1::uuid`, [userId]);
}

/** Consumes a live one-time token of a kind (valid one hour), of `userId` when given; its user, or null. */
export async function takeOneTimeToken(
  db: Queryable,
  kind: 'recovery_token' | 'reauthentication_token',
  token: string,
  userId: string | null = null,
): Promise<string | null> {
  const result = await db.query<{ user_id: string }>(
    `delete from auth.one_time_tokens
     where token_hash = $1 and token_type = $2 and created_at > now() - ${OTP_WINDOW} and ($3::uuid is null or user_id = $3::uuid)
     returning user_id::text`,
    [sha256Hex(token), kind, userId],
  );
  return result.rows[0]?.user_id ?? null;
}

/**
 * A recovery or magic link opened by the owner of the mailbox: the address is confirmed. An
 * address that was never confirmed loses any password set by a sign-up (which anybody could have
 * typed) and its pending sign-ups: the owner chooses the password next (PUT /user).
 */
export async function confirmByLink(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update auth.users set encrypted_password = case when email_confirmed_at is null then null else encrypted_password end,
       email_confirmed_at = coalesce(email_confirmed_at, now()), recovery_sent_at = null, updated_at = now()
     where id = $1::uuid`,
    [userId],
  );
  await db.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1::uuid and provider = 'email'`,
    [userId],
  );
  await db.query(`delete from auth.signup_credentials where user_id = $1::uuid`, [userId]);
  await db.query(`delete from auth.one_time_tokens where user_id = $1::uuid and token_type = 'confirmation_token'`, [userId]);
}

/** GoTrue's UpdatePassword: the one-time tokens of the user stop working, and every other session ends. */
export async function afterPasswordChange(db: Queryable, userId: string, sessionId: string | null): Promise<void> {
  await db.query(`delete from auth.one_time_tokens where user_id = $1::uuid`, [userId]);
  await deleteUserSessions(db, userId, sessionId ?? undefined);
}
