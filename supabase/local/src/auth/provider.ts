/**
 * The stand-in for a third-party provider (Google) on this machine: GET /authorize shows a page
 * clearly labelled as local development, where the developer picks the address to sign in with
 * (POST /authorize/local), then consents on a second page (POST /authorize/local/consent). Only
 * then does the server act as GoTrue's callback would: the before-user-created hook for a new
 * user, the session or PKCE code back to the app, errors as GoTrue redirects them.
 *
 * Each flow is bound to the browser that opened it: a random flow id and CSRF token live in the
 * page's form and the token also in a SameSite=Strict cookie, and a request whose Origin is
 * another site is refused; so a page of another origin cannot post the forms for the developer.
 * An address that already has an account without this provider is not linked to it silently:
 * the account keeps its own sign-in (GoTrue's email_exists when an identity cannot be linked).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../context';
import { readBody, redirect, sendHtml } from '../http/respond';
import { newSession, normaliseEmail, providerErrorRedirect, safeRedirect, withFragment, withQuery } from './common';
import { GoTrueError } from './errors';
import { hookUser, runBeforeUserCreated } from './hooks';
import { providerConsentPage, providerRefusalPage, providerSignInPage } from './pages';
import { sessionFragment } from './session';
import { FLOW_STATE_SECONDS, createFlowState } from './store/flows';
import { createUser, findUserByEmail, touchProviderIdentity } from './store/users';

const SUPPORTED_PROVIDERS = ['google'];
const COOKIE_PREFIX = 'sb-local-flow-';

interface ProviderFlow {
  id: string;
  csrf: string;
  provider: string;
  redirectTo: string;
  codeChallenge: string;
  codeChallengeMethod: string;
  /** Chosen on the first page; the consent is for this address. */
  email: string | null;
  expiresAt: number;
}

/** Flows in progress, in memory (a restart only means opening the page again). */
export class ProviderFlows {
  private readonly flows = new Map<string, ProviderFlow>();

  open(input: Omit<ProviderFlow, 'id' | 'csrf' | 'email' | 'expiresAt'>): ProviderFlow {
    const now = Date.now();
    for (const [id, flow] of this.flows) if (flow.expiresAt < now) this.flows.delete(id);
    const flow = { ...input, id: randomBytes(16).toString('base64url'), csrf: randomBytes(32).toString('base64url'), email: null, expiresAt: now + FLOW_STATE_SECONDS * 1000 };
    this.flows.set(flow.id, flow);
    return flow;
  }

  get(id: string): ProviderFlow | null {
    const flow = this.flows.get(id);
    return flow && flow.expiresAt >= Date.now() ? flow : null;
  }

  close(id: string): void {
    this.flows.delete(id);
  }
}

const flowCookie = (flow: ProviderFlow, maxAge: number): string =>
  `${COOKIE_PREFIX}${flow.id}=${maxAge > 0 ? flow.csrf : ''}; Path=/auth/v1/authorize; HttpOnly; SameSite=Strict; Max-Age=${maxAge}`;

