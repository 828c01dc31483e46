/**
 * The schema cache: tables, views, columns and functions of schema public, read from the catalog
 * at start (after migrations). Every name a request uses is looked up here before it reaches SQL,
 * and the types here (from format_type, never from the request) are what values are cast to.
 */
import type { Queryable } from '../db/types';

export interface Column {
  name: string;
  type: string;
  nullable: boolean;
  hasDefault: boolean;
  generated: boolean;
}

export interface Relation {
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, Column>;
  primaryKey: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface DbFunction {
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  /** Output columns of a table / composite result; null for a scalar or void result. */
  outColumns: Map<string, Column> | null;
  returnType: string;
  volatile: boolean;
}

export interface Catalog {
  relations: Map<string, Relation>;
  functions: Map<string, DbFunction[]>;
}

export async function loadCatalog(db: Queryable): Promise<Catalog> {
  const columns = await db.query<{ rel: string; relkind: string; col: string; type: string; notnull: boolean; hasdef: boolean; generated: boolean }>(
    `select c.relname as rel, c.relkind::text as relkind, a.attname as col, format_type(a.atttypid, null) as type,
       a.attnotnull as notnull, a.atthasdef as hasdef, (a.attgenerated <> '' or a.attidentity = 'a') as generated
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
     order by c.relname, a.attnum`,
  );
  const relations = new Map<string, Relation>();
  for (const row of columns.rows) {
    let relation = relations.get(row.rel);
    if (!relation) {
      relation = { name: row.rel, kind: row.relkind === 'v' || row.relkind === 'm' ? 'view' : 'table', columns: new Map(), primaryKey: [] };
      relations.set(row.rel, relation);
    }
    relation.columns.set(row.col, { name: row.col, type: row.type, nullable: !row.notnull, hasDefault: row.hasdef, generated: row.generated });
  }
  const keys = await db.query<{ rel: string; col: string }>(
    `select c.relname as rel, a.attname as col
     from pg_index i
     join pg_class c on c.oid = i.indrelid
     join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
     where n.nspname = 'public' and i.indisprimary
     order by c.relname, array_position(i.indkey::int2[], a.attnum)`,
  );
  for (const row of keys.rows) relations.get(row.rel)?.primaryKey.push(row.col);

  const functions = await db.query<{ json: string }>(
    `select json_build_object(
       'name', p.proname,
       'argNames', coalesce(p.proargnames, '{}'),
       'argModes', coalesce(p.proargmodes::text[], '{}'),
       'allArgTypes', coalesce((select array_agg(format_type(t, null) order by o) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as x(t, o)), '{}'),
       'nargs', p.pronargs,
       'nargDefaults', p.pronargdefaults,
       'returnsSet', p.proretset,
       'returnType', format_type(p.prorettype, null),
       'returnTypeKind', rt.typtype,
       'returnRelation', (select rc.relname from pg_class rc where rc.oid = rt.typrelid),
       'volatile', p.provolatile = 'v'
     )::text as json
     from pg_proc p
     join pg_namespace n on n.oid = p.pronamespace
     join pg_type rt on rt.oid = p.prorettype
     where n.nspname = 'public' and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')`,
  );
  const byName = new Map<string, DbFunction[]>();
  for (const row of functions.rows) {
    const f = JSON.parse(row.json) as {
      name: string; argNames: string[]; argModes: string[]; allArgTypes: string[]; nargs: number; nargDefaults: number;
      returnsSet: boolean; returnType: string; returnTypeKind: string; returnRelation: string | null; volatile: boolean;
    };
    const args: FunctionArg[] = [];
    const outColumns = new Map<string, Column>();
    f.allArgTypes.forEach((type, i) => {
      const mode = f.argModes[i] ?? 'i';
      const name = f.argNames[i] ?? '';
      if (mode === 'i' || mode === 'b') args.push({ name, type, hasDefault: false });
      if (mode === 'o' || mode === 'b' || mode === 't') {
        outColumns.set(name, { name, type, nullable: true, hasDefault: false, generated: false });
      }
    });
    args.forEach((arg, i) => {
      arg.hasDefault = i >= f.nargs - f.nargDefaults;
    });
    let out: Map<string, Column> | null = outColumns.size > 0 ? outColumns : null;
    if (!out && f.returnTypeKind === 'c' && f.returnRelation) {
      out = relations.get(f.returnRelation)?.columns ?? null;
    }
    const entry: DbFunction = { name: f.name, args, returnsSet: f.returnsSet, outColumns: out, returnType: f.returnType, volatile: f.volatile };
    byName.set(f.name, [...(byName.get(f.name) ?? []), entry]);
  }
  return { relations, functions: byName };
}
