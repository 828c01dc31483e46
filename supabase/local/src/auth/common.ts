/** What the /auth/v1 handlers share: reading bodies and e-mails, redirects, new sessions. */
import type { IncomingMessage } from 'node:http';
import type { ServerContext } from '../context';
import { JsonTooDeepError, parseJson } from '../http/json';
import { readBody } from '../http/respond';
import { GoTrueError, badJson, invalidEmail } from './errors';
import { sessionBody, type SessionBody } from './session';
import { createSession } from './store/sessions';
import { findUserById } from './store/users';

export type Json = Record<string, unknown>;

/** No white space, no control characters (a NUL cannot be stored in Postgres text), one @. */
const EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;

export async function jsonBody(req: IncomingMessage): Promise<Json> {
  const text = await readBody(req);
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = parseJson(text);
  } catch (error) {
    throw badJson(error instanceof JsonTooDeepError ? error.message : undefined);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw badJson();
  return parsed as Json;
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The address trimmed and lower-cased, or GoTrue's 400 for one it cannot validate. */
export function normaliseEmail(value: unknown): string {
  const email = text(value).trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw invalidEmail();
  return email;
}

/** redirect_to if it points at the app (SITE_URL's origin) or at this machine; else SITE_URL. */
export function safeRedirect(ctx: ServerContext, wanted: string | null): string {
  if (!wanted) return ctx.config.siteUrl;
  try {
    const url = new URL(wanted);
    const site = new URL(ctx.config.siteUrl);
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if (url.origin === site.origin || (local && (url.protocol === 'http:' || url.protocol === 'https:'))) return url.toString();
  } catch {
    // not a URL: fall through to SITE_URL, as GoTrue does for a redirect outside its allow list
  }
  return ctx.config.siteUrl;
}

export function withFragment(target: string, fragment: string): string {
  const url = new URL(target);
  url.hash = fragment;
  return url.toString();
}

export function withQuery(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** The fragment GoTrue puts on redirect_to when an e-mail link fails. */
function errorFragment(error: GoTrueError): string {
  return new URLSearchParams({
    error: error.status === 403 ? 'access_denied' : 'server_error',
    error_code: error.errorCode,
    error_description: error.message,
  }).toString();
}

/**
 * Where a failed e-mail link sends the browser: the error in the fragment, and for a PKCE link
 * also in the query, where a PKCE client reads it (GoTrue's prepErrorRedirectURL).
 */
export function linkErrorRedirect(target: string, error: GoTrueError, pkce: boolean): string {
  const url = new URL(withFragment(target, errorFragment(error)));
  if (pkce) for (const [key, value] of new URLSearchParams(errorFragment(error))) url.searchParams.set(key, value);
  return url.toString();
}

/** GoTrue's OAuth error names by status (internal/api/errors.go oauthErrorMap). */
const OAUTH_ERRORS: Record<number, string> = { 400: 'invalid_request', 401: 'unauthorized_client', 403: 'access_denied', 500: 'server_error', 503: 'temporarily_unavailable' };

/**
 * Where GoTrue sends the browser when a provider sign-in fails (internal/api/external.go
 * redirectErrors): error, error_code and error_description in the query, and again in the
 * fragment with `sb` (error_code only when there is one).
 */
export function providerErrorRedirect(target: string, error: GoTrueError): string {
  const url = new URL(target);
  const name = OAUTH_ERRORS[error.status] ?? 'server_error';
  url.searchParams.set('error', name);
  url.searchParams.set('error_code', error.errorCode);
  url.searchParams.set('error_description', error.message);
  const fragment = new URLSearchParams({ error: name, error_description: error.message });
  if (error.errorCode) fragment.set('error_code', error.errorCode);
  fragment.set('sb', '');
  url.hash = fragment.toString();
  return url.toString();
}

export const issuer = (ctx: ServerContext): string => `${ctx.baseUrl()}/auth/v1`;

export async function newSession(ctx: ServerContext, userId: string, method: string): Promise<SessionBody> {
  return ctx.db.transaction(async (tx) => {
    const session = await createSession(tx, userId);
    const user = await findUserById(tx, userId);
    if (!user) throw new GoTrueError(404, 'user_not_found', 'User not found');
    return sessionBody(ctx.config, issuer(ctx), user, session, method);
  });
}
