/**
 * /auth/v1: the part of GoTrue that supabase-js uses — signup (with e-mail confirmation through
 * the local outbox, or autoconfirm), verify, token (password, refresh_token with rotation and
 * reuse detection, pkce), user (GET, PUT), logout (global, local, others), authorize (a local
 * development page standing in for Google, provider.ts) and settings. Sign-up and the
 * confirmation link live in signup.ts.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../context';
import { isPgError } from '../db/types';
import { sendJson, sendRaw } from '../http/respond';
import { issuer, jsonBody, newSession, normaliseEmail, text, type Json } from './common';
import { GoTrueError, badJwt, invalidCredentials, noAuthorization, sendGoTrueError, sessionNotFound } from './errors';
import { hookUser, runBeforeUserCreated } from './hooks';
import { verifyToken } from './jwt';
import { handleAdmin } from './admin';
import { checkPassword } from './password';
import { checkPasswordChange } from './password-change';
import { otp, reauthenticate, recover, verifyRecoveryLink, verifyRecoveryOtp } from './recovery';
import { authorizePage, consent, submitEmail } from './provider';
import { sessionBody, userJson, type SessionBody } from './session';
import { resend, signup, verifyLink, verifyOtp, verifyWithPassword } from './signup';
import { deleteFlowState, findFlowState } from './store/flows';
import { afterPasswordChange } from './store/links';
import { activeRefreshToken, deleteSession, deleteUserSessions, findRefreshToken, rotateRefreshToken, sessionExists } from './store/sessions';
import { findUserByEmail, findUserById, updateUser } from './store/users';

/** The signed-in user of a request with a user access token (not the anon key), and the token's amr claim. */
async function requireUser(ctx: ServerContext, req: IncomingMessage): Promise<{ userId: string; sessionId: string; amr: unknown }> {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match?.[1]) throw noAuthorization();
  const verified = await verifyToken(match[1], ctx.config.jwtSecret);
  if (!verified.ok) throw badJwt(verified.message);
  const userId = verified.claims.sub;
  const sessionId = verified.claims.session_id;
  if (!userId || typeof sessionId !== 'string') throw badJwt('invalid claim: missing sub claim');
  if (!(await sessionExists(ctx.db, sessionId))) throw sessionNotFound();
  return { userId, sessionId, amr: verified.claims.amr };
}

async function passwordGrant(ctx: ServerContext, body: Json): Promise<SessionBody> {
  if (!text(body.email).trim() || !text(body.password)) throw invalidCredentials();
  let email: string;
  try {
    email = normaliseEmail(body.email);
  } catch {
    throw invalidCredentials(); // no such user can exist (a NUL byte cannot even be stored)
  }
  // Not GoTrue's: the allow-list also at sign-in, through the same hook function, so an address
  // taken off the list can no longer sign in here.
  const refusal = await runBeforeUserCreated(ctx.db, ctx.config.beforeUserCreatedHook, hookUser(email, 'email', {}));
  if (refusal) throw refusal;
  const user = await findUserByEmail(ctx.db, email);
  if (!user || !(await checkPassword(text(body.password), user.encrypted_password))) throw invalidCredentials();
  if (!user.email_confirmed_at) throw new GoTrueError(400, 'email_not_confirmed', 'Email not confirmed');
  return newSession(ctx, user.id, 'password');
}

