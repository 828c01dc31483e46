/** What /admin/users does to users beyond the other modules: list, update any field, delete. */
import type { Database, Queryable } from '../../db/types';
import { deleteUserSessions } from './sessions';
import { USER_JSON, confirmUser, type UserRow } from './users';

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

/**
 * Hard delete (the user's rows in public go with it through their foreign keys), or GoTrue's soft
 * delete. As GoTrue, as supabase_auth_admin: the triggers the cascade fires run with its rights.
 */
export async function deleteUser(db: Database, userId: string, soft: boolean): Promise<void> {
  if (!soft) {
    await db.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'supabase_auth_admin', true)`);
      await tx.query(`delete from auth.users where id = $1::uuid`, [userId]);
    });
    return;
  }
  await db.query(
    `update auth.users set deleted_at = coalesce(deleted_at, now()), email = null, encrypted_password = '', updated_at = now() where id = $1::uuid`,
    [userId],
  );
  await db.query(`delete from auth.identities where user_id = $1::uuid`, [userId]);
  await deleteUserSessions(db, userId);
}
