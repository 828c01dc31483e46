/**
 * What every /rest/v1 request carries besides its query: the role and claims from the bearer
 * token, the Prefer header, the wanted media type and the Range header.
 */
import type { IncomingMessage } from 'node:http';
import type { ApiRole, AccessClaims } from '../auth/jwt';
import { verifyToken } from '../auth/jwt';
import type { ServerConfig } from '../config';
import { ApiError, parseError } from './errors';

export interface Caller {
  role: ApiRole;
  claims: AccessClaims;
}

export interface Preferences {
  count: boolean;
  returnRepresentation: boolean;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missingDefault: boolean;
}

export async function callerOf(req: IncomingMessage, config: ServerConfig): Promise<Caller> {
  const header = req.headers.authorization;
  const bearer = header ? /^Bearer\s+(.+)$/i.exec(header)?.[1] : undefined;
  const apikey = req.headers.apikey;
  const token = bearer ?? (typeof apikey === 'string' ? apikey : undefined);
  if (!token) return { role: 'anon', claims: { role: 'anon' } };
  const verified = await verifyToken(token, config.jwtSecret);
  if (verified.ok) return { role: verified.role, claims: verified.claims };
  const code = verified.reason === 'claims' ? 'PGRST303' : 'PGRST301';
  throw new ApiError(401, code, verified.message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${verified.message.replace(/"/g, "'")}"`,
  });
}

export function preferencesOf(req: IncomingMessage): Preferences {
  const raw = ([] as string[]).concat(req.headers.prefer ?? []).join(',');
  const items = raw.split(',').map((s) => s.trim()).filter(Boolean);
  const has = (value: string): boolean => items.includes(value);
  return {
    count: items.some((i) => /^count=(exact|planned|estimated)$/.test(i)),
    returnRepresentation: has('return=representation'),
    resolution: has('resolution=merge-duplicates') ? 'merge-duplicates' : has('resolution=ignore-duplicates') ? 'ignore-duplicates' : null,
    missingDefault: has('missing=default'),
  };
}

export function wantsSingleObject(req: IncomingMessage): boolean {
  return (req.headers.accept ?? '').includes('application/vnd.pgrst.object+json');
}

/** Range: 0-9 → offset 0, limit 10 (supabase-js uses limit/offset, other clients the header). */
export function rangeOf(req: IncomingMessage): { offset: number; limit: number | null } | null {
  const header = req.headers.range;
  if (!header) return null;
  const match = /^(?:items=)?(\d+)-(\d*)$/.exec(header.trim());
  if (!match?.[1]) throw parseError(`failed to parse Range header (${header})`);
  const from = Number(match[1]);
  const to = match[2] ? Number(match[2]) : null;
  if (to !== null && to < from) throw new ApiError(416, 'PGRST103', 'Requested range not satisfiable');
  return { offset: from, limit: to === null ? null : to - from + 1 };
}

export function schemaCheck(req: IncomingMessage): void {
  const profile = req.headers['accept-profile'] ?? req.headers['content-profile'];
  if (typeof profile === 'string' && profile !== 'public') {
    throw new ApiError(406, 'PGRST106', 'The schema must be one of the following: public', null, null);
  }
}
