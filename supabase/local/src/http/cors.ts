/**
 * CORS: the browser app (another origin, e.g. :3000) calls this server directly with supabase-js.
 * Only the configured origins get CORS headers; any other page's browser keeps the answer from
 * it. No credentials are allowed: supabase-js sends its tokens in headers, never cookies.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOW_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'prefer',
  'range',
  'range-unit',
  'accept',
  'accept-profile',
  'content-profile',
  'x-client-info',
  'x-supabase-api-version',
  'x-retry-count',
].join(', ');

export function applyCors(req: IncomingMessage, res: ServerResponse, allowed: readonly string[] | '*'): void {
  res.setHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  if (!origin || (allowed !== '*' && !allowed.includes(origin))) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  const requested = req.headers['access-control-request-headers'];
  res.setHeader('Access-Control-Allow-Headers', requested ? `${ALLOW_HEADERS}, ${requested}` : ALLOW_HEADERS);
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range, Range, X-Total-Count, Content-Location, Location, X-Supabase-Api-Version');
  res.setHeader('Access-Control-Max-Age', '86400');
}
