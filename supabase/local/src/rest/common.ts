/**
 * What table requests (handler.ts) and /rpc calls (rpc.ts) share: the read query from the URL
 * (select, filters, order, page), the JSON body, the transaction opened as the caller, and the
 * result written with Content-Range.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../context';
import { sqlLiteral, type Queryable } from '../db/types';
import { JsonTooDeepError, parseJson } from '../http/json';
import { sendRaw } from '../http/respond';
import type { Setting } from './catalog';
import { ApiError } from './errors';
import { parseFilters, parseNonNegativeInt, parseOrder, parseSelect, type Filter, type OrderTerm, type SelectItem } from './parse';
import { rangeOf, wantsSingleObject, type Caller } from './request';

export interface ReadQuery {
  select: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit: number | null;
  offset: number | null;
}

export function readQueryOf(req: IncomingMessage, url: URL, relationName: string, skip: ReadonlySet<string> = new Set()): ReadQuery {
  const params = url.searchParams;
  let limit = parseNonNegativeInt(params.get('limit'), 'limit');
  let offset = parseNonNegativeInt(params.get('offset'), 'offset');
  const range = rangeOf(req);
  if (range && offset === null) offset = range.offset;
  if (range && limit === null) limit = range.limit;
  return { select: parseSelect(params.get('select'), relationName), filters: parseFilters(params, skip), order: parseOrder(params.get('order')), limit, offset };
}

/**
 * Opens the request's transaction with the caller's role and claims, as PostgREST does: the
 * role's own settings (statement_timeout among them) and then a called function's hoisted ones
 * become transaction-scoped settings.
 */
export async function asCaller<T>(
  ctx: ServerContext,
  caller: Caller,
  req: IncomingMessage,
  path: string,
  readOnly: boolean,
  fn: (tx: Queryable) => Promise<T>,
  functionSettings: readonly Setting[] = [],
): Promise<T> {
  const settings = [...(ctx.catalog.roleSettings.get(caller.role) ?? []), ...functionSettings];
  const assignments: [string, string][] = [
    ['role', caller.role],
    ['request.jwt.claims', JSON.stringify(caller.claims)],
    ['request.method', req.method ?? 'GET'],
    ['request.path', path],
    ...settings,
  ];
  // Literals rather than bind parameters, so the driver sends begin and all of this at once.
  const preamble = `${readOnly ? 'set transaction read only; ' : ''}select ${assignments
    .map(([name, value]) => `set_config(${sqlLiteral(name)}, ${sqlLiteral(value)}, true)`)
    .join(', ')}`;
  return ctx.db.transaction(fn, preamble, readOnly);
}

/** A JSON body, or PostgREST's 400 PGRST102 for one that is not JSON or nests too deep. */
export function jsonBodyOf(text: string): unknown {
  try {
    return parseJson(text);
  } catch (error) {
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json', error instanceof JsonTooDeepError ? error.message : null);
  }
}

export interface Result {
  status: number;
  /** A 200 without a body stays 200 (an upsert that only updated), instead of becoming 204. */
  emptyOk?: boolean;
  body: string | null;
  rows: number;
  total: number | null;
  offset: number;
}

/** Writes a result with Content-Range, honouring the single-object media type. */
export function sendResult(req: IncomingMessage, res: ServerResponse, result: Result, single = wantsSingleObject(req)): void {
  const range = result.rows > 0 ? `${result.offset}-${result.offset + result.rows - 1}` : '*';
  const out: Record<string, string> = { 'Content-Range': `${range}/${result.total ?? '*'}` };
  let body = result.body;
  if (single && body !== null) {
    if (result.rows !== 1) {
      throw new ApiError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${result.rows} rows`);
    }
    const parsed = JSON.parse(body) as unknown[];
    body = JSON.stringify(parsed[0]);
  }
  if (body === null || req.method === 'HEAD') {
    sendRaw(res, result.status === 200 && body === null && !result.emptyOk ? 204 : result.status, null, out);
    return;
  }
  sendRaw(res, result.status, body, { 'Content-Type': 'application/json; charset=utf-8', ...out });
}
