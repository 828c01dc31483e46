/**
 * /rest/v1/rpc/<fn>: calls a function of schema public with named arguments (POST body, or the
 * query string for GET), as PostgREST does. Set-returning functions can be filtered, ordered and
 * paged like a table; scalar results come back as a bare JSON value.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../context';
import { readBody } from '../http/respond';
import type { DbFunction } from './catalog';
import { asCaller, jsonBodyOf, readQueryOf, sendResult, type Result } from './common';
import { ApiError } from './errors';
import type { Caller, Preferences } from './request';
import { Params, quoteIdent, renderOrder, renderPage, renderSelect, renderWhere, type Shape } from './sql';

function argsOf(req: IncomingMessage, url: URL, bodyText: string): Record<string, unknown> {
  if (req.method === 'GET' || req.method === 'HEAD') {
    const args: Record<string, unknown> = {};
    for (const [key, value] of url.searchParams) args[key] = value;
    return args;
  }
  if (bodyText.trim() === '') return {};
  const parsed = jsonBodyOf(bodyText);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ApiError(400, 'PGRST102', 'The request body must be a JSON object of named arguments');
  }
  return parsed as Record<string, unknown>;
}

/** The overload whose argument names cover the given keys and whose required ones are given. */
function pick(ctx: ServerContext, name: string, keys: string[]): DbFunction {
  const candidates = ctx.catalog.functions.get(name) ?? [];
  const match = candidates.find(
    (f) => keys.every((k) => f.args.some((a) => a.name === k)) && f.args.every((a) => a.hasDefault || keys.includes(a.name)),
  );
  if (!match) {
    throw new ApiError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${[...keys].sort().join(', ')}) in the schema cache`,
      `Searched for the function public.${name} with parameters ${[...keys].sort().join(', ') || 'none'}`,
      candidates.length > 0 ? `Perhaps you meant to call the function public.${name}(${candidates[0]?.args.map((a) => a.name).join(', ')})` : null,
    );
  }
  return match;
}

export async function handleRpc(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, url: URL, name: string, caller: Caller, prefs: Preferences): Promise<void> {
  const isRead = req.method === 'GET' || req.method === 'HEAD';
  if (!isRead && req.method !== 'POST') throw new ApiError(405, 'PGRST101', 'Only GET, HEAD and POST are allowed for functions');
  const allArgs = argsOf(req, url, isRead ? '' : await readBody(req));
  const candidates = ctx.catalog.functions.get(name) ?? [];
  const known = new Set(candidates.flatMap((f) => f.args.map((a) => a.name)));
  // On GET, query parameters that are not arguments are filters on the result, as in PostgREST.
  const argKeys = Object.keys(allArgs).filter((k) => !isRead || known.has(k));
  const fn = pick(ctx, name, argKeys);
  const params = new Params();
  // As PostgREST: the arguments travel as one JSON object read by json_to_record, so any type
  // Postgres can read from JSON works, a composite (row) type from an object included.
  const given = fn.args.filter((a) => argKeys.includes(a.name));
  const argsFrom =
    given.length === 0
      ? ''
      : `json_to_record(${params.add(JSON.stringify(Object.fromEntries(given.map((a) => [a.name, allArgs[a.name]]))))}::json) as _a(${given
          .map((a) => `${quoteIdent(a.name)} ${a.type}`)
          .join(', ')})`;
  const call = `public.${quoteIdent(fn.name)}(${given.map((a) => `${quoteIdent(a.name)} => _a.${quoteIdent(a.name)}`).join(', ')})`;

  let sql: string;
  let offset = 0;
  if (fn.returnsSet || fn.outColumns) {
    const shape: Shape = { name: fn.name, columns: fn.outColumns ?? new Map(), qualifier: '_f' };
    const skip = new Set(isRead ? argKeys : []);
    const query = readQueryOf(req, url, fn.name, skip);
    offset = query.offset ?? 0;
    const source = `${argsFrom ? `${argsFrom} cross join lateral ` : ''}${fn.outColumns ? `${call} _f` : `${call} as _f(value)`}`;
    const inner = `select ${fn.outColumns ? renderSelect(query.select, shape, params) : '_f.value'} from ${source}${renderWhere(query.filters, shape, params)}${renderOrder(query.order, shape, params)}${renderPage(query.limit, query.offset, params)}`;
    sql = fn.returnsSet
      ? `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n from (${inner}) _r`
      : `select to_json(_r)::text as body, 1 as n from (${inner}) _r limit 1`;
  } else if (fn.returnType === 'void') {
    sql = `select null::text as body, 0 as n from (select ${call}${argsFrom ? ` from ${argsFrom}` : ''}) _c`;
  } else {
    sql = `select to_json(${call})::text as body, 1 as n${argsFrom ? ` from ${argsFrom}` : ''}`;
  }
  // PostgREST's access mode: a GET, or a call of a stable or immutable function by any method,
  // runs in a read-only transaction (a write in it fails with 25006, 405).
  const outcome = await asCaller(
    ctx,
    caller,
    req,
    url.pathname,
    isRead || !fn.volatile,
    async (tx) => {
      const result = await tx.query<{ body: string | null; n: number }>(sql, params.values);
      return result.rows[0] ?? { body: fn.returnsSet ? '[]' : 'null', n: 0 };
    },
    fn.settings,
  );
  const rows = Number(outcome.n);
  const result: Result = {
    status: fn.returnType === 'void' ? 204 : 200,
    body: fn.returnType === 'void' ? null : outcome.body,
    rows,
    total: prefs.count ? rows : null,
    offset,
  };
  // Scalar and single-composite results are not arrays: the object media type changes nothing.
  sendResult(req, res, result, fn.returnsSet ? undefined : false);
}
