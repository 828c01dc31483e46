/**
 * E-mail sign-up and its confirmation: POST /signup, GET /verify (the link in the e-mail), POST
 * /verify/password (the contested case below), POST /verify (verifyOtp) and POST /resend. Each
 * confirmation e-mail counts against the address's e-mail frequency (mail-limit.ts).
 *
 * Pre-registration takeover (issue 9 point 5): the password is bound to the confirmation. Each
 * sign-up of an unconfirmed address keeps its own password (auth.signup_credentials) and sends a
 * new link, which makes every earlier link stop working. Confirming sets the account's password
 * from the sign-up the link was sent for, never from whoever signed up first. When the address
 * was signed up with more than one password before confirmation, the server cannot tell the
 * owner's sign-up from a squatter's, so the link (read only by whoever owns the mailbox) asks for
 * the password: the one typed must be one of those sign-ups' passwords, and it becomes the
 * account's. The squatter's password is then never set, in whichever order the two signed up.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../context';
import { isPgError, type Queryable } from '../db/types';
import { readBody, redirect, sendHtml, sendJson } from '../http/respond';
import { jsonBody, linkErrorRedirect, newSession, normaliseEmail, safeRedirect, text, withFragment, withQuery, type Json } from './common';
import { GoTrueError } from './errors';
import { hookUser, requireAllowed, runBeforeUserCreated } from './hooks';
import { choosePasswordPage } from './pages';
import { checkPassword, checkSignupPassword, hashPassword } from './password';
import { sessionFragment, userJson, type SessionBody } from './session';
import { createFlowState, flowIdOf, issueLinkCode } from './store/flows';
import { addSignupCredential, consumeConfirmationToken, createConfirmationToken, findConfirmationToken, lockUser, signupCredentials } from './store/signups';
import { confirmUser, createUser, findUserByEmail, findUserById } from './store/users';

const alreadyRegistered = (): GoTrueError => new GoTrueError(422, 'user_already_exists', 'User already registered');
const linkExpired = (): GoTrueError => new GoTrueError(403, 'otp_expired', 'Email link is invalid or has expired');

function mailConfirmation(ctx: ServerContext, email: string, token: string, redirectTo: string): void {
  const link = `${ctx.baseUrl()}/auth/v1/verify?${new URLSearchParams({ token, type: 'signup', redirect_to: redirectTo }).toString()}`;
  ctx.outbox.send({
    to: email,
    subject: 'Confirmă-ți adresa de e-mail — Buget',
    text: `Bun venit în Buget! Deschide linkul de mai jos pentru a-ți confirma adresa:\n${link}\nDacă nu te-ai înregistrat tu, ignoră acest mesaj.`,
    link,
    type: 'signup',
  });
}

/** The pending sign-up whose password is `password`, or a new one; its link replaces all others. */
async function bindSignup(
  ctx: ServerContext,
  userId: string,
  email: string,
  password: string,
  passwordHash: string,
  pkce: { challenge: string; method: string } | null,
): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    let credentialId: string | null = null;
    for (const credential of await signupCredentials(tx, userId)) {
      if (await checkPassword(password, credential.encrypted_password)) credentialId = credential.id;
    }
    credentialId ??= await addSignupCredential(tx, userId, passwordHash);
    return createConfirmationToken(tx, userId, email, credentialId, await signupFlow(tx, userId, pkce));
  });
}

/** The PKCE flow of a sign-up or resend request, its link's token bound to it; null without PKCE. */
async function signupFlow(tx: Queryable, userId: string, pkce: { challenge: string; method: string } | null): Promise<string | null> {
  if (!pkce) return null;
  const flow = await createFlowState(tx, { userId, codeChallenge: pkce.challenge, method: pkce.method, provider: 'email', authenticationMethod: 'email/signup' });
  return flow.id;
}

export interface EmailSignup {
  email: string;
  password: string;
  userMetadata: Json;
  redirectTo: string;
  pkce: { challenge: string; method: string } | null;
}

/**
 * Signs an address up as GoTrue's Signup does once the request is checked: a new address goes
 * through the before-user-created hook; a confirmed one is "already registered", and so is any
 * existing one under autoconfirm. With autoconfirm the answer is a session, otherwise the user,
 * and the confirmation link goes to the outbox.
 */
