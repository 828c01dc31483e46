/** CORS: the browser app (another origin, e.g. :3000) calls this server directly with supabase-js. */
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

export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  if (origin) res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  const requested = req.headers['access-control-request-headers'];
  res.setHeader('Access-Control-Allow-Headers', requested ? `${ALLOW_HEADERS}, ${requested}` : ALLOW_HEADERS);
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range, Range, X-Total-Count, Content-Location, Location, X-Supabase-Api-Version');
  res.setHeader('Access-Control-Max-Age', '86400');
}
