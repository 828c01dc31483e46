/**
 * /auth/v1: the part of GoTrue that supabase-js uses — signup (with e-mail confirmation through
 * the local outbox, or autoconfirm), verify, token (password, refresh_token with rotation and
 * reuse detection, pkce), user (GET, PUT), logout (global, local, others), authorize (a local
 * development page standing in for Google) and settings.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../context';
import { isPgError } from '../db/types';
import { readBody, redirect, sendHtml, sendJson, sendRaw } from '../http/respond';
import { assertApproved } from './allowlist';
import { GoTrueError, badJson, badJwt, invalidCredentials, noAuthorization, notApproved, sessionNotFound } from './errors';
import { verifyToken } from './jwt';
import { providerSignInPage } from './pages';
import { checkPassword, checkPasswordPolicy, hashPassword } from './password';
import { sessionBody, sessionFragment, userJson, type SessionBody } from './session';
import * as store from './store';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SUPPORTED_PROVIDERS = ['google'];
/** GoTrue's default lifetime of a PKCE flow state. */
const FLOW_STATE_SECONDS = 300;

type Json = Record<string, unknown>;

async function jsonBody(req: IncomingMessage): Promise<Json> {
  const text = await readBody(req);
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw badJson();
    return parsed as Json;
  } catch {
    throw badJson();
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function normaliseEmail(value: unknown): string {
  const email = text(value).trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw new GoTrueError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  return email;
}

/** redirect_to if it points at the app (SITE_URL's origin) or at this machine; else SITE_URL. */
function safeRedirect(ctx: ServerContext, wanted: string | null): string {
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

function withFragment(target: string, fragment: string): string {
  const url = new URL(target);
  url.hash = fragment;
  return url.toString();
}

function withQuery(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

function errorFragment(error: GoTrueError): string {
  return new URLSearchParams({
    error: error.status === 403 ? 'access_denied' : 'server_error',
    error_code: error.errorCode,
    error_description: error.message,
  }).toString();
}

const issuer = (ctx: ServerContext): string => `${ctx.baseUrl()}/auth/v1`;

async function newSession(ctx: ServerContext, userId: string, method: string): Promise<SessionBody> {
  return ctx.db.transaction(async (tx) => {
    const session = await store.createSession(tx, userId);
    const user = await store.findUserById(tx, userId);
    if (!user) throw new GoTrueError(404, 'user_not_found', 'User not found');
    return sessionBody(ctx.config, issuer(ctx), user, session, method);
  });
}

/** The signed-in user of a request with a user access token (not the anon key). */
async function requireUser(ctx: ServerContext, req: IncomingMessage): Promise<{ userId: string; sessionId: string }> {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match?.[1]) throw noAuthorization();
  const verified = await verifyToken(match[1], ctx.config.jwtSecret);
  if (!verified.ok) throw badJwt(verified.message);
  const userId = verified.claims.sub;
  const sessionId = verified.claims.session_id;
  if (!userId || typeof sessionId !== 'string') throw badJwt('invalid claim: missing sub claim');
  if (!(await store.sessionExists(ctx.db, sessionId))) throw sessionNotFound();
  return { userId, sessionId };
}

async function sendConfirmation(ctx: ServerContext, user: store.UserRow, redirectTo: string): Promise<void> {
  const token = await store.createConfirmationToken(ctx.db, user.id, user.email);
  const link = `${ctx.baseUrl()}/auth/v1/verify?${new URLSearchParams({ token, type: 'signup', redirect_to: redirectTo }).toString()}`;
  ctx.outbox.send({
    to: user.email,
    subject: 'Confirmă-ți adresa de e-mail — Buget',
    text: `Bun venit în Buget! Deschide linkul de mai jos pentru a-ți confirma adresa:\n${link}`,
    link,
    type: 'signup',
  });
}

async function signup(ctx: ServerContext, req: IncomingMessage, url: URL, res: ServerResponse): Promise<void> {
  const body = await jsonBody(req);
  const email = normaliseEmail(body.email);
  await assertApproved(ctx.db, email);
  checkPasswordPolicy(body.password);
  const password = text(body.password);
  const redirectTo = safeRedirect(ctx, url.searchParams.get('redirect_to'));
  const alreadyRegistered = () => new GoTrueError(422, 'user_already_exists', 'User already registered');
  const existing = await store.findUserByEmail(ctx.db, email);
  if (existing?.email_confirmed_at) throw alreadyRegistered();
  const userMetadata = typeof body.data === 'object' && body.data !== null ? (body.data as Json) : {};
  let user = existing;
  if (!user) {
    try {
      user = await store.createUser(ctx.db, {
        email,
        passwordHash: await hashPassword(password),
        confirmed: ctx.config.mailerAutoconfirm,
        provider: 'email',
        userMetadata,
      });
    } catch (error) {
      // Two sign-ups of one address at once: the one that lost the insert goes on as if it had
      // come second (GoTrue's answers), not with a 500.
      const winner = isPgError(error) && error.code === '23505' ? await store.findUserByEmail(ctx.db, email) : null;
      if (!winner) throw error;
      if (winner.email_confirmed_at || ctx.config.mailerAutoconfirm) throw alreadyRegistered();
      user = winner;
    }
  }
  if (ctx.config.mailerAutoconfirm) {
    sendJson(res, 200, await newSession(ctx, user.id, 'password'));
    return;
  }
  const challenge = text(body.code_challenge);
  if (challenge) {
    await store.createFlowState(ctx.db, {
      userId: user.id,
      codeChallenge: challenge,
      method: text(body.code_challenge_method).toLowerCase() || 's256',
      provider: 'email',
      authenticationMethod: 'email/signup',
    });
  }
  await sendConfirmation(ctx, user, redirectTo);
  const fresh = await store.findUserById(ctx.db, user.id);
  sendJson(res, 200, userJson(fresh ?? user));
}

async function verifyLink(ctx: ServerContext, url: URL, res: ServerResponse): Promise<void> {
  const redirectTo = safeRedirect(ctx, url.searchParams.get('redirect_to'));
  const token = url.searchParams.get('token') ?? '';
  const userId = token ? await store.consumeConfirmationToken(ctx.db, token) : null;
  if (!userId) {
    const expired = new GoTrueError(403, 'otp_expired', 'Email link is invalid or has expired');
    redirect(res, withFragment(redirectTo, errorFragment(expired)));
    return;
  }
  await store.confirmUser(ctx.db, userId);
  const authCode = await store.pendingSignupFlow(ctx.db, userId);
  if (authCode) {
    redirect(res, withQuery(redirectTo, { code: authCode }));
    return;
  }
  const session = await newSession(ctx, userId, 'otp');
  redirect(res, withFragment(redirectTo, sessionFragment(session, url.searchParams.get('type') ?? 'signup')));
}

/** verifyOtp({ token_hash, type }) from supabase-js: the same token, answered with a session. */
async function verifyOtp(ctx: ServerContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await jsonBody(req);
  const token = text(body.token_hash) || text(body.token);
  const userId = token ? await store.consumeConfirmationToken(ctx.db, token) : null;
  if (!userId) throw new GoTrueError(403, 'otp_expired', 'Token has expired or is invalid');
  await store.confirmUser(ctx.db, userId);
  sendJson(res, 200, await newSession(ctx, userId, 'otp'));
}

async function resend(ctx: ServerContext, req: IncomingMessage, url: URL, res: ServerResponse): Promise<void> {
  const body = await jsonBody(req);
  const email = normaliseEmail(body.email);
  const user = await store.findUserByEmail(ctx.db, email);
  // Like GoTrue: the same answer whether or not the address exists, so nobody can probe it.
  if (user && !user.email_confirmed_at) await sendConfirmation(ctx, user, safeRedirect(ctx, url.searchParams.get('redirect_to')));
  sendJson(res, 200, {});
}

async function passwordGrant(ctx: ServerContext, body: Json): Promise<SessionBody> {
  const email = text(body.email).trim().toLowerCase();
  if (!email || !text(body.password)) throw invalidCredentials();
  await assertApproved(ctx.db, email);
  const user = await store.findUserByEmail(ctx.db, email);
  if (!user || !(await checkPassword(text(body.password), user.encrypted_password))) throw invalidCredentials();
  if (!user.email_confirmed_at) throw new GoTrueError(400, 'email_not_confirmed', 'Email not confirmed');
  return newSession(ctx, user.id, 'password');
}

async function refreshGrant(ctx: ServerContext, body: Json): Promise<SessionBody> {
  const presented = text(body.refresh_token);
  if (!presented) throw new GoTrueError(400, 'validation_failed', 'refresh_token required');
  const outcome = await ctx.db.transaction(async (tx) => {
    const token = await store.findRefreshToken(tx, presented);
    if (!token) return { error: new GoTrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
    let next: string;
    if (token.revoked) {
      const active = await store.activeRefreshToken(tx, token.session_id);
      if (token.age_seconds <= ctx.config.refreshTokenReuseInterval && active) {
        // Two tabs refreshing at once: within the reuse interval GoTrue answers with the live token.
        next = active;
      } else {
        // Reuse after rotation: the token may be stolen, so the whole session is revoked.
        await store.deleteSession(tx, token.session_id);
        return { error: new GoTrueError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
      }
    } else {
      next = await store.rotateRefreshToken(tx, token);
    }
    const user = await store.findUserById(tx, token.user_id);
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

async function pkceGrant(ctx: ServerContext, body: Json): Promise<SessionBody> {
  const authCode = text(body.auth_code);
  const verifier = text(body.code_verifier);
  if (!authCode || !verifier) throw new GoTrueError(400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
  const flow = await store.takeFlowState(ctx.db, authCode);
  if (!flow || !flow.user_id) throw new GoTrueError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  if (flow.age_seconds > FLOW_STATE_SECONDS) throw new GoTrueError(404, 'flow_state_expired', 'invalid flow state, flow state has expired');
  if (challengeOf(verifier, flow.code_challenge_method) !== flow.code_challenge) {
    throw new GoTrueError(403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  return newSession(ctx, flow.user_id, 'pkce');
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
  const user = await store.findUserById(ctx.db, userId);
  if (!user) throw new GoTrueError(404, 'user_not_found', 'User from sub claim in JWT does not exist');
  sendJson(res, 200, userJson(user));
}

async function putUser(ctx: ServerContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { userId } = await requireUser(ctx, req);
  const body = await jsonBody(req);
  if (body.email !== undefined || body.phone !== undefined) {
    throw new GoTrueError(422, 'feature_not_supported', 'Changing the e-mail or phone is not supported by the local server');
  }
  const changes: { passwordHash?: string; userMetadata?: Json } = {};
  if (body.password !== undefined) {
    checkPasswordPolicy(body.password);
    changes.passwordHash = await hashPassword(text(body.password));
  }
  if (typeof body.data === 'object' && body.data !== null) changes.userMetadata = body.data as Json;
  await store.updateUser(ctx.db, userId, changes);
  const user = await store.findUserById(ctx.db, userId);
  if (!user) throw new GoTrueError(404, 'user_not_found', 'User not found');
  sendJson(res, 200, userJson(user));
}

async function logout(ctx: ServerContext, req: IncomingMessage, url: URL, res: ServerResponse): Promise<void> {
  const { userId, sessionId } = await requireUser(ctx, req);
  const scope = url.searchParams.get('scope') ?? 'global';
  if (scope === 'local') await store.deleteSession(ctx.db, sessionId);
  else if (scope === 'others') await store.deleteUserSessions(ctx.db, userId, sessionId);
  else if (scope === 'global') await store.deleteUserSessions(ctx.db, userId);
  else throw new GoTrueError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
  sendRaw(res, 204, null);
}

function authorizePage(ctx: ServerContext, url: URL, res: ServerResponse): void {
  const provider = url.searchParams.get('provider') ?? '';
  if (!SUPPORTED_PROVIDERS.includes(provider)) {
    throw new GoTrueError(400, 'validation_failed', `Unsupported provider: Provider ${provider} could not be found`);
  }
  sendHtml(
    res,
    200,
    providerSignInPage({
      provider,
      redirectTo: safeRedirect(ctx, url.searchParams.get('redirect_to')),
      codeChallenge: url.searchParams.get('code_challenge') ?? '',
      codeChallengeMethod: url.searchParams.get('code_challenge_method') ?? '',
    }),
  );
}

/** The form of the development page: find or create the user, then redirect as GoTrue does. */
async function authorizeSubmit(ctx: ServerContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const form = new URLSearchParams(await readBody(req));
  const redirectTo = safeRedirect(ctx, form.get('redirect_to'));
  const provider = form.get('provider') ?? 'google';
  const challenge = form.get('code_challenge') ?? '';
  const fail = (error: GoTrueError): void => {
    const params = Object.fromEntries(new URLSearchParams(errorFragment(error)));
    redirect(res, challenge ? withQuery(redirectTo, params) : withFragment(redirectTo, errorFragment(error)));
  };
  const email = (form.get('email') ?? '').trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) {
    fail(new GoTrueError(400, 'validation_failed', 'Unable to validate email address: invalid format'));
    return;
  }
  try {
    await assertApproved(ctx.db, email);
  } catch {
    fail(notApproved());
    return;
  }
  const user = await ctx.db.transaction(async (tx) => {
    const existing = await store.findUserByEmail(tx, email);
    if (existing) {
      await store.addProvider(tx, existing.id, provider, email);
      return existing;
    }
    return store.createUser(tx, {
      email,
      passwordHash: null,
      confirmed: true,
      provider,
      userMetadata: { email, email_verified: true, full_name: email.split('@')[0] ?? email },
      identityData: { email_verified: true },
      providerId: `local-${email}`,
    });
  });
  if (challenge) {
    const code = await store.createFlowState(ctx.db, {
      userId: user.id,
      codeChallenge: challenge,
      method: (form.get('code_challenge_method') ?? 's256').toLowerCase(),
      provider,
      authenticationMethod: 'oauth',
    });
    redirect(res, withQuery(redirectTo, { code }));
    return;
  }
  const session = await newSession(ctx, user.id, 'oauth');
  redirect(res, withFragment(redirectTo, sessionFragment(session)));
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

/** Routes one /auth/v1 request; GoTrue errors become their JSON body and status. */
export async function handleAuth(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void> {
  const method = req.method ?? 'GET';
  const route = `${method} ${path}`;
  try {
    switch (route) {
      case 'POST /signup':
        return await signup(ctx, req, url, res);
      case 'GET /verify':
        return await verifyLink(ctx, url, res);
      case 'POST /verify':
        return await verifyOtp(ctx, req, res);
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
      case 'GET /authorize':
        return authorizePage(ctx, url, res);
      case 'POST /authorize/local':
        return await authorizeSubmit(ctx, req, res);
      case 'GET /settings':
        return settings(ctx, res);
      case 'GET /health':
        return sendJson(res, 200, { version: 'buget-local', name: 'GoTrue', description: 'Local GoTrue-compatible server' });
      default:
        throw new GoTrueError(404, 'not_found', `Unsupported path ${path}`);
    }
  } catch (error) {
    if (error instanceof GoTrueError) {
      sendJson(res, error.status, error.body());
      return;
    }
    throw error;
  }
}
