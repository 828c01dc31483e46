/**
 * Turns parsed requests into SQL. Identifiers come only from the catalog (checked, then quoted);
 * values only ever travel as bind parameters. A cast in select= is PostgREST's: its type name is
 * letters, digits, `_`, `$` and spaces only (parse.ts), written unquoted as PostgREST does.
 */
import type { SqlParam } from '../db/types';
import type { Column } from './catalog';
import { ApiError, parseError, unknownColumn } from './errors';
import { QUANT_OPERATORS, SIMPLE_OPERATORS, type Field, type Filter, type OrderTerm, type QuantOperator, type SelectItem, type SimpleOperator } from './parse';

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

/** `"col"` (qualified when the statement joins), then its JSON path with bound keys, as PostgREST writes it. */
export function renderField(field: Field, shape: Shape, params: Params): string {
  const column = columnOf(shape, field.name);
  const ref = shape.qualifier ? `${shape.qualifier}.${quoteIdent(column.name)}` : quoteIdent(column.name);
  return ref + field.json.map((step) => `${step.arrow}${params.add(step.key)}::${step.index ? 'int' : 'text'}`).join('');
}

/**
 * One condition as PostgREST's pgFmtFilter writes it. Values are bound as untyped parameters,
 * which Postgres types from the other operand exactly as it types PostgREST's unknown literals.
 */
function renderCondition(filter: Extract<Filter, { kind: 'cond' }>, shape: Shape, params: Params): string {
  const ref = renderField(filter.field, shape, params);
  const value = filter.value;
  let sql: string;
  if (filter.op === 'in') {
    if (!Array.isArray(value)) throw parseError('failed to parse filter', 'in. needs a list');
    sql = `${ref} = any(${params.add(arrayLiteral(value))})`;
  } else if (Array.isArray(value)) {
    throw parseError('failed to parse filter', `${filter.op} takes one value`);
  } else if (filter.op === 'is') {
    const keyword = { null: 'null', not_null: 'not null', true: 'true', false: 'false', unknown: 'unknown' }[value.toLowerCase()];
    sql = `${ref} is ${keyword ?? 'null'}`;
  } else if (filter.op === 'isdistinct') {
    sql = `${ref} is distinct from ${params.add(value)}`;
  } else if (filter.op in SIMPLE_OPERATORS) {
    sql = `${ref} ${SIMPLE_OPERATORS[filter.op as SimpleOperator]} ${params.add(value)}`;
  } else {
    const op = filter.op as QuantOperator;
    const text = op === 'like' || op === 'ilike' ? value.replace(/\*/g, '%') : value;
    const operand = filter.quant ? `${filter.quant}(${params.add(text)})` : params.add(text);
    sql = `${ref} ${QUANT_OPERATORS[op]} ${operand}`;
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

/**
 * The output name PostgREST gives a selected field: its alias, else the last JSON key of its path
 * (the column's name when the path holds only indexes), else the column's name.
 */
function outputName(item: SelectItem): string | null {
  if (item.alias) return item.alias;
  if (item.field.json.length === 0) return null;
  const lastKey = [...item.field.json].reverse().find((step) => !step.index);
  return lastKey?.key ?? item.field.name;
}

export function renderSelect(items: readonly SelectItem[], shape: Shape, params: Params): string {
  return items
    .map((item) => {
      if (item.field.name === '*' && item.field.json.length === 0) return shape.qualifier ? `${shape.qualifier}.*` : '*';
      let sql = renderField(item.field, shape, params);
      if (item.cast) sql = `cast(${sql} as ${item.cast})`;
      const name = outputName(item);
      return name ? `${sql} as ${quoteIdent(name)}` : sql;
    })
    .join(', ');
}

export function renderOrder(terms: readonly OrderTerm[], shape: Shape, params: Params): string {
  if (terms.length === 0) return '';
  return ` order by ${terms
    .map((t) => `${renderField(t.field, shape, params)} ${t.descending ? 'desc' : 'asc'}${t.nulls ? ` nulls ${t.nulls}` : ''}`)
    .join(', ')}`;
}

export function renderPage(limit: number | null, offset: number | null, params: Params): string {
  const limitSql = limit !== null ? ` limit ${params.add(String(limit))}::bigint` : '';
  const offsetSql = offset ? ` offset ${params.add(String(offset))}::bigint` : '';
  return limitSql + offsetSql;
}
