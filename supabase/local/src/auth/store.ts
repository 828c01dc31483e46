/**
 * Reads and writes of the auth schema. The server talks to it as the database owner, like
 * GoTrue's supabase_auth_admin; no API role can read these tables. Rows come back as JSON text
 * built by Postgres so both drivers give the same timestamps (ISO 8601, UTC).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types';

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  confirmation_sent_at: string | null;
  confirmed_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  is_anonymous: boolean;
  identities: IdentityRow[];
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
  email: string | null;
}

const USER_JSON = `
  select (to_jsonb(u) || jsonb_build_object('identities', coalesce((
    select jsonb_agg(to_jsonb(i) order by i.created_at) from auth.identities i where i.user_id = u.id
  ), '[]'::jsonb)))::text as json
  from auth.users u`;

export const randomToken = (bytes = 24): string => randomBytes(bytes).toString('base64url');
export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

async function one(db: Queryable, where: string, params: string[]): Promise<UserRow | null> {
  const result = await db.query<{ json: string }>(`${USER_JSON} where ${where}`, params);
  const row = result.rows[0];
  return row ? (JSON.parse(row.json) as UserRow) : null;
}

export const findUserByEmail = (db: Queryable, email: string): Promise<UserRow | null> =>
  one(db, 'lower(u.email) = lower($1) and u.deleted_at is null', [email]);

export const findUserById = (db: Queryable, id: string): Promise<UserRow | null> => one(db, 'u.id = $1::uuid', [id]);

export async function createUser(
  db: Queryable,
  input: {
    email: string;
    passwordHash: string | null;
    confirmed: boolean;
    provider: string;
    userMetadata: Record<string, unknown>;
    identityData?: Record<string, unknown>;
    providerId?: string;
  },
): Promise<UserRow> {
  const id = randomUUID();
  const appMeta = JSON.stringify({ provider: input.provider, providers: [input.provider] });
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_sent_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
       confirmation_token, recovery_token, email_change_token_new, email_change)
     values ('00000000-0000-0000-0000-000000000000', $1::uuid, 'authenticated', 'authenticated', $2, $3,
       case when $4::boolean then now() end, case when $4::boolean then null else now() end,
       $5::jsonb, $6::jsonb, now(), now(), '', '', '', '')`,
    [id, input.email, input.passwordHash, String(input.confirmed), appMeta, JSON.stringify(input.userMetadata)],
  );
  const identityData = { sub: id, email: input.email, email_verified: input.confirmed, ...input.identityData };
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2::uuid, $3::jsonb, $4, now(), now(), now())`,
    [input.providerId ?? id, id, JSON.stringify(identityData), input.provider],
  );
  const user = await findUserById(db, id);
  if (!user) throw new Error('user vanished right after insert');
  return user;
}

/** Confirms the address; with a password hash, that hash becomes the account's password. */
export async function confirmUser(db: Queryable, userId: string, passwordHash: string | null = null): Promise<void> {
  await db.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
       encrypted_password = coalesce($2, encrypted_password), updated_at = now()
     where id = $1::uuid`,
    [userId, passwordHash],
  );
  await db.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1::uuid and provider = 'email'`,
    [userId],
  );
  await db.query(`delete from auth.signup_credentials where user_id = $1::uuid`, [userId]);
}

/** Marks a sign-in through a provider identity the user already has; false when there is none. */
export async function touchProviderIdentity(db: Queryable, userId: string, provider: string): Promise<boolean> {
  const result = await db.query(
    `update auth.identities set last_sign_in_at = now(), updated_at = now() where user_id = $1::uuid and provider = $2`,
    [userId, provider],
  );
  return result.rowCount > 0;
}

export async function updateUser(
  db: Queryable,
  userId: string,
  changes: { passwordHash?: string; userMetadata?: Record<string, unknown> },
): Promise<void> {
  await db.query(
    `update auth.users set
       encrypted_password = coalesce($2, encrypted_password),
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || coalesce($3::jsonb, '{}'::jsonb),
       updated_at = now()
     where id = $1::uuid`,
    [userId, changes.passwordHash ?? null, changes.userMetadata ? JSON.stringify(changes.userMetadata) : null],
  );
}

// --- sessions and refresh tokens -------------------------------------------------------------