async function refreshGrant(ctx: ServerContext, body: Json): Promise<SessionBody> {
  const presented = text(body.refresh_token);
  if (!presented) throw new GoTrueError(400, 'validation_failed', 'refresh_token required');
  const outcome = await ctx.db.transaction(async (tx) => {
    const token = await findRefreshToken(tx, presented);
    if (!token) return { error: new GoTrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
    let next: string;
    if (token.revoked) {
      const active = await activeRefreshToken(tx, token.session_id);
      if (token.age_seconds <= ctx.config.refreshTokenReuseInterval && active) {
        // Two tabs refreshing at once: within the reuse interval GoTrue answers with the live token.
        next = active;
      } else {
        // Reuse after rotation: the token may be stolen, so the whole session is revoked.
        await deleteSession(tx, token.session_id);
        return { error: new GoTrueError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
      }
    } else {
      next = await rotateRefreshToken(tx, token);
    }
    const user = await findUserById(tx, token.user_id);
    if (!user) return { error: new GoTrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
    return { session: await sessionBody(ctx.config, issuer(ctx), user, { sessionId: token.session_id, refreshToken: next }, 'token_refresh') };
  });
  // The revocation above must commit, so the error is thrown only after the transaction.
  if ('error' in outcome) throw outcome.error;
  return outcome.session;
}

function challengeOf(verifier: string, method: string): string {
  return method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
}

/**
 * POST /token?grant_type=pkce as GoTrue's PKCE grant: the flow of the code (404), still live
 * (422 flow_state_expired), the verifier matching its challenge (400 bad_code_verifier); only a
 * successful exchange uses the flow up. The session's method is the flow's (recovery, magiclink,
 * email/signup, oauth), as GoTrue records it.
 */
async function pkceGrant(ctx: ServerContext, body: Json): Promise<SessionBody> {
  const authCode = text(body.auth_code);
  const verifier = text(body.code_verifier);
  if (!authCode || !verifier) throw new GoTrueError(400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
  const flow = await ctx.db.transaction(async (tx) => {
    const found = await findFlowState(tx, authCode);
    if (!found?.user_id) throw new GoTrueError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    if (found.expired) throw new GoTrueError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
    if (challengeOf(verifier, found.code_challenge_method) !== found.code_challenge) {
      throw new GoTrueError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
    }
    await deleteFlowState(tx, found.id);
    return { userId: found.user_id, method: found.authentication_method };
  });
  return newSession(ctx, flow.userId, flow.method);
}

async function token(ctx: ServerContext, req: IncomingMessage, url: URL, res: ServerResponse): Promise<void> {
  const body = await jsonBody(req);
  const grant = url.searchParams.get('grant_type');
  if (grant === 'password') sendJson(res, 200, await passwordGrant(ctx, body));
  else if (grant === 'refresh_token') sendJson(res, 200, await refreshGrant(ctx, body));
  else if (grant === 'pkce') sendJson(res, 200, await pkceGrant(ctx, body));
  else throw new GoTrueError(400, 'validation_failed', `unsupported_grant_type: ${grant ?? ''}`);
}

async function getUser(ctx: ServerContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { userId } = await requireUser(ctx, req);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new GoTrueError(404, 'user_not_found', 'User from sub claim in JWT does not exist');
  sendJson(res, 200, userJson(user));
}

/**
 * PUT /user as GoTrue's UserUpdate: a new password passes the checks of password-change.ts (the
 * policy, the reauthentication nonce of an old session, the current password, not the same one).
 * As GoTrue's User.UpdatePassword, it ends every other session of the user (LogoutAllExceptMe), so
 * a device that knew the old one must sign in again, and the user's pending e-mail links stop
 * working; the session that changed it stays.
 */
async function putUser(ctx: ServerContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { userId, sessionId, amr } = await requireUser(ctx, req);
  const body = await jsonBody(req);
  if (body.email !== undefined || body.phone !== undefined) {
    throw new GoTrueError(422, 'feature_not_supported', 'Changing the e-mail or phone is not supported by the local server');
  }
  const changes: { passwordHash?: string; userMetadata?: Json } = {};
  if (body.password !== undefined) {
    const user = await findUserById(ctx.db, userId);
    if (!user) throw new GoTrueError(404, 'user_not_found', 'User not found');
    const password = text(body.password);
    changes.passwordHash = await checkPasswordChange(ctx, { user, sessionId, amr, password, currentPassword: body.current_password, nonce: body.nonce });
  }
  if (typeof body.data === 'object' && body.data !== null) changes.userMetadata = body.data as Json;
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, userId, changes);
    if (changes.passwordHash) await afterPasswordChange(tx, userId, sessionId);
  });
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new GoTrueError(404, 'user_not_found', 'User not found');
  sendJson(res, 200, userJson(user));
}

async function logout(ctx: ServerContext, req: IncomingMessage, url: URL, res: ServerResponse): Promise<void> {
  const { userId, sessionId } = await requireUser(ctx, req);
  const scope = url.searchParams.get('scope') ?? 'global';
  if (scope === 'local') await deleteSession(ctx.db, sessionId);
  else if (scope === 'others') await deleteUserSessions(ctx.db, userId, sessionId);
  else if (scope === 'global') await deleteUserSessions(ctx.db, userId);
  else throw new GoTrueError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
  sendRaw(res, 204, null);
}

function settings(ctx: ServerContext, res: ServerResponse): void {
  sendJson(res, 200, {
    external: { anonymous_users: false, apple: false, azure: false, email: true, github: false, google: true, phone: false },
    disable_signup: false,
    mailer_autoconfirm: ctx.config.mailerAutoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}

/** The paths served here, each by some method (the switch below). */
const KNOWN_PATHS: ReadonlySet<string> = new Set([
  '/signup', '/verify', '/verify/password', '/resend', '/recover', '/otp', '/reauthenticate', '/token', '/user', '/logout',
  '/authorize', '/authorize/local', '/authorize/local/consent', '/settings', '/health',
]);

/** Routes one /auth/v1 request; GoTrue errors become their JSON body and status. */
export async function handleAuth(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void> {
  const method = req.method ?? 'GET';
  const route = `${method} ${path}`;
  try {
    switch (route) {
      case 'POST /signup':
        return await signup(ctx, req, url, res);
      case 'GET /verify': {
        const type = url.searchParams.get('type');
        if (type === 'recovery' || type === 'magiclink') return await verifyRecoveryLink(ctx, url, res, type);
        return await verifyLink(ctx, url, res);
      }
      case 'POST /verify': {
        const body = await jsonBody(req);
        if (body.type === 'recovery' || body.type === 'magiclink') return await verifyRecoveryOtp(ctx, res, text(body.token_hash));
        return await verifyOtp(ctx, body, res);
      }
      case 'POST /recover':
        return await recover(ctx, req, url, res);
      case 'POST /otp':
        return await otp(ctx, req, url, res);
      case 'GET /reauthenticate':
        return await reauthenticate(ctx, res, (await requireUser(ctx, req)).userId);
      case 'POST /resend':
        return await resend(ctx, req, url, res);
      case 'POST /token':
        return await token(ctx, req, url, res);
      case 'GET /user':
        return await getUser(ctx, req, res);
      case 'PUT /user':
        return await putUser(ctx, req, res);
      case 'POST /logout':
        return await logout(ctx, req, url, res);
      case 'POST /verify/password':
        return await verifyWithPassword(ctx, req, res);
      case 'GET /authorize':
        return authorizePage(ctx, url, res);
      case 'POST /authorize/local':
        return await submitEmail(ctx, req, res);
      case 'POST /authorize/local/consent':
        return await consent(ctx, req, res);
      case 'GET /settings':
        return settings(ctx, res);
      case 'GET /health':
        return sendJson(res, 200, { version: 'buget-local', name: 'GoTrue', description: 'Local GoTrue-compatible server' });
      default:
        if (path === '/admin/users' || path.startsWith('/admin/users/')) return await handleAdmin(ctx, req, res, method, path, url);
        // GoTrue's router (chi) for what it does not serve: 405 with no body for a known path,
        // Go's plain-text 404 for any other.
        if (KNOWN_PATHS.has(path)) return sendRaw(res, 405, null);
        return sendRaw(res, 404, '404 page not found\n', { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' });
    }
  } catch (error) {
    const version = req.headers['x-supabase-api-version'];
    if (error instanceof GoTrueError) {
      sendGoTrueError(res, error, version);
      return;
    }
    // Postgres refusing a value (class 22: a NUL byte, a bad Unicode escape in jsonb…) is bad
    // input, answered 400 as GoTrue's validation errors are, never 500.
    if (isPgError(error) && error.code?.startsWith('22')) {
      sendGoTrueError(res, new GoTrueError(400, 'validation_failed', error.message), version);
      return;
    }
    throw error;
  }
}
