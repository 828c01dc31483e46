/**
 * E-mail links other than the sign-up confirmation, as GoTrue sends them: POST /recover (the
 * password recovery link, type=recovery), POST /otp with an e-mail (the magic link,
 * type=magiclink; an unknown or unconfirmed address is signed up instead, as GoTrue's MagicLink
 * does, and gets the confirmation link), and GET /reauthenticate (a six-digit code). The links
 * open GET /verify, which signs the owner of the mailbox in (implicit flow: the session in the
 * fragment with type=recovery or magiclink; PKCE: ?code= of the flow that asked for this very
 * link, store/flows.ts), so a recovery ends with PUT /user and the new password.
 *
 * Like password sign-in here (routes.ts), /recover and /otp first ask the before-user-created
 * hook about the address, before looking it up, so an address off the beta allow-list is refused
 * (403) whether or not it has an account, and nobody learns which addresses have one. A phone is refused as GoTrue
 * refuses it without an SMS provider. Every e-mail counts against the address's e-mail frequency
 * (mail-limit.ts: 429 when the same kind went to it too recently).
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../context';
import { redirect, sendJson } from '../http/respond';
import { jsonBody, linkErrorRedirect, newSession, normaliseEmail, safeRedirect, text, withFragment, withQuery, type Json } from './common';
import { GoTrueError } from './errors';
import { requireAllowed } from './hooks';
import { pkceOf, registerEmail } from './signup';
import { sessionFragment } from './session';
import { createFlowState, flowIdOf, issueLinkCode, linkToken } from './store/flows';
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
const checkAllowed = (ctx: ServerContext, email: string): Promise<void> => requireAllowed(ctx.db, ctx.config.beforeUserCreatedHook, email);

/**
 * Sends a recovery or magic link to a user: earlier links stop working. With PKCE a flow is kept
 * and the link's token is bound to it (store/flows.ts linkToken); without, the link signs in.
 */
