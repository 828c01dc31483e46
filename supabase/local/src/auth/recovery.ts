/**
 * E-mail links other than the sign-up confirmation, as GoTrue sends them: POST /recover (the
 * password recovery link, type=recovery), POST /otp with an e-mail (the magic link,
 * type=magiclink; an unknown or unconfirmed address is signed up instead, as GoTrue's MagicLink
 * does, and gets the confirmation link), and GET /reauthenticate (a six-digit code). The links
 * open GET /verify, which signs the owner of the mailbox in (implicit flow: the session in the
 * fragment with type=recovery or magiclink; PKCE: ?code=), so a recovery ends with PUT /user and
 * the new password.
 *
 * Like password sign-in here (routes.ts), /recover and /otp first ask the before-user-created
 * hook about the address, so an address off the beta allow-list is refused (403) whether or not
 * it has an account, and nobody learns which addresses have one. A phone is refused as GoTrue
 * refuses it without an SMS provider.
 */
import { randomInt, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../context';
import { redirect, sendJson } from '../http/respond';
import { errorFragment, jsonBody, newSession, normaliseEmail, safeRedirect, text, withFragment, withQuery, type Json } from './common';
import { GoTrueError } from './errors';
import { hookUser, runBeforeUserCreated } from './hooks';
import { pkceOf, registerEmail } from './signup';
import { sessionFragment } from './session';
import { createFlowState, pendingFlow } from './store/flows';
import { confirmByLink, createOneTimeToken, takeOneTimeToken } from './store/links';
import { findUserByEmail, findUserById, type UserRow } from './store/users';

type LinkType = 'recovery' | 'magiclink';

const LINK_MAIL: Record<LinkType, { subject: string; text: (link: string) => string }> = {
  recovery: {
    subject: 'Resetează parola — Buget',
    text: (link) =>
      `Ai cerut resetarea parolei contului Buget. Deschide linkul de mai jos pentru a alege o parolă nouă (valabil o oră):\n${link}\nDacă nu ai cerut tu, ignoră acest mesaj: parola rămâne aceeași.`,
  },
  magiclink: {
    subject: 'Linkul tău de autentificare — Buget',
    text: (link) => `Deschide linkul de mai jos pentru a intra în contul Buget (valabil o oră):\n${link}\nDacă nu ai cerut tu, ignoră acest mesaj.`,
  },
};

/** Refused by the allow-list (the same function as at sign-up), before anything else is looked up. */
async function checkAllowed(ctx: ServerContext, email: string): Promise<void> {
  const refusal = await runBeforeUserCreated(ctx.db, ctx.config.beforeUserCreatedHook, hookUser(email, 'email', {}));
  if (refusal) throw refusal;
}

/** Sends a recovery or magic link to a user: earlier links stop working; PKCE keeps a flow for ?code=. */
async function sendLink(ctx: ServerContext, user: UserRow, type: LinkType, redirectTo: string, pkce: { challenge: string; method: string } | null): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await ctx.db.transaction(async (tx) => {
    await createOneTimeToken(tx, user.id, 'recovery_token', token, user.email);
    if (pkce) await createFlowState(tx, { userId: user.id, codeChallenge: pkce.challenge, method: pkce.method, provider: type, authenticationMethod: type });
  });
  const link = `${ctx.baseUrl()}/auth/v1/verify?${new URLSearchParams({ token, type, redirect_to: redirectTo }).toString()}`;
  const mail = LINK_MAIL[type];
  ctx.outbox.send({ to: user.email, subject: mail.subject, text: mail.text(link), link, type });
}

/** POST /recover {email}: 200 {} whether or not the address has an account, as GoTrue answers. */
export async function recover(ctx: ServerContext, req: IncomingMessage, url: URL, res: ServerResponse): Promise<void> {
  const body = await jsonBody(req);
  if (!text(body.email)) throw new GoTrueError(400, 'validation_failed', 'Password recovery requires an email');
  const email = normaliseEmail(body.email);
  await checkAllowed(ctx, email);
  const user = await findUserByEmail(ctx.db, email);
  if (user) await sendLink(ctx, user, 'recovery', safeRedirect(ctx, url.searchParams.get('redirect_to')), pkceOf(body));
  sendJson(res, 200, {});
}

