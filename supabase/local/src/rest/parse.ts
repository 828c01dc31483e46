/**
 * Parses PostgREST's URL grammar (src/library/PostgREST/ApiRequest/QueryParams.hs) as
 * supabase-js writes it: select lists (alias:field->json->>path::cast), column filters
 * (field=[not.]op[(any|all)].value), logic trees (or=(a.eq.1,and(b.gt.2,c.is.null))), order,
 * columns=, limit/offset. Field names are PostgREST's: letters, digits, `_`, `$`, spaces and
 * dashes, or any text in double quotes. The result is a tree of names and raw values; sql.ts
 * checks the names against the catalog and turns values into bind parameters.
 */
import { ApiError, parseError } from './errors';

/** Operators taking one value (PostgREST's simpleOperator), mapped to SQL. */
export const SIMPLE_OPERATORS = { neq: '<>', cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-' } as const;
/** Operators that also take (any) / (all) over a Postgres array literal (PostgREST's quantOperator). */
export const QUANT_OPERATORS = { eq: '=', gte: '>=', gt: '>', lte: '<=', lt: '<', like: 'like', ilike: 'ilike', match: '~', imatch: '~*' } as const;
export type SimpleOperator = keyof typeof SIMPLE_OPERATORS;
export type QuantOperator = keyof typeof QUANT_OPERATORS;
export type Operator = SimpleOperator | QuantOperator | 'in' | 'is' | 'isdistinct';

export interface JsonStep {
  arrow: '->' | '->>';
  /** A key, or an array index (digits with an optional minus) when `index`. */
  key: string;
  index: boolean;
}

export interface Field {
  name: string;
  json: JsonStep[];
}

export type Filter =
  | { kind: 'cond'; field: Field; op: Operator; quant: 'any' | 'all' | null; negate: boolean; value: string | string[] }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: Filter[] };

export interface OrderTerm {
  field: Field;
  descending: boolean;
  nulls: 'first' | 'last' | null;
}

export interface SelectItem {
  /** '*' for all columns. */
  field: Field;
  cast: string | null;
  alias: string | null;
}

/** Logic trees nest at most this deep (or=(and(or(...)))); deeper ones would exhaust the stack. */
const MAX_LOGIC_DEPTH = 16;
/** Selected items at most: Postgres refuses more than 1664 output columns (54011, a 503). */
const MAX_SELECT_ITEMS = 500;

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'and', 'or', 'not.and', 'not.or']);
const AGGREGATES = new Set(['sum', 'avg', 'count', 'max', 'min']);

class SyntaxFailure extends Error {}

/** A cursor over one parameter's text, with PostgREST's token rules. */
class Scanner {
  pos = 0;
  constructor(readonly text: string) {}

  get done(): boolean {
    return this.pos >= this.text.length;
  }
  peek(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }
  eat(s: string): boolean {
    if (!this.peek(s)) return false;
    this.pos += s.length;
    return true;
  }
  fail(expected: string): never {
    const found = this.done ? 'end of input' : `"${this.text[this.pos] ?? ''}"`;
    throw new SyntaxFailure(`unexpected ${found} expecting ${expected}`);
  }
  spaces(): void {
    while (this.peek(' ') || this.peek('\t')) this.pos++;
  }

  /** `"…"` with backslash escapes. */
  quoted(): string | null {
    if (!this.peek('"')) return null;
    let out = '';
    let i = this.pos + 1;
    while (i < this.text.length) {
      const c = this.text[i] ?? '';
      if (c === '\\' && i + 1 < this.text.length) {
        out += this.text[i + 1];
        i += 2;
      } else if (c === '"') {
        this.pos = i + 1;
        return out;
      } else {
        out += c;
        i++;
      }
    }
    return this.fail('"\\"" (closing quote)');
  }

  /** Words of `allowed` characters joined by dashes that do not start `->`, trimmed. */
  dashed(allowed: (c: string) => boolean): string | null {
    const words: string[] = [];
    for (;;) {
      const start = this.pos;
      while (!this.done && allowed(this.text[this.pos] ?? '')) this.pos++;
      if (this.pos === start) {
        if (words.length === 0) return null;
        this.fail('field name');
      }
      words.push(this.text.slice(start, this.pos).trim());
      if (this.peek('-') && !this.peek('->')) this.pos++;
      else return words.join('-');
    }
  }

