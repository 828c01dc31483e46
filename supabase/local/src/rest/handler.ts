/**
 * /rest/v1: table reads and writes and /rpc calls in PostgREST's wire format. Each request runs
 * in one transaction that first switches to the caller's role and sets request.jwt.claims, so
 * row-level security is Postgres's own job, exactly as on Supabase.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../context';
import type { SqlParam } from '../db/types';
import { readBody, sendJson } from '../http/respond';
import type { Relation } from './catalog';
import { asCaller, jsonBodyOf, readQueryOf, sendResult, type ReadQuery, type Result } from './common';
import { ApiError, fromPgError, parseError } from './errors';
import { parseColumns } from './parse';
import { callerOf, preferencesOf, schemaCheck, type Caller, type Preferences } from './request';
import { handleRpc } from './rpc';
import { Params, columnOf, quoteIdent, renderOrder, renderPage, renderSelect, renderWhere } from './sql';

/**
 * A path segment, percent-decoded; a broken escape (`%`, `%ZZ`, a cut UTF-8 sequence) stays as
 * written, as Warp leaves it for PostgREST, so it names no table or function: 404, not 500.
 */
function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function relationOf(ctx: ServerContext, name: string): Relation {
  const relation = ctx.catalog.relations.get(name);
  if (!relation) {
    throw new ApiError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
  }
  return relation;
}

const target = (relation: Relation): string => `public.${quoteIdent(relation.name)}`;

async function select(ctx: ServerContext, req: IncomingMessage, url: URL, relation: Relation, caller: Caller, prefs: Preferences): Promise<Result> {
  const query = readQueryOf(req, url, relation.name);
  const params = new Params();
  const where = renderWhere(query.filters, relation, params);
  // The count runs the same filters alone: their parameters come first.
  const baseParams = params.values.length;
  const columns = renderSelect(query.select, relation, params);
  const order = renderOrder(query.order, relation, params);
  const page = renderPage(query.limit, query.offset, params);
  const sql = `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n
    from (select ${columns} from ${target(relation)}${where}${order}${page}) _r`;
  return asCaller(ctx, caller, req, url.pathname, true, async (tx) => {
    const rows = await tx.query<{ body: string; n: number }>(sql, params.values);
    let total: number | null = null;
    if (prefs.count) {
      const counted = await tx.query<{ total: string }>(`select count(*)::text as total from ${target(relation)}${where}`, params.values.slice(0, baseParams));
      total = Number(counted.rows[0]?.total ?? 0);
    }
    const row = rows.rows[0];
    return { status: 200, body: row?.body ?? '[]', rows: Number(row?.n ?? 0), total, offset: query.offset ?? 0 };
  });
}

function payloadOf(text: string): Record<string, unknown>[] {
  const parsed = text.trim() === '' ? {} : jsonBodyOf(text);
  const rows = Array.isArray(parsed) ? parsed : [parsed];
  if (!rows.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r))) {
    throw new ApiError(400, 'PGRST102', 'All object keys must match');
  }
  return rows as Record<string, unknown>[];
}

function payloadColumns(relation: Relation, rows: Record<string, unknown>[], url: URL): string[] {
  const listed = url.searchParams.get('columns');
  const names = listed ? parseColumns(listed, 'columns') : [...new Set(rows.flatMap((r) => Object.keys(r)))];
  for (const name of names) {
    if (!relation.columns.has(name)) {
      throw new ApiError(400, 'PGRST204', `Could not find the '${name}' column of '${relation.name}' in the schema cache`);
    }
  }
  return names;
}

/** What a write returns: the rows in JSON (return=representation) or just how many. */
function returning(query: ReadQuery, relation: Relation, prefs: Preferences, params: Params): string {
  return prefs.returnRepresentation
    ? `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n from (select ${renderSelect(query.select, relation, params)} from _w) _r`
    : `select null::text as body, count(*)::int as n from _w`;
}

/**
 * PostgREST's count of rows a merge-duplicates upsert really inserted (addConfigPgrstInserted):
 * +1 for each row offered to the insert, -1 for each that updated an existing row instead.
 */
const countInserted = (delta: '+' | '-'): string =>
  `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) ${delta} 1)::text, true) <> '${delta === '+' ? '0' : '-1'}'`;