/** POST /otp {email, create_user, data}: the magic link, or a sign-up for an address without an account. */
export async function otp(ctx: ServerContext, req: IncomingMessage, url: URL, res: ServerResponse): Promise<void> {
  const body = await jsonBody(req);
  const email = text(body.email);
  const phone = text(body.phone);
  if (email && phone) throw new GoTrueError(400, 'validation_failed', 'Only an email address or phone number should be provided');
  if (phone) throw new GoTrueError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  if (!email) throw new GoTrueError(400, 'validation_failed', 'One of email or phone must be set');
  const address = normaliseEmail(email);
  const createUser = body.create_user !== false;
  const existing = await findUserByEmail(ctx.db, address);
  if (!existing && !createUser) throw new GoTrueError(422, 'otp_disabled', 'Signups not allowed for otp');
  await checkAllowed(ctx, address);
  const redirectTo = safeRedirect(ctx, url.searchParams.get('redirect_to'));
  const pkce = pkceOf(body);
  if (!existing?.email_confirmed_at) {
    // GoTrue signs the address up with a password nobody knows; the confirmation link signs in.
    const userMetadata = typeof body.data === 'object' && body.data !== null && !Array.isArray(body.data) ? (body.data as Json) : {};
    await registerEmail(ctx, { email: address, password: randomBytes(24).toString('base64url'), userMetadata, redirectTo, pkce });
    if (!ctx.config.mailerAutoconfirm) {
      sendJson(res, 200, {});
      return;
    }
  }
  const user = await findUserByEmail(ctx.db, address);
  if (user) await sendLink(ctx, user, 'magiclink', redirectTo, pkce);
  sendJson(res, 200, {});
}

const linkExpired = (): GoTrueError => new GoTrueError(403, 'otp_expired', 'Email link is invalid or has expired');

/** Consumes a recovery or magic link's token and confirms the address; the user, or null. */
async function consumeLink(ctx: ServerContext, token: string): Promise<string | null> {
  if (!token) return null;
  return ctx.db.transaction(async (tx) => {
    const userId = await takeOneTimeToken(tx, 'recovery_token', token);
    if (userId) await confirmByLink(tx, userId);
    return userId;
  });
}

/** GET /verify?type=recovery|magiclink: back to redirect_to signed in, or with otp_expired. */
export async function verifyRecoveryLink(ctx: ServerContext, url: URL, res: ServerResponse, type: LinkType): Promise<void> {
  const redirectTo = safeRedirect(ctx, url.searchParams.get('redirect_to'));
  const userId = await consumeLink(ctx, url.searchParams.get('token') ?? '');
  if (!userId) {
    redirect(res, withFragment(redirectTo, errorFragment(linkExpired())));
    return;
  }
  const authCode = await pendingFlow(ctx.db, userId, type);
  if (authCode) {
    redirect(res, withQuery(redirectTo, { code: authCode }));
    return;
  }
  const session = await newSession(ctx, userId, 'otp');
  redirect(res, withFragment(redirectTo, sessionFragment(session, type)));
}

/** POST /verify {token_hash, type: recovery|magiclink|email}: the same token, answered with a session. */
export async function verifyRecoveryOtp(ctx: ServerContext, res: ServerResponse, tokenHash: string): Promise<void> {
  const userId = await consumeLink(ctx, tokenHash);
  if (!userId) throw new GoTrueError(403, 'otp_expired', 'Token has expired or is invalid');
  sendJson(res, 200, await newSession(ctx, userId, 'otp'));
}

/** GET /reauthenticate: a six-digit code to the user's confirmed address (200 {}). */
export async function reauthenticate(ctx: ServerContext, res: ServerResponse, userId: string): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user?.email) throw new GoTrueError(400, 'validation_failed', 'Reauthentication requires the user to have an email or a phone number');
  if (!user.email_confirmed_at) throw new GoTrueError(422, 'email_not_confirmed', 'Please verify your email first.');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await createOneTimeToken(ctx.db, user.id, 'reauthentication_token', `${user.email}${code}`, user.email);
  ctx.outbox.send({
    to: user.email,
    subject: 'Codul de confirmare — Buget',
    text: `Codul tău de confirmare Buget este ${code}. Este valabil o oră.\nDacă nu l-ai cerut tu, schimbă-ți parola.`,
    link: '',
    type: 'reauthentication',
  });
  sendJson(res, 200, {});
}
