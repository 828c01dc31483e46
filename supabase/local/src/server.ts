/**
 * The HTTP front door: CORS, the API-key check the Supabase gateway does, and routing to
 * /auth/v1, /rest/v1 and the outbox. Unexpected failures answer 500 and are logged.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { handleAuth } from './auth/routes';
import { verifyToken } from './auth/jwt';
import { outboxPage } from './auth/pages';
import type { ServerContext } from './context';
import { applyCors } from './http/cors';
import { BodyTooLargeError, sendHtml, sendJson, sendRaw } from './http/respond';
import { handleRest } from './rest/handler';

/** Browser navigations (links in e-mails, provider redirects) carry no apikey header. */
const BROWSER_PATHS = new Set(['/auth/v1/verify', '/auth/v1/authorize', '/auth/v1/authorize/local']);

async function checkApiKey(ctx: ServerContext, req: IncomingMessage, url: URL): Promise<string | null> {
  const header = req.headers.apikey;
  const key = typeof header === 'string' ? header : url.searchParams.get('apikey');
  if (!key) return 'No API key found in request';
  const verified = await verifyToken(key, ctx.config.jwtSecret);
  return verified.ok ? null : 'Invalid API key';
}

async function route(ctx: ServerContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  applyCors(req, res);
  if (req.method === 'OPTIONS') {
    sendRaw(res, 204, null);
    return;
  }
  const url = new URL(req.url ?? '/', ctx.baseUrl());
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (path === '/outbox' && req.method === 'GET') {
    sendHtml(res, 200, outboxPage(ctx.outbox.list(url.searchParams.get('email') ?? undefined)));
    return;
  }
  if ((path === '/outbox.json' || path === '/outbox/messages') && req.method === 'GET') {
    sendJson(res, 200, ctx.outbox.list(url.searchParams.get('email') ?? undefined));
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
    const problem = await checkApiKey(ctx, req, url);
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
