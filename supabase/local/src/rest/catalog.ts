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
  /** The function's own settings PostgREST hoists into the request's transaction (HOISTED_SETTINGS). */
  settings: [string, string][];
}

/** A setting name and value, applied with set_config(name, value, true). */
export type Setting = [string, string];

export interface Catalog {
  relations: Map<string, Relation>;
  functions: Map<string, DbFunction[]>;
  /** Each role's settings (ALTER ROLE … SET), applied to the requests it makes, as PostgREST does. */
  roleSettings: Map<string, Setting[]>;
}

/** PostgREST's default db-hoisted-tx-settings. */
const HOISTED_SETTINGS = ['statement_timeout', 'plan_filter.statement_cost_limit', 'default_transaction_isolation'];

/** name=value entries of a setconfig or proconfig array. */
const settingsOf = (entries: string[] | null): Setting[] =>
  (entries ?? []).map((entry) => {
    const at = entry.indexOf('=');
    return [entry.slice(0, at), entry.slice(at + 1)];
  });

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
       'volatile', p.provolatile = 'v',
       'config', p.proconfig
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
      returnsSet: boolean; returnType: string; returnTypeKind: string; returnRelation: string | null; volatile: boolean; config: string[] | null;
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
    const settings = settingsOf(f.config).filter(([name]) => HOISTED_SETTINGS.includes(name));
    const entry: DbFunction = { name: f.name, args, returnsSet: f.returnsSet, outColumns: out, returnType: f.returnType, volatile: f.volatile, settings };
    byName.set(f.name, [...(byName.get(f.name) ?? []), entry]);
  }

  // The API roles' settings for this database or all (PostgREST skips those a role may not set).
  const roles = await db.query<{ role: string; config: string[] }>(
    `select r.rolname as role, s.setconfig as config
     from pg_db_role_setting s
     join pg_roles r on r.oid = s.setrole
     where s.setdatabase in (0, (select d.oid from pg_database d where d.datname = current_database()))
     order by s.setdatabase`,
  );
  const userSettable = new Set(
    (await db.query<{ name: string }>(`select name from pg_settings where context = 'user'`)).rows.map((r) => r.name),
  );
  const roleSettings = new Map<string, Setting[]>();
  for (const row of roles.rows) {
    // Database-specific settings come last and win.
    const settings = new Map([...(roleSettings.get(row.role) ?? []), ...settingsOf(row.config).filter(([name]) => userSettable.has(name))]);
    roleSettings.set(row.role, [...settings]);
  }
  return { relations, functions: byName, roleSettings };
}