  /** PostgREST's pFieldName: a quoted name, or letters, digits, `_`, `$` and spaces with dashes. */
  fieldName(): string {
    const name = this.quoted() ?? this.dashed((c) => /[\p{L}\d_ $]/u.test(c));
    return name ?? this.fail('field name (* or [a..z0..9_$])');
  }

  /** `::type` (letters, digits, `_`, `$`, spaces), or null. */
  cast(): string | null {
    if (!this.eat('::')) return null;
    const start = this.pos;
    while (!this.done && /[\p{L}\d_ $]/u.test(this.text[this.pos] ?? '')) this.pos++;
    if (this.pos === start) this.fail('letter or digit');
    return this.text.slice(start, this.pos).trim();
  }

  jsonPath(): JsonStep[] {
    const steps: JsonStep[] = [];
    for (;;) {
      const arrow = this.eat('->>') ? '->>' : this.eat('->') ? '->' : null;
      if (!arrow) return steps;
      const index = /^-?\d+(?=->|::|\.|,|$)/.exec(this.text.slice(this.pos));
      if (index) {
        this.pos += index[0].length;
        steps.push({ arrow, key: index[0], index: true });
        continue;
      }
      const key = this.quoted() ?? this.dashed((c) => !'(-:.,>)'.includes(c));
      if (key === null) this.fail('any non reserved character different from: .,>()');
      steps.push({ arrow, key, index: false });
    }
  }

  field(): Field {
    this.spaces();
    const name = this.fieldName();
    const json = this.jsonPath();
    this.spaces();
    return { name, json };
  }
}

function run<T>(message: string, text: string, parse: (s: Scanner) => T): T {
  try {
    return parse(new Scanner(text));
  } catch (error) {
    if (error instanceof SyntaxFailure) throw parseError(message, error.message);
    throw error;
  }
}

const STAR: Field = { name: '*', json: [] };

function selectItem(s: Scanner, relation: string): SelectItem {
  s.spaces();
  if (s.eat('*')) {
    s.spaces();
    return { field: STAR, cast: null, alias: null };
  }
  let alias: string | null = null;
  const start = s.pos;
  const first = s.fieldName();
  if (s.peek(':') && !s.peek('::')) {
    s.pos++;
    alias = first;
  } else s.pos = start;
  const field = s.field();
  if (field.name === 'count' && field.json.length === 0 && s.peek('()')) throw new ApiError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
  if (s.peek('(')) {
    // An embedded resource: no relationship is known to this server.
    throw new ApiError(
      400,
      'PGRST200',
      `Could not find a relationship between '${relation}' and '${field.name}' in the schema cache`,
      `Searched for a foreign key relationship between '${relation}' and '${field.name}' in the schema 'public', but no matches were found.`,
    );
  }
  const cast = s.cast();
  if (s.peek('.')) {
    const agg = /^\.(\w+)\(\)/.exec(s.text.slice(s.pos));
    if (agg?.[1] && AGGREGATES.has(agg[1])) throw new ApiError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
  }
  s.spaces();
  return { field, cast, alias };
}

/** select=: fields with alias, JSON path and cast; embedded resources and aggregates are refused. */
export function parseSelect(raw: string | null, relation = ''): SelectItem[] {
  if (raw === null || raw.trim() === '') return [{ field: STAR, cast: null, alias: null }];
  const items = run(`failed to parse select parameter (${raw})`, raw, (s) => {
    const out: SelectItem[] = [];
    for (;;) {
      out.push(selectItem(s, relation));
      if (out.length > MAX_SELECT_ITEMS) throw new SyntaxFailure(`more than ${MAX_SELECT_ITEMS} items are selected`);
      if (s.done) return out;
      if (!s.eat(',')) s.fail('",", "::" or end of input');
    }
  });
  return items;
}