function cookieValue(req: IncomingMessage, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

const same = (a: string | null, b: string): boolean =>
  a !== null && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

class FlowRefused extends Error {}

/** The flow a form belongs to, when the form comes from that flow's own page in that browser. */
function checkedFlow(ctx: ServerContext, req: IncomingMessage, form: URLSearchParams): ProviderFlow {
  const origin = req.headers.origin;
  if (origin !== undefined) {
    let host = '';
    try {
      host = new URL(origin).host;
    } catch {
      // "null" (a sandboxed or file page): not this server's page
    }
    if (host !== req.headers.host) throw new FlowRefused('Cererea vine de pe alt site (Origin).');
  }
  const flow = ctx.providerFlows.get(form.get('flow') ?? '');
  if (!flow) throw new FlowRefused('Fluxul de autentificare nu există sau a expirat. Revino în aplicație și începe din nou.');
  if (!same(form.get('csrf_token'), flow.csrf) || !same(cookieValue(req, `${COOKIE_PREFIX}${flow.id}`), flow.csrf)) {
    throw new FlowRefused('Formularul nu vine din pagina acestui flux (token CSRF lipsă sau greșit).');
  }
  return flow;
}

/** GET /authorize: opens a flow and shows the page where the developer picks an address. */
export function authorizePage(ctx: ServerContext, url: URL, res: ServerResponse): void {
  const provider = url.searchParams.get('provider') ?? '';
  if (!SUPPORTED_PROVIDERS.includes(provider)) {
    throw new GoTrueError(400, 'validation_failed', `Unsupported provider: Provider ${provider} could not be found`);
  }
  const flow = ctx.providerFlows.open({
    provider,
    redirectTo: safeRedirect(ctx, url.searchParams.get('redirect_to')),
    codeChallenge: url.searchParams.get('code_challenge') ?? '',
    codeChallengeMethod: (url.searchParams.get('code_challenge_method') ?? 's256').toLowerCase(),
  });
  res.setHeader('Set-Cookie', flowCookie(flow, FLOW_STATE_SECONDS));
  sendHtml(res, 200, providerSignInPage({ provider, flowId: flow.id, csrf: flow.csrf, error: null }));
}

/** The account an address already has, and whether it can sign in with this provider. */
async function accountOf(ctx: ServerContext, email: string, provider: string): Promise<{ userId: string; hasProvider: boolean } | null> {
  const user = await findUserByEmail(ctx.db, email);
  return user ? { userId: user.id, hasProvider: user.identities.some((i) => i.provider === provider) } : null;
}

/** POST /authorize/local: the address is chosen; the consent page follows. */
export async function submitEmail(ctx: ServerContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const form = new URLSearchParams(await readBody(req));
  let flow: ProviderFlow;
  try {
    flow = checkedFlow(ctx, req, form);
  } catch (error) {
    if (!(error instanceof FlowRefused)) throw error;
    sendHtml(res, 403, providerRefusalPage(error.message));
    return;
  }
  let email: string;
  try {
    email = normaliseEmail(form.get('email'));
  } catch {
    sendHtml(res, 400, providerSignInPage({ provider: flow.provider, flowId: flow.id, csrf: flow.csrf, error: 'Adresa de e-mail nu este validă.' }));
    return;
  }
  flow.email = email;
  const account = await accountOf(ctx, email, flow.provider);
  sendHtml(
    res,
    200,
    providerConsentPage({
      provider: flow.provider,
      flowId: flow.id,
      csrf: flow.csrf,
      email,
      appOrigin: new URL(flow.redirectTo).origin,
      linkRefused: account !== null && !account.hasProvider,
    }),
  );
}

/** POST /authorize/local/consent: allowed or denied, the flow ends and the app gets its answer. */
export async function consent(ctx: ServerContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const form = new URLSearchParams(await readBody(req));
  let flow: ProviderFlow;
  try {
    flow = checkedFlow(ctx, req, form);
  } catch (error) {
    if (!(error instanceof FlowRefused)) throw error;
    sendHtml(res, 403, providerRefusalPage(error.message));
    return;
  }
  ctx.providerFlows.close(flow.id);
  res.setHeader('Set-Cookie', flowCookie(flow, 0));
  const email = flow.email;
  if (!email) {
    sendHtml(res, 400, providerRefusalPage('Alege întâi adresa de e-mail.'));
    return;
  }
  if (form.get('decision') !== 'allow') {
    redirect(res, providerErrorRedirect(flow.redirectTo, new GoTrueError(403, '', 'The user denied the request')));
    return;
  }
  const outcome = await signInOrCreate(ctx, flow.provider, email);
  if (outcome instanceof GoTrueError) {
    redirect(res, providerErrorRedirect(flow.redirectTo, outcome));
    return;
  }
  if (flow.codeChallenge) {
    const { authCode } = await createFlowState(ctx.db, {
      userId: outcome,
      codeChallenge: flow.codeChallenge,
      method: flow.codeChallengeMethod,
      provider: flow.provider,
      authenticationMethod: 'oauth',
      codeIssued: true,
    });
    redirect(res, withQuery(flow.redirectTo, { code: authCode }));
    return;
  }
  const session = await newSession(ctx, outcome, 'oauth');
  redirect(res, withFragment(flow.redirectTo, sessionFragment(session)));
}

/** The user id to sign in, or the error GoTrue's callback would redirect with. */
async function signInOrCreate(ctx: ServerContext, provider: string, email: string): Promise<string | GoTrueError> {
  const account = await accountOf(ctx, email, provider);
  if (account && !account.hasProvider) {
    return new GoTrueError(400, 'email_exists', 'A user with this email address has already been registered');
  }
  // The allow-list: GoTrue asks the hook before creating a user; this server also before signing
  // an existing one in (as at password sign-in), so an address taken off the list is refused.
  const refusal = await runBeforeUserCreated(
    ctx.db,
    ctx.config.beforeUserCreatedHook,
    hookUser(email, provider, { email, email_verified: true, full_name: email.split('@')[0] ?? email }),
  );
  if (refusal) return refusal;
  return ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing && (await touchProviderIdentity(tx, existing.id, provider))) return existing.id;
    if (existing) return new GoTrueError(400, 'email_exists', 'A user with this email address has already been registered');
    const created = await createUser(tx, {
      email,
      passwordHash: null,
      confirmed: true,
      provider,
      userMetadata: { email, email_verified: true, full_name: email.split('@')[0] ?? email },
      identityData: { email_verified: true },
      providerId: `local-${email}`,
    });
    return created.id;
  });
}
