/** Sessions and their refresh tokens: created at sign-in, rotated on refresh, ended at sign-out. */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types';
import { randomToken } from './tokens';

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

/** Seconds since the session was created (sign-in; refreshes keep it), or null when it is gone. */
export async function sessionAgeSeconds(db: Queryable, sessionId: string): Promise<number | null> {
  const result = await db.query<{ age: string }>(`select extract(epoch from now() - created_at)::text as age from auth.sessions where id = $1::uuid`, [sessionId]);
  const age = result.rows[0]?.age;
  return age === undefined ? null : Number(age);
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