async function sendLink(ctx: ServerContext, user: UserRow, type: LinkType, redirectTo: string, pkce: { challenge: string; method: string } | null): Promise<void> {
  const token = await ctx.db.transaction(async (tx) => {
    const flow = pkce
      ? await createFlowState(tx, { userId: user.id, codeChallenge: pkce.challenge, method: pkce.method, provider: type, authenticationMethod: type })
      : null;
    const bound = linkToken(flow?.id ?? null);
    await createOneTimeToken(tx, user.id, 'recovery_token', bound, user.email);
    return bound;
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
  ctx.mailLimiter.take('recovery', email);
  const user = await findUserByEmail(ctx.db, email);
  if (user) await sendLink(ctx, user, 'recovery', safeRedirect(ctx, url.searchParams.get('redirect_to')), pkceOf(body));
  sendJson(res, 200, {});
}

/**
 * POST /otp {email, create_user, data}: the magic link, or a sign-up for an address without an
 * account. The allow-list comes first, so an address off it gets the same 403 whether or not it
 * has an account (create_user: false included).
 */
export async function otp(ctx: ServerContext, req: IncomingMessage, url: URL, res: ServerResponse): Promise<void> {
  const body = await jsonBody(req);
  const email = text(body.email);
  const phone = text(body.phone);
  if (email && phone) throw new GoTrueError(400, 'validation_failed', 'Only an email address or phone number should be provided');
  if (phone) throw new GoTrueError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  if (!email) throw new GoTrueError(400, 'validation_failed', 'One of email or phone must be set');
  const address = normaliseEmail(email);
  await checkAllowed(ctx, address);
  const existing = await findUserByEmail(ctx.db, address);
  if (!existing && body.create_user === false) throw new GoTrueError(422, 'otp_disabled', 'Signups not allowed for otp');
  const redirectTo = safeRedirect(ctx, url.searchParams.get('redirect_to'));
  const pkce = pkceOf(body);
  // GoTrue signs an unknown address up with a password nobody knows; the confirmation link signs
  // in. An address already signed up but unconfirmed gets the same under confirmations, and the
  // magic link under autoconfirm (a sign-up would be refused, issue 24 point 3): either way only
  // the mailbox gets in.
  if (!existing || (!existing.email_confirmed_at && !ctx.config.mailerAutoconfirm)) {
    const userMetadata = typeof body.data === 'object' && body.data !== null && !Array.isArray(body.data) ? (body.data as Json) : {};
    await registerEmail(ctx, { email: address, password: randomBytes(24).toString('base64url'), userMetadata, redirectTo, pkce });
    if (!ctx.config.mailerAutoconfirm) {
      sendJson(res, 200, {});
      return;
    }
  }
  const user = existing ?? (await findUserByEmail(ctx.db, address));
  // A magic link counts as a recovery e-mail, as GoTrue's (recovery_sent_at).
  ctx.mailLimiter.take('recovery', address);
  if (user) await sendLink(ctx, user, 'magiclink', redirectTo, pkce);
  sendJson(res, 200, {});
}

const linkExpired = (): GoTrueError => new GoTrueError(403, 'otp_expired', 'Email link is invalid or has expired');
const flowNotFound = (): GoTrueError => new GoTrueError(400, 'flow_state_not_found', 'No associated flow state found.');

/** What opening a link comes to: its user, and the auth code of its flow when it is a PKCE link. */
type OpenedLink = { userId: string; authCode: string | null };

/**
 * Consumes a recovery or magic link's token and confirms the address. A PKCE token answers with
 * the code of the flow it is bound to, and with nothing else: its flow gone, nothing is consumed
 * (GoTrue's verify rolls back), and the error says so.
 */
async function openLink(ctx: ServerContext, token: string, type: LinkType | null): Promise<OpenedLink | GoTrueError> {
  if (!token) return linkExpired();
  try {
    return await ctx.db.transaction(async (tx) => {
      const userId = await takeOneTimeToken(tx, 'recovery_token', token);
      if (!userId) throw linkExpired();
      const flowId = type ? flowIdOf(token) : null;
      const authCode = flowId && type ? await issueLinkCode(tx, flowId, userId, type) : null;
      if (flowId && !authCode) throw flowNotFound();
      await confirmByLink(tx, userId);
      return { userId, authCode };
    });
  } catch (error) {
    if (error instanceof GoTrueError) return error;
    throw error;
  }
}

/** GET /verify?type=recovery|magiclink: back to redirect_to signed in (implicit) or with its flow's ?code= (PKCE), or with the error. */
export async function verifyRecoveryLink(ctx: ServerContext, url: URL, res: ServerResponse, type: LinkType): Promise<void> {
  const redirectTo = safeRedirect(ctx, url.searchParams.get('redirect_to'));
  const token = url.searchParams.get('token') ?? '';
  const opened = await openLink(ctx, token, type);
  if (opened instanceof GoTrueError) {
    redirect(res, linkErrorRedirect(redirectTo, opened, flowIdOf(token) !== null));
    return;
  }
  if (opened.authCode) {
    redirect(res, withQuery(redirectTo, { code: opened.authCode }));
    return;
  }
  const session = await newSession(ctx, opened.userId, 'otp');
  redirect(res, withFragment(redirectTo, sessionFragment(session, type)));
}

/** POST /verify {token_hash, type: recovery|magiclink|email}: the same token, answered with a session. */
export async function verifyRecoveryOtp(ctx: ServerContext, res: ServerResponse, tokenHash: string): Promise<void> {
  // As GoTrue's verifyPost: the answer is a session, whatever flow the token was sent for.
  const opened = await openLink(ctx, tokenHash, null);
  if (opened instanceof GoTrueError) throw new GoTrueError(403, 'otp_expired', 'Token has expired or is invalid');
  sendJson(res, 200, await newSession(ctx, opened.userId, 'otp'));
}

/** GET /reauthenticate: a six-digit code to the user's confirmed address (200 {}). */
export async function reauthenticate(ctx: ServerContext, res: ServerResponse, userId: string): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user?.email) throw new GoTrueError(400, 'validation_failed', 'Reauthentication requires the user to have an email or a phone number');
  if (!user.email_confirmed_at) throw new GoTrueError(422, 'email_not_confirmed', 'Please verify your email first.');
  ctx.mailLimiter.take('reauthentication', user.email);
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
