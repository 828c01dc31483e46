/**
 * The HTTP front door: CORS, the API-key check the Supabase gateway does, and routing to
 * /auth/v1, /rest/v1 and the outbox (never with CORS headers). Unexpected failures answer 500 and
 * are logged.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { handleAuth } from './auth/routes';
import { OUTBOX_PATHS, outboxRefusal } from './auth/outbox';
import { outboxPage } from './auth/pages';
import type { ServerContext } from './context';
import { applyCors } from './http/cors';
import { BodyTooLargeError, sendHtml, sendJson, sendRaw } from './http/respond';
import { handleRest } from './rest/handler';

/** Browser navigations (links in e-mails, provider redirects) carry no apikey header. */
const BROWSER_PATHS = new Set([
  '/auth/v1/verify',
  '/auth/v1/verify/password',
  '/auth/v1/authorize',
  '/auth/v1/authorize/local',
  '/auth/v1/authorize/local/consent',
]);

/**
 * The gateway's key check: the apikey must be the project's anon or service_role key itself (as
 * Kong's key-auth matches the two keys), so a user's access token is no API key.
 */
function checkApiKey(ctx: ServerContext, req: IncomingMessage, url: URL): string | null {
  const header = req.headers.apikey;
  const key = typeof header === 'string' ? header : url.searchParams.get('apikey');
  if (!key) return 'No API key found in request';
  return key === ctx.config.anonKey || key === ctx.config.serviceRoleKey ? null : 'Invalid API key';
}

/** The request's URL; null when it cannot be parsed (a 400, never a 500). */
function requestUrl(ctx: ServerContext, req: IncomingMessage): URL | null {
  try {
    return new URL(req.url ?? '/', ctx.baseUrl());
  } catch {
    return null;
  }
}

function serveOutbox(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, url: URL, path: string): void {
  if (!ctx.config.outboxEnabled || (req.method !== 'GET' && req.method !== 'HEAD')) {
    sendJson(res, 404, { message: 'no Route matched with those values' });
    return;
  }
  const refusal = outboxRefusal({ host: req.headers.host, origin: req.headers.origin });
  if (refusal) {
    sendJson(res, 403, { message: refusal });
    return;
  }
  // Not even an <img> or <script> of another origin may load it (no CORS headers are ever sent).
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const messages = ctx.outbox.list(url.searchParams.get('email') ?? undefined);
  if (path === '/outbox') sendHtml(res, 200, outboxPage(messages));
  else sendJson(res, 200, messages, { 'Cache-Control': 'no-store' });
}

async function route(ctx: ServerContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = requestUrl(ctx, req);
  if (!url) {
    sendJson(res, 400, { message: 'Bad request: the URL cannot be parsed' });
    return;
  }
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (OUTBOX_PATHS.has(path)) {
    serveOutbox(ctx, req, res, url, path);
    return;
  }
  applyCors(req, res, ctx.config.corsOrigins);
  if (req.method === 'OPTIONS') {
    sendRaw(res, 204, null);
    return;
  }
  if (path === '/' || path === '/health') {
    sendJson(res, 200, { name: 'buget-supabase-local', database: ctx.db.kind, auth: '/auth/v1', rest: '/rest/v1', outbox: '/outbox' });
    return;
  }
  const isAuth = path.startsWith('/auth/v1');
  const isRest = path.startsWith('/rest/v1');
  if (!isAuth && !isRest) {
    sendJson(res, 404, { message: 'no Route matched with those values' });
    return;
  }
  if (!BROWSER_PATHS.has(path)) {
    const problem = checkApiKey(ctx, req, url);
    if (problem) {
      sendJson(res, 401, { message: problem, hint: 'Send the anon or service_role key in the apikey header.' });
      return;
    }
  }
  if (isAuth) await handleAuth(ctx, req, res, path.slice('/auth/v1'.length) || '/', url);
  else await handleRest(ctx, req, res, path.slice('/rest/v1'.length) || '/', url);
}

export function createHttpServer(ctx: ServerContext): Server {
  return createServer((req, res) => {
    route(ctx, req, res).catch((error: unknown) => {
      if (error instanceof BodyTooLargeError) {
        if (!res.headersSent) sendJson(res, 413, { code: 'PGRST413', details: null, hint: null, message: 'Payload Too Large' });
        return;
      }
      console.error('[supabase-local]', req.method, req.url, error);
      if (!res.headersSent) sendJson(res, 500, { code: 'XX000', details: null, hint: null, message: 'Internal server error' });
      else res.end();
    });
  });
}