export async function registerEmail(ctx: ServerContext, input: EmailSignup): Promise<SessionBody | Record<string, unknown>> {
  const { email, password } = input;
  const existing = await findUserByEmail(ctx.db, email);
  // Under autoconfirm a sign-up answers with a session, so an address that already has an
  // account, confirmed or not, is refused: whoever types it never gets that account (issue 24
  // point 3; GoTrue's own code would confirm it and sign in, without looking at the password).
  if (existing?.email_confirmed_at || (existing && ctx.config.mailerAutoconfirm)) throw alreadyRegistered();
  if (!existing) {
    // Only a new user goes through the before-user-created hook (the beta allow-list).
    const refusal = await runBeforeUserCreated(ctx.db, ctx.config.beforeUserCreatedHook, hookUser(email, 'email', input.userMetadata));
    if (refusal) throw refusal;
  }
  // A confirmation e-mail will go out: at most one per max_frequency to this address (mail-limit.ts).
  if (!ctx.config.mailerAutoconfirm) ctx.mailLimiter.take('confirmation', email);
  const passwordHash = await hashPassword(password);
  let user = existing;
  if (!user) {
    try {
      user = await createUser(ctx.db, { email, passwordHash, confirmed: ctx.config.mailerAutoconfirm, provider: 'email', userMetadata: input.userMetadata });
    } catch (error) {
      // Two sign-ups of one address at once: the one that lost the insert goes on as if it had
      // come second (GoTrue's answers), not with a 500.
      const winner = isPgError(error) && error.code === '23505' ? await findUserByEmail(ctx.db, email) : null;
      if (!winner) throw error;
      if (winner.email_confirmed_at || ctx.config.mailerAutoconfirm) throw alreadyRegistered();
      user = winner;
    }
  }
  if (ctx.config.mailerAutoconfirm) return newSession(ctx, user.id, 'password');
  const token = await bindSignup(ctx, user.id, user.email, password, passwordHash, input.pkce);
  mailConfirmation(ctx, user.email, token, input.redirectTo);
  const fresh = await findUserById(ctx.db, user.id);
  return userJson(fresh ?? user);
}

/** The PKCE parameters of a request body (code_challenge, code_challenge_method), or null. */
export function pkceOf(body: Json): { challenge: string; method: string } | null {
  const challenge = text(body.code_challenge);
  return challenge ? { challenge, method: text(body.code_challenge_method).toLowerCase() || 's256' } : null;
}

export async function signup(ctx: ServerContext, req: IncomingMessage, url: URL, res: ServerResponse): Promise<void> {
  const body = await jsonBody(req);
  // GoTrue's router: no e-mail and no phone is an anonymous sign-in, off for this project.
  if (!text(body.email) && !text(body.phone)) throw new GoTrueError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  // GoTrue's order: the password (validateSignupParams), then the address, then the hook.
  const password = checkSignupPassword(ctx.config.passwordPolicy, body.password);
  if (text(body.email) && text(body.phone)) {
    throw new GoTrueError(400, 'validation_failed', 'Only an email address or phone number should be provided on signup.');
  }
  if (text(body.phone)) throw new GoTrueError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  const email = normaliseEmail(body.email);
  const userMetadata = typeof body.data === 'object' && body.data !== null && !Array.isArray(body.data) ? (body.data as Json) : {};
  const redirectTo = safeRedirect(ctx, url.searchParams.get('redirect_to'));
  sendJson(res, 200, await registerEmail(ctx, { email, password, userMetadata, redirectTo, pkce: pkceOf(body) }));
}

type Confirmation =
  | { kind: 'invalid' }
  | { kind: 'no-flow' }
  | { kind: 'contested'; email: string }
  | { kind: 'wrong-password'; email: string }
  | { kind: 'confirmed'; userId: string; authCode: string | null };

/**
 * Confirms the address of a link's token and sets the password of its sign-up; with several
 * pending sign-ups, only with `password` equal to one of theirs. The token is consumed only then.
 * An opened PKCE link (`asLink`) answers with the code of the flow its token is bound to, and is
 * not used up when that flow is gone.
 */
async function confirm(ctx: ServerContext, token: string, password: string | null, asLink: boolean): Promise<Confirmation> {
  if (!token) return { kind: 'invalid' };
  return ctx.db.transaction(async (tx): Promise<Confirmation> => {
    const userId = await findConfirmationToken(tx, token);
    if (!userId) return { kind: 'invalid' };
    await lockUser(tx, userId);
    const credentials = await signupCredentials(tx, userId);
    let chosen = credentials.length === 1 ? credentials[0] : undefined;
    if (credentials.length > 1) {
      const email = (await findUserById(tx, userId))?.email ?? '';
      if (password === null) return { kind: 'contested', email };
      for (const credential of credentials) {
        if (await checkPassword(password, credential.encrypted_password)) chosen = credential;
      }
      if (!chosen) return { kind: 'wrong-password', email };
    }
    const flowId = asLink ? flowIdOf(token) : null;
    const authCode = flowId ? await issueLinkCode(tx, flowId, userId, 'email/signup') : null;
    if (flowId && !authCode) return { kind: 'no-flow' };
    await consumeConfirmationToken(tx, token);
    await confirmUser(tx, userId, chosen?.encrypted_password ?? null);
    return { kind: 'confirmed', userId, authCode };
  });
}

/** After a confirmed link: back to the app with its own flow's ?code= (PKCE sign-up) or a session in the fragment. */
async function landSignedIn(ctx: ServerContext, res: ServerResponse, userId: string, authCode: string | null, redirectTo: string, type: string): Promise<void> {
  if (authCode) {
    redirect(res, withQuery(redirectTo, { code: authCode }));
    return;
  }
  const session = await newSession(ctx, userId, 'otp');
  redirect(res, withFragment(redirectTo, sessionFragment(session, type)));
}