export function parseOrder(raw: string | null): OrderTerm[] {
  if (!raw) return [];
  return run(`failed to parse order (${raw})`, raw, (s) => {
    const terms: OrderTerm[] = [];
    for (;;) {
      const field = s.field();
      let descending = false;
      let nulls: OrderTerm['nulls'] = null;
      if (s.eat('.asc')) descending = false;
      else if (s.eat('.desc')) descending = true;
      if (s.eat('.nullsfirst')) nulls = 'first';
      else if (s.eat('.nullslast')) nulls = 'last';
      s.spaces();
      terms.push({ field, descending, nulls });
      if (s.done) return terms;
      if (!s.eat(',')) s.fail('".", "," or end of input');
    }
  });
}

/** columns= and on_conflict=: field names separated by commas. */
export function parseColumns(raw: string, parameter: 'columns' | 'on_conflict'): string[] {
  return run(`failed to parse ${parameter} parameter (${raw})`, raw, (s) => {
    const names: string[] = [];
    for (;;) {
      s.spaces();
      names.push(s.fieldName());
      s.spaces();
      if (s.done) return names;
      if (!s.eat(',')) s.fail('"," or end of input');
    }
  });
}

export function parseNonNegativeInt(raw: string | null, name: string): number | null {
  if (raw === null) return null;
  if (!/^\d+$/.test(raw)) throw parseError(`failed to parse ${name} (${raw})`, `${name} must be a non-negative integer`);
  return Number(raw);
}

/** Splits on commas outside parentheses, braces and double quotes. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let braces = 0;
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
    else if (!quoted && c === '{') braces++;
    else if (!quoted && c === '}') braces--;
    if (c === ',' && depth === 0 && braces <= 0 && !quoted) {
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

const QUANT_NAMES = Object.keys(QUANT_OPERATORS) as QuantOperator[];
const SIMPLE_NAMES = Object.keys(SIMPLE_OPERATORS) as SimpleOperator[];

/** Parses "[not.]op[(any|all)].value" (the right-hand side of field=...). */
export function parseCondition(field: Field, raw: string, inTree: boolean): Filter {
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const match = /^([a-z]+)(?:\((any|all)\))?\.([\s\S]*)$/.exec(rest);
  const op = match?.[1] ?? '';
  const quant = (match?.[2] as 'any' | 'all' | undefined) ?? null;
  const valueText = match?.[3] ?? '';
  const known = op === 'in' || op === 'is' || op === 'isdistinct' || (SIMPLE_NAMES as string[]).includes(op) || (QUANT_NAMES as string[]).includes(op);
  if (!match || !known || (quant && !(QUANT_NAMES as string[]).includes(op))) {
    throw parseError(`"failed to parse filter (${raw})" (line 1, column 1)`, 'unexpected end of input expecting operator (eq, gt, ...)');
  }
  if (op === 'in') {
    const inner = /^\((.*)\)$/s.exec(valueText.trim());
    if (!inner) throw parseError(`failed to parse filter (${raw})`, 'unexpected end of input expecting "("');
    const items = inner[1] === '' ? [] : splitTopLevel(inner[1] ?? '').map(unquote);
    return { kind: 'cond', field, op: 'in', quant: null, negate, value: items };
  }
  if (op === 'is' && !['null', 'not_null', 'true', 'false', 'unknown'].includes(valueText.toLowerCase())) {
    throw parseError(`failed to parse filter (${raw})`, 'unexpected input expecting isVal: (null, not_null, true, false, unknown)');
  }
  return { kind: 'cond', field, op: op as Operator, quant, negate, value: inTree ? unquote(valueText) : valueText };
}

/** A filter's key: a field with an optional JSON path (`data->a->>b`). */
export function parseFilterField(key: string): Field {
  return run(`failed to parse filter (${key})`, key, (s) => {
    const field = s.field();
    if (!s.done) s.fail('"->", "->>" or end of input');
    return field;
  });
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
    return run(`failed to parse logic tree (${raw})`, item, (s) => {
      const field = s.field();
      if (!s.eat('.')) s.fail('"." (delimiter)');
      return parseCondition(field, s.text.slice(s.pos), true);
    });
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
    else if (!RESERVED.has(key)) filters.push(parseCondition(parseFilterField(key), value, false));
  }
  return filters;
}
