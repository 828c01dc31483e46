/**
 * /admin/users as GoTrue serves it (internal/api/admin.go) to a bearer token whose role is an
 * admin role (service_role): list (page, per_page, filter; X-Total-Count and Link headers), get,
 * create, update and delete. The administrator is not bound by the before-user-created hook (the
 * beta allow-list) and, as in GoTrue, a password the administrator sets at creation skips the
 * password policy; an update's password passes it. ban_duration, phone and password_hash are
 * not implemented (answered 422 feature_not_supported).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../context';
import { isPgError } from '../db/types';
import { sendJson, sendRaw } from '../http/respond';
import { jsonBody, normaliseEmail, text, type Json } from './common';
import { GoTrueError, badJwt } from './errors';
import { verifyToken } from './jwt';
import { checkPasswordStrength, hashPassword } from './password';
import { userJson } from './session';
import { adminUpdateUser, deleteUser, listUsers } from './store/admin';
import { createUser, findUserByEmail, findUserById, type UserRow } from './store/users';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DUPLICATE_EMAIL = 'A user with this email address has already been registered';
const DEFAULT_PER_PAGE = 50;

async function requireAdmin(ctx: ServerContext, req: IncomingMessage): Promise<void> {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!token) throw new GoTrueError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const verified = await verifyToken(token, ctx.config.jwtSecret);
  if (!verified.ok) throw badJwt(verified.message);
  if (verified.role !== 'service_role') throw new GoTrueError(403, 'not_admin', 'User not allowed');
}

const objectOf = (value: unknown): Json | undefined => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined);

function refuseUnsupported(body: Json): void {
  for (const field of ['phone', 'password_hash', 'ban_duration'] as const) {
    if (text(body[field]) !== '') throw new GoTrueError(422, 'feature_not_supported', `${field} is not supported by the local server`);
  }
}

function pageParam(url: URL, name: string, fallback: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new GoTrueError(400, 'validation_failed', `Bad Pagination Parameters: strconv.ParseUint: parsing "${raw}": invalid syntax`);
  return Number(raw);
}

async function list(ctx: ServerContext, res: ServerResponse, url: URL): Promise<void> {
  const page = Math.max(pageParam(url, 'page', 1), 1);
  const perPage = pageParam(url, 'per_page', DEFAULT_PER_PAGE) || DEFAULT_PER_PAGE;
  const { users, total } = await listUsers(ctx.db, page, perPage, url.searchParams.get('filter') ?? '');
  // GoTrue's addPaginationHeaders: next (when there is one) and last.
  const pages = Math.max(Math.ceil(total / perPage), 1);
  const at = (n: number): string => {
    const link = new URL(url.toString());
    link.searchParams.set('page', String(n));
    return `<${link.pathname}${link.search}>`;
  };
  const links = [...(pages > page ? [`${at(page + 1)}; rel="next"`] : []), `${at(pages)}; rel="last"`];
  sendJson(res, 200, { users: users.map(userJson), aud: 'authenticated' }, { 'X-Total-Count': String(total), Link: links.join(', ') });
}

async function create(ctx: ServerContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await jsonBody(req);
  refuseUnsupported(body);
  if (!text(body.email)) throw new GoTrueError(400, 'validation_failed', 'Cannot create a user without either an email or phone');
  const email = normaliseEmail(body.email);
  if (await findUserByEmail(ctx.db, email)) throw new GoTrueError(422, 'email_exists', DUPLICATE_EMAIL);
  const password = text(body.password);
  let user: UserRow;
  try {
    user = await createUser(ctx.db, {
      email,
      passwordHash: password ? await hashPassword(password) : null,
      confirmed: body.email_confirm === true,
      provider: 'email',
      userMetadata: objectOf(body.user_metadata) ?? {},
    });
  } catch (error) {
    if (isPgError(error) && error.code === '23505') throw new GoTrueError(422, 'email_exists', DUPLICATE_EMAIL);
    throw error;
  }
  const appMetadata = objectOf(body.app_metadata);
  if (appMetadata) await adminUpdateUser(ctx.db, user.id, { appMetadata });
  sendJson(res, 200, userJson((await findUserById(ctx.db, user.id)) ?? user));
}

async function update(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, userId: string): Promise<void> {
  const body = await jsonBody(req);
  refuseUnsupported(body);
  const changes: Parameters<typeof adminUpdateUser>[2] = { confirm: body.email_confirm === true };
  if (text(body.email)) {
    changes.email = normaliseEmail(body.email);
    const holder = await findUserByEmail(ctx.db, changes.email);
    if (holder && holder.id !== userId) throw new GoTrueError(422, 'email_exists', DUPLICATE_EMAIL);
  }
  if (body.password !== undefined && body.password !== null) {
    checkPasswordStrength(ctx.config.passwordPolicy, text(body.password));
    changes.passwordHash = await hashPassword(text(body.password));
  }
  changes.userMetadata = objectOf(body.user_metadata);
  changes.appMetadata = objectOf(body.app_metadata);
  await adminUpdateUser(ctx.db, userId, changes);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new GoTrueError(404, 'user_not_found', 'User not found');
  sendJson(res, 200, userJson(user));
}

/** Routes /admin/users and /admin/users/{id}. */
export async function handleAdmin(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, method: string, path: string, url: URL): Promise<void> {
  await requireAdmin(ctx, req);
  if (path === '/admin/users') {
    if (method === 'GET') return list(ctx, res, url);
    if (method === 'POST') return create(ctx, req, res);
    return sendRaw(res, 405, null);
  }
  const id = decodeURIComponent(path.slice('/admin/users/'.length));
  if (!UUID.test(id)) throw new GoTrueError(404, 'validation_failed', 'user_id must be an UUID');
  const user = await findUserById(ctx.db, id);
  if (!user) throw new GoTrueError(404, 'user_not_found', 'User not found');
  if (method === 'GET') return sendJson(res, 200, userJson(user));
  if (method === 'PUT') return update(ctx, req, res, id);
  if (method === 'DELETE') {
    const body = await jsonBody(req);
    await deleteUser(ctx.db, id, body.should_soft_delete === true);
    return sendJson(res, 200, {});
  }
  sendRaw(res, 405, null);
}
