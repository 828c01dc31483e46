/**
 * Users and their identities in the auth schema. The server reads and writes the auth schema
 * (this folder) as the database owner, like GoTrue's supabase_auth_admin; no API role can read
 * these tables. Rows come back as JSON text built by Postgres so both drivers give the same
 * timestamps (ISO 8601, UTC).
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types';

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

/** Selects each user row as JSON text, its identities included (callers add where and order). */
export const USER_JSON = `
  select (to_jsonb(u) || jsonb_build_object('identities', coalesce((
    select jsonb_agg(to_jsonb(i) order by i.created_at) from auth.identities i where i.user_id = u.id
  ), '[]'::jsonb)))::text as json
  from auth.users u`;

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