async function insert(ctx: ServerContext, req: IncomingMessage, url: URL, relation: Relation, caller: Caller, prefs: Preferences): Promise<Result> {
  const rows = payloadOf(await readBody(req));
  const columns = payloadColumns(relation, rows, url);
  const query = readQueryOf(req, url, relation.name, new Set(['columns', 'on_conflict']));
  const params = new Params();
  const list = columns.map(quoteIdent).join(', ');
  const payload = params.add(JSON.stringify(rows));
  const merge = prefs.resolution === 'merge-duplicates';
  let conflict = '';
  if (prefs.resolution) {
    const onConflict = url.searchParams.get('on_conflict');
    const keys = onConflict ? parseColumns(onConflict, 'on_conflict').map((c) => columnOf(relation, c).name) : relation.primaryKey;
    if (keys.length === 0) throw parseError('on_conflict needs columns: the table has no primary key');
    // As PostgREST: every column of the payload is set again, the conflict columns included, so
    // a body of only the conflict columns still updates (and returns) the row.
    const updates = columns.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`);
    conflict =
      !merge || updates.length === 0
        ? ` on conflict (${keys.map(quoteIdent).join(', ')}) do nothing`
        : ` on conflict (${keys.map(quoteIdent).join(', ')}) do update set ${updates.join(', ')} where ${countInserted('-')}`;
  }
  const counted = merge ? ` where ${countInserted('+')}` : '';
  // As PostgREST: one row per element, so `[]` inserts nothing (201, `[]`) and `{}` or `[{}]`
  // inserts a row of defaults (a select of no columns).
  const body =
    columns.length === 0
      ? `insert into ${target(relation)} select from json_array_elements(${payload}::json)${counted}`
      : `insert into ${target(relation)} (${list}) select ${list} from json_populate_recordset(null::${target(relation)}, ${payload}::json)${counted}`;
  const sql = `with _w as (${body}${conflict} returning *) ${returning(query, relation, prefs, params)}`;
  return runWrite(ctx, req, url, caller, sql, params.values, 201, prefs, merge);
}

async function update(ctx: ServerContext, req: IncomingMessage, url: URL, relation: Relation, caller: Caller, prefs: Preferences): Promise<Result> {
  const rows = payloadOf(await readBody(req));
  const row = rows[0];
  if (rows.length !== 1 || !row) throw new ApiError(400, 'PGRST102', 'PATCH takes one JSON object');
  const columns = payloadColumns(relation, [row], new URL('http://x/'));
  const query = readQueryOf(req, url, relation.name);
  if (query.filters.length === 0) throw new ApiError(400, '21000', 'UPDATE requires a WHERE clause');
  if (columns.length === 0) throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
  const params = new Params();
  const source = params.add(JSON.stringify(row));
  const sets = columns.map((c) => `${quoteIdent(c)} = _v.${quoteIdent(c)}`).join(', ');
  const where = renderWhere(query.filters, { ...relation, qualifier: target(relation) }, params);
  const sql = `with _w as (update ${target(relation)} set ${sets} from json_populate_record(null::${target(relation)}, ${source}::json) _v${where} returning ${target(relation)}.*) ${returning(query, relation, prefs, params)}`;
  return runWrite(ctx, req, url, caller, sql, params.values, 200, prefs);
}

async function remove(ctx: ServerContext, req: IncomingMessage, url: URL, relation: Relation, caller: Caller, prefs: Preferences): Promise<Result> {
  const query = readQueryOf(req, url, relation.name);
  if (query.filters.length === 0) throw new ApiError(400, '21000', 'DELETE requires a WHERE clause');
  const params = new Params();
  const where = renderWhere(query.filters, relation, params);
  const sql = `with _w as (delete from ${target(relation)}${where} returning *) ${returning(query, relation, prefs, params)}`;
  return runWrite(ctx, req, url, caller, sql, params.values, 200, prefs);
}

/**
 * Runs a write. An insert answers 201, except a merge-duplicates upsert that inserted no row,
 * which answers 200 (PostgREST's isInsertIfGTZero), with or without a body.
 */
async function runWrite(
  ctx: ServerContext,
  req: IncomingMessage,
  url: URL,
  caller: Caller,
  sql: string,
  values: SqlParam[],
  status: number,
  prefs: Preferences,
  countsInserts = false,
): Promise<Result> {
  return asCaller(ctx, caller, req, url.pathname, false, async (tx) => {
    const result = await tx.query<{ body: string | null; n: number }>(sql, values);
    const row = result.rows[0];
    const n = Number(row?.n ?? 0);
    if (countsInserts) {
      const inserted = await tx.query<{ n: string | null }>(`select nullif(current_setting('pgrst.inserted', true), '') as n`);
      if (Number(inserted.rows[0]?.n ?? 0) <= 0) status = 200;
    }
    return {
      status: prefs.returnRepresentation || status !== 200 || countsInserts ? status : 204,
      emptyOk: countsInserts,
      body: prefs.returnRepresentation ? (row?.body ?? '[]') : null,
      rows: n,
      total: prefs.count ? n : null,
      offset: 0,
    };
  });
}

/** Routes one /rest/v1 request; Postgres and PostgREST errors become PostgREST's body. */
export async function handleRest(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void> {
  let role = 'anon';
  try {
    schemaCheck(req);
    const caller = await callerOf(req, ctx.config);
    role = caller.role;
    const prefs = preferencesOf(req);
    const method = req.method ?? 'GET';
    const rpc = /^\/rpc\/([^/]+)$/.exec(path);
    if (rpc?.[1]) {
      await handleRpc(ctx, req, res, url, decodePathSegment(rpc[1]), caller, prefs);
      return;
    }
    const table = /^\/([^/]+)$/.exec(path);
    if (!table?.[1]) {
      sendJson(res, 200, { swagger: '2.0', info: { title: 'Buget local REST', version: '12' }, paths: {} });
      return;
    }
    const relation = relationOf(ctx, decodePathSegment(table[1]));
    let result: Result;
    if (method === 'GET' || method === 'HEAD') result = await select(ctx, req, url, relation, caller, prefs);
    else if (method === 'POST') result = await insert(ctx, req, url, relation, caller, prefs);
    else if (method === 'PATCH') result = await update(ctx, req, url, relation, caller, prefs);
    else if (method === 'DELETE') result = await remove(ctx, req, url, relation, caller, prefs);
    else throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    sendResult(req, res, result);
  } catch (error) {
    const api = error instanceof ApiError ? error : fromPgError(error, role);
    if (!api) throw error;
    sendJson(res, api.status, api.body(), api.headers);
  }
}