export async function createSession(db: Queryable, userId: string): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID();
  const refreshToken = randomToken();
  await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1::uuid, $2::uuid, now(), now(), 'aal1')`,
    [sessionId, userId],
  );
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), null, $3::uuid)`,
    [refreshToken, userId, sessionId],
  );
  await db.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1::uuid`, [userId]);
  return { sessionId, refreshToken };
}

export interface RefreshTokenRow {
  token: string;
  user_id: string;
  revoked: boolean;
  session_id: string;
  /** Seconds since the token was last updated (rotation revokes it, so: since it was revoked). */
  age_seconds: number;
}

export async function findRefreshToken(db: Queryable, token: string): Promise<RefreshTokenRow | null> {
  const result = await db.query<{ json: string }>(
    `select json_build_object('token', token, 'user_id', user_id, 'revoked', revoked, 'session_id', session_id,
       'age_seconds', extract(epoch from now() - updated_at))::text as json
     from auth.refresh_tokens where token = $1 for update`,
    [token],
  );
  const row = result.rows[0];
  return row ? (JSON.parse(row.json) as RefreshTokenRow) : null;
}

/** Revokes parent and issues its child in the same session. */
export async function rotateRefreshToken(db: Queryable, parent: RefreshTokenRow): Promise<string> {
  const token = randomToken();
  await db.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1`, [parent.token]);
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4::uuid)`,
    [token, parent.user_id, parent.token, parent.session_id],
  );
  await db.query(`update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1::uuid`, [parent.session_id]);
  return token;
}

/** The live (not revoked) refresh token of a session, if any. */
export async function activeRefreshToken(db: Queryable, sessionId: string): Promise<string | null> {
  const result = await db.query<{ token: string }>(
    `select token from auth.refresh_tokens where session_id = $1::uuid and not revoked order by id desc limit 1`,
    [sessionId],
  );
  return result.rows[0]?.token ?? null;
}

export async function sessionExists(db: Queryable, sessionId: string): Promise<boolean> {
  const result = await db.query(`select 1 from auth.sessions where id = $1::uuid`, [sessionId]);
  return result.rows.length > 0;
}

export async function deleteSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query(`delete from auth.sessions where id = $1::uuid`, [sessionId]);
}

export async function deleteUserSessions(db: Queryable, userId: string, exceptSessionId?: string): Promise<void> {
  await db.query(`delete from auth.sessions where user_id = $1::uuid and ($2::uuid is null or id <> $2::uuid)`, [
    userId,
    exceptSessionId ?? null,
  ]);
}

// --- sign-up credentials, one-time tokens (e-mail confirmation) and PKCE flow state --------

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
 * the sign-up credential given (none for a resend of an address with no pending sign-up).
 */
export async function createConfirmationToken(db: Queryable, userId: string, email: string, credentialId: string | null): Promise<string> {
  const token = randomToken(32);
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

// --- recovery and magic links, reauthentication codes ------------------------------------------

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

/** Consumes a live one-time token of a kind (valid one hour); its user, or null. */
export async function takeOneTimeToken(db: Queryable, kind: 'recovery_token' | 'reauthentication_token', token: string): Promise<string | null> {
  const result = await db.query<{ user_id: string }>(
    `delete from auth.one_time_tokens where token_hash = $1 and token_type = $2 and created_at > now() - ${OTP_WINDOW}
     returning user_id::text`,
    [sha256Hex(token), kind],
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

/** The newest pending PKCE flow of a user for an authentication method (e-mail sign-up, recovery, magic link). */
export async function pendingFlow(db: Queryable, userId: string, method: string): Promise<string | null> {
  const result = await db.query<{ auth_code: string }>(
    `select auth_code from auth.flow_state where user_id = $1::uuid and authentication_method = $2 order by created_at desc limit 1`,
    [userId, method],
  );
  return result.rows[0]?.auth_code ?? null;
}

// --- administration (/admin/users) -------------------------------------------------------------

export async function listUsers(db: Queryable, page: number, perPage: number, filter: string): Promise<{ users: UserRow[]; total: number }> {
  const where = `u.deleted_at is null and ($1 = '' or u.email ilike '%' || $1 || '%' or u.raw_user_meta_data ->> 'full_name' ilike '%' || $1 || '%')`;
  const counted = await db.query<{ n: string }>(`select count(*)::text as n from auth.users u where ${where}`, [filter]);
  const rows = await db.query<{ json: string }>(
    `${USER_JSON} where ${where} order by u.created_at desc, u.id limit $2::bigint offset $3::bigint`,
    [filter, String(perPage), String((page - 1) * perPage)],
  );
  return { users: rows.rows.map((r) => JSON.parse(r.json) as UserRow), total: Number(counted.rows[0]?.n ?? 0) };
}

export async function adminUpdateUser(
  db: Queryable,
  userId: string,
  changes: { email?: string; passwordHash?: string; confirm?: boolean; userMetadata?: Record<string, unknown>; appMetadata?: Record<string, unknown> },
): Promise<void> {
  await db.query(
    `update auth.users set
       email = coalesce($2, email),
       encrypted_password = coalesce($3, encrypted_password),
       email_confirmed_at = case when $4::boolean then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
       raw_user_meta_data = case when $5::jsonb is null then raw_user_meta_data else coalesce(raw_user_meta_data, '{}'::jsonb) || $5::jsonb end,
       raw_app_meta_data = case when $6::jsonb is null then raw_app_meta_data else coalesce(raw_app_meta_data, '{}'::jsonb) || $6::jsonb end,
       updated_at = now()
     where id = $1::uuid`,
    [
      userId,
      changes.email ?? null,
      changes.passwordHash ?? null,
      String(changes.confirm ?? false),
      changes.userMetadata ? JSON.stringify(changes.userMetadata) : null,
      changes.appMetadata ? JSON.stringify(changes.appMetadata) : null,
    ],
  );
  if (changes.email) {
    await db.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
       where user_id = $1::uuid and provider = 'email'`,
      [userId, changes.email],
    );
  }
  if (changes.confirm) await confirmUser(db, userId);
}

/** Hard delete (the user's rows in public go with it through their foreign keys), or GoTrue's soft delete. */
export async function deleteUser(db: Queryable, userId: string, soft: boolean): Promise<void> {
  if (!soft) {
    await db.query(`delete from auth.users where id = $1::uuid`, [userId]);
    return;
  }
  await db.query(
    `update auth.users set deleted_at = coalesce(deleted_at, now()), email = null, encrypted_password = '', updated_at = now() where id = $1::uuid`,
    [userId],
  );
  await db.query(`delete from auth.identities where user_id = $1::uuid`, [userId]);
  await deleteUserSessions(db, userId);
}
