/**
 * Parses PostgREST's URL grammar as supabase-js writes it: select lists, column filters
 * (col=op.value, col=not.op.value), logic trees (or=(a.eq.1,and(b.gt.2,c.is.null))), order,
 * limit/offset. The result is a tree of names and raw values; sql.ts checks the names against
 * the catalog and turns values into bind parameters.
 */
import { parseError } from './errors';

export const OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'in', 'is', 'cs', 'cd'] as const;
export type Operator = (typeof OPERATORS)[number];

export type Filter =
  | { kind: 'cond'; column: string; op: Operator; negate: boolean; value: string | string[] }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: Filter[] };

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls: 'first' | 'last' | null;
}

export interface SelectItem {
  column: string; // '*' for all
  alias: string | null;
}

/** Logic trees nest at most this deep (or=(and(or(...)))); deeper ones would exhaust the stack. */
const MAX_LOGIC_DEPTH = 16;
/** Selected items at most: Postgres refuses more than 1664 output columns (54011, a 503). */
const MAX_SELECT_ITEMS = 500;

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'and', 'or', 'not.and', 'not.or']);
const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function parseSelect(raw: string | null): SelectItem[] {
  if (raw === null || raw.trim() === '' || raw.trim() === '*') return [{ column: '*', alias: null }];
  const parts = splitTopLevel(raw);
  if (parts.length > MAX_SELECT_ITEMS) {
    throw parseError('failed to parse select parameter', `More than ${MAX_SELECT_ITEMS} items are selected (${parts.length})`);
  }
  return parts.map((part) => {
    const item = part.trim();
    if (item === '*') return { column: '*', alias: null };
    const match = /^(?:([A-Za-z_][A-Za-z0-9_]*):)?([A-Za-z_][A-Za-z0-9_]*)$/.exec(item);
    if (!match?.[2]) {
      throw parseError(`failed to parse select parameter (${raw})`, `Unsupported select item "${item}": only column names and alias:column are supported`);
    }
    return { column: match[2], alias: match[1] ?? null };
  });
}

export function parseOrder(raw: string | null): OrderTerm[] {
  if (!raw) return [];
  return raw.split(',').map((term) => {
    const [column = '', ...modifiers] = term.trim().split('.');
    if (!IDENT.test(column)) throw parseError(`failed to parse order (${raw})`, `Unexpected column "${column}"`);
    let descending = false;
    let nulls: OrderTerm['nulls'] = null;
    for (const modifier of modifiers) {
      if (modifier === 'asc') descending = false;
      else if (modifier === 'desc') descending = true;
      else if (modifier === 'nullsfirst') nulls = 'first';
      else if (modifier === 'nullslast') nulls = 'last';
      else throw parseError(`failed to parse order (${raw})`, `Unexpected modifier "${modifier}"`);
    }
    return { column, descending, nulls };
  });
}

export function parseNonNegativeInt(raw: string | null, name: string): number | null {
  if (raw === null) return null;
  if (!/^\d+$/.test(raw)) throw parseError(`failed to parse ${name} (${raw})`, `${name} must be a non-negative integer`);
  return Number(raw);
}

/** Splits on commas outside parentheses and double quotes. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? '';
    if (c === '\\' && quoted && i + 1 < text.length) {
      current += c + (text[i + 1] ?? '');
      i++;
      continue;
    }
    if (c === '"') quoted = !quoted;
    else if (!quoted && c === '(') depth++;
    else if (!quoted && c === ')') depth--;
    if (c === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  if (quoted || depth !== 0) throw parseError(`failed to parse (${text})`, 'Unbalanced parentheses or quotes');
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  const v = value.trim();
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) return v.slice(1, -1).replace(/\\(.)/g, '$1');
  return v;
}

/** Parses "op.value" or "not.op.value" (the right-hand side of col=...). */
export function parseCondition(column: string, raw: string, inTree: boolean): Filter {
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const op = dot < 0 ? rest : rest.slice(0, dot);
  const valueText = dot < 0 ? '' : rest.slice(dot + 1);
  if (!(OPERATORS as readonly string[]).includes(op)) {
    throw parseError(`failed to parse filter (${raw})`, `Unknown operator "${op}"`);
  }
  if (!IDENT.test(column)) throw parseError(`failed to parse filter (${column})`, `Unsupported column "${column}"`);
  if (op === 'in') {
    const inner = /^\((.*)\)$/s.exec(valueText);
    if (!inner) throw parseError(`failed to parse filter (${raw})`, 'in. needs a list in parentheses');
    const items = inner[1] === '' ? [] : splitTopLevel(inner[1] ?? '').map(unquote);
    return { kind: 'cond', column, op: 'in', negate, value: items };
  }
  return { kind: 'cond', column, op: op as Operator, negate, value: inTree ? unquote(valueText) : valueText };
}

/** Parses a logic tree body "(a.eq.1,and(b.gt.2,c.is.null))", at most MAX_LOGIC_DEPTH deep. */
export function parseLogic(op: 'and' | 'or', negate: boolean, raw: string, depth = 1): Filter {
  if (depth > MAX_LOGIC_DEPTH) {
    throw parseError('failed to parse logic tree', `Logic trees nest at most ${MAX_LOGIC_DEPTH} levels deep`);
  }
  const inner = /^\((.*)\)$/s.exec(raw.trim());
  if (!inner) throw parseError(`failed to parse logic tree (${raw})`, 'Expected a list in parentheses');
  const children = splitTopLevel(inner[1] ?? '').map((part): Filter => {
    const item = part.trim();
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
    if (nested) return parseLogic(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3] ?? '', depth + 1);
    const dot = item.indexOf('.');
    if (dot < 0) throw parseError(`failed to parse logic tree (${raw})`, `Unexpected "${item}"`);
    return parseCondition(item.slice(0, dot), item.slice(dot + 1), true);
  });
  return { kind: 'logic', op, negate, children };
}

/** All filters of a query string (every parameter that is not a reserved word). */
export function parseFilters(params: URLSearchParams, skip: ReadonlySet<string> = new Set()): Filter[] {
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (skip.has(key)) continue;
    if (key === 'and' || key === 'or') filters.push(parseLogic(key, false, value));
    else if (key === 'not.and' || key === 'not.or') filters.push(parseLogic(key.slice(4) as 'and' | 'or', true, value));
    else if (!RESERVED.has(key)) filters.push(parseCondition(key, value, false));
  }
  return filters;
}