async function answerLink(ctx: ServerContext, res: ServerResponse, outcome: Confirmation, link: { token: string; type: string; redirectTo: string }): Promise<void> {
  const pkce = flowIdOf(link.token) !== null;
  if (outcome.kind === 'invalid') redirect(res, linkErrorRedirect(link.redirectTo, linkExpired(), pkce));
  else if (outcome.kind === 'no-flow') redirect(res, linkErrorRedirect(link.redirectTo, new GoTrueError(400, 'flow_state_not_found', 'No associated flow state found.'), pkce));
  else if (outcome.kind === 'contested') sendHtml(res, 200, choosePasswordPage({ ...link, email: outcome.email, wrong: false }));
  else if (outcome.kind === 'wrong-password') sendHtml(res, 400, choosePasswordPage({ ...link, email: outcome.email, wrong: true }));
  else await landSignedIn(ctx, res, outcome.userId, outcome.authCode, link.redirectTo, link.type);
}

/** GET /verify: the link in the confirmation e-mail. */
export async function verifyLink(ctx: ServerContext, url: URL, res: ServerResponse): Promise<void> {
  const link = {
    token: url.searchParams.get('token') ?? '',
    type: url.searchParams.get('type') ?? 'signup',
    redirectTo: safeRedirect(ctx, url.searchParams.get('redirect_to')),
  };
  await answerLink(ctx, res, await confirm(ctx, link.token, null, true), link);
}

/** POST /verify/password: the form of a contested link's page. */
export async function verifyWithPassword(ctx: ServerContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const form = new URLSearchParams(await readBody(req));
  const link = { token: form.get('token') ?? '', type: form.get('type') ?? 'signup', redirectTo: safeRedirect(ctx, form.get('redirect_to')) };
  await answerLink(ctx, res, await confirm(ctx, link.token, form.get('password') ?? '', true), link);
}

/** verifyOtp({ token_hash, type }) from supabase-js: the same token, answered with a session. */
export async function verifyOtp(ctx: ServerContext, body: Json, res: ServerResponse): Promise<void> {
  const outcome = await confirm(ctx, text(body.token_hash) || text(body.token), typeof body.password === 'string' ? body.password : null, false);
  if (outcome.kind === 'invalid') throw new GoTrueError(403, 'otp_expired', 'Token has expired or is invalid');
  if (outcome.kind !== 'confirmed') {
    throw new GoTrueError(400, 'validation_failed', 'This address was signed up more than once before confirmation: open the e-mail link to choose the password');
  }
  sendJson(res, 200, await newSession(ctx, outcome.userId, 'otp'));
}

/** The types GoTrue's /resend knows (ResendConfirmationParams.Validate). */
const RESEND_TYPES: ReadonlySet<string> = new Set(['signup', 'email_change', 'sms', 'phone_change']);

/**
 * POST /resend {type, email} as GoTrue's Resend: its checks and their texts, then the allow-list
 * (as /recover: 403 for an address off the list, account or not), then the e-mail frequency of
 * the address (429). A new link goes only to an unconfirmed address, for the sign-up the last link
 * was sent for, bound to this request's PKCE flow if it has one (never to an earlier request's);
 * the answer is 200 {} whether or not the address has an account, so nobody can probe it.
 * email_change has nothing to resend here (the local server changes no e-mail addresses).
 */
export async function resend(ctx: ServerContext, req: IncomingMessage, url: URL, res: ServerResponse): Promise<void> {
  const body = await jsonBody(req);
  const type = text(body.type);
  const emailText = text(body.email);
  const phone = text(body.phone);
  if (!RESEND_TYPES.has(type)) throw new GoTrueError(400, 'validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
  if (!emailText && type === 'signup') throw new GoTrueError(400, 'validation_failed', 'Type provided requires an email address');
  if (!phone && type === 'sms') throw new GoTrueError(400, 'validation_failed', 'Type provided requires a phone number');
  if (emailText && phone) throw new GoTrueError(400, 'validation_failed', 'Only an email address or phone number should be provided.');
  if (phone) throw new GoTrueError(400, 'phone_provider_disabled', 'Phone logins are disabled');
  if (!emailText) throw new GoTrueError(400, 'validation_failed', 'Missing email address or phone number');
  const email = normaliseEmail(emailText);
  await requireAllowed(ctx.db, ctx.config.beforeUserCreatedHook, email);
  if (type !== 'signup') {
    sendJson(res, 200, {});
    return;
  }
  ctx.mailLimiter.take('confirmation', email);
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.email_confirmed_at) {
    const token = await ctx.db.transaction(async (tx) => {
      await lockUser(tx, user.id);
      const credentials = await signupCredentials(tx, user.id);
      const current = credentials.find((c) => c.token_hash !== null) ?? (credentials.length === 1 ? credentials[0] : undefined);
      return createConfirmationToken(tx, user.id, user.email, current?.id ?? null, await signupFlow(tx, user.id, pkceOf(body)));
    });
    mailConfirmation(ctx, user.email, token, safeRedirect(ctx, url.searchParams.get('redirect_to')));
  }
  sendJson(res, 200, {});
}
