/**
 * Turns parsed requests into SQL. Identifiers come only from the catalog (checked, then quoted);
 * values only ever travel as bind parameters, cast to the catalog's type of their column.
 */
import type { SqlParam } from '../db/types';
import type { Column } from './catalog';
import { ApiError, parseError, unknownColumn } from './errors';
import type { Filter, OrderTerm, SelectItem } from './parse';

/** Something rows come from: a table, a view or a function's result. */
export interface Shape {
  name: string;
  columns: ReadonlyMap<string, Column>;
  /** Prefix for column references when the statement joins another source (UPDATE ... FROM). */
  qualifier?: string;
}

export class Params {
  readonly values: SqlParam[] = [];
  add(value: SqlParam): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function columnOf(shape: Shape, name: string): Column {
  const column = shape.columns.get(name);
  if (!column) throw unknownColumn(shape.name, name);
  return column;
}

/** A Postgres array literal of text items, for `= any($n::type[])`. */
export function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

const COMPARISONS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

function renderCondition(filter: Extract<Filter, { kind: 'cond' }>, shape: Shape, params: Params): string {
  const column = columnOf(shape, filter.column);
  const ref = shape.qualifier ? `${shape.qualifier}.${quoteIdent(column.name)}` : quoteIdent(column.name);
  const value = filter.value;
  let sql: string;
  if (filter.op === 'in') {
    if (!Array.isArray(value)) throw parseError('failed to parse filter', 'in. needs a list');
    sql = `${ref} = any(${params.add(arrayLiteral(value))}::${column.type}[])`;
  } else if (Array.isArray(value)) {
    throw parseError('failed to parse filter', `${filter.op} takes one value`);
  } else if (filter.op === 'is') {
    const keyword = { null: 'null', not_null: 'not null', true: 'true', false: 'false', unknown: 'unknown' }[value.toLowerCase()];
    if (!keyword) throw parseError(`failed to parse filter (is.${value})`, 'is. accepts null, not_null, true, false or unknown');
    sql = `${ref} is ${keyword}`;
  } else if (filter.op === 'like' || filter.op === 'ilike') {
    sql = `${ref}::text ${filter.op} ${params.add(value.replace(/\*/g, '%'))}`;
  } else if (filter.op === 'cs' || filter.op === 'cd') {
    sql = `${ref} ${filter.op === 'cs' ? '@>' : '<@'} ${params.add(value)}::${column.type}`;
  } else {
    sql = `${ref} ${COMPARISONS[filter.op] ?? '='} ${params.add(value)}::${column.type}`;
  }
  return filter.negate ? `not (${sql})` : sql;
}

export function renderFilter(filter: Filter, shape: Shape, params: Params): string {
  if (filter.kind === 'cond') return renderCondition(filter, shape, params);
  if (filter.children.length === 0) return filter.negate ? 'false' : 'true';
  const joined = filter.children.map((child) => renderFilter(child, shape, params)).join(filter.op === 'and' ? ' and ' : ' or ');
  return filter.negate ? `not (${joined})` : `(${joined})`;
}

export function renderWhere(filters: readonly Filter[], shape: Shape, params: Params): string {
  if (filters.length === 0) return '';
  return ` where ${filters.map((f) => renderFilter(f, shape, params)).join(' and ')}`;
}

export function renderSelect(items: readonly SelectItem[], shape: Shape): string {
  return items
    .map((item) => {
      if (item.column === '*') return '*';
      const column = columnOf(shape, item.column);
      return item.alias ? `${quoteIdent(column.name)} as ${quoteIdent(item.alias)}` : quoteIdent(column.name);
    })
    .join(', ');
}

export function renderOrder(terms: readonly OrderTerm[], shape: Shape): string {
  if (terms.length === 0) return '';
  return ` order by ${terms
    .map((t) => {
      const column = columnOf(shape, t.column);
      return `${quoteIdent(column.name)} ${t.descending ? 'desc' : 'asc'}${t.nulls ? ` nulls ${t.nulls}` : ''}`;
    })
    .join(', ')}`;
}

export function renderPage(limit: number | null, offset: number | null, params: Params): string {
  const limitSql = limit !== null ? ` limit ${params.add(String(limit))}::bigint` : '';
  const offsetSql = offset ? ` offset ${params.add(String(offset))}::bigint` : '';
  return limitSql + offsetSql;
}

/** Text a JSON value is sent as, for a parameter cast to `type`. */
export function paramText(value: unknown, type: string): SqlParam {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && type.endsWith('[]')) {
    return arrayLiteral(value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))));
  }
  if (type === 'json' || type === 'jsonb' || typeof value === 'object') return JSON.stringify(value);
  throw new ApiError(400, '22P02', `invalid input for type ${type}`);
}
