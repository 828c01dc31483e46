/**
 * `npm run gen:types`: applies supabase/migrations to a fresh in-memory PGlite and writes the
 * Database type of schema public to shared-domain/src/data/database.types.ts, in the format of
 * `supabase gen types typescript`, so the app's typed client follows the migrations.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SUPABASE_DIR, migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import type { Queryable } from '../src/db/types';
import { renderDatabaseTypes, type SchemaModel } from './types-render';

const OUTPUT = path.resolve(SUPABASE_DIR, '..', 'shared-domain', 'src', 'data', 'database.types.ts');

async function introspect(db: Queryable): Promise<SchemaModel> {
  const columns = await db.query<{ json: string }>(
    `select json_build_object('rel', c.relname, 'kind', c.relkind::text, 'name', a.attname,
       'type', t.typname, 'elem', et.typname, 'nullable', not a.attnotnull,
       'hasDefault', a.atthasdef or a.attidentity <> '', 'generated', a.attgenerated <> '' or a.attidentity = 'a')::text as json
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     join pg_type t on t.oid = a.atttypid
     left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
     where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
     order by c.relname, a.attnum`,
  );
  const relationships = await db.query<{ json: string }>(
    `select json_build_object('rel', c.relname, 'name', con.conname,
       'columns', (select array_agg(a.attname order by k.o) from unnest(con.conkey) with ordinality k(n, o) join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n),
       'referencedRelation', rc.relname,
       'referencedColumns', (select array_agg(a.attname order by k.o) from unnest(con.confkey) with ordinality k(n, o) join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n),
       'oneToOne', exists (select 1 from pg_index i where i.indrelid = con.conrelid and i.indisunique and i.indkey::int2[] @> con.conkey and array_length(i.indkey::int2[], 1) = array_length(con.conkey, 1))
     )::text as json
     from pg_constraint con
     join pg_class c on c.oid = con.conrelid
     join pg_namespace n on n.oid = c.relnamespace
     join pg_class rc on rc.oid = con.confrelid
     join pg_namespace rn on rn.oid = rc.relnamespace
     where con.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'
     order by c.relname, con.conname`,
  );
  const functions = await db.query<{ json: string }>(
    `select json_build_object('name', p.proname,
       'argNames', coalesce(p.proargnames, '{}'), 'argModes', coalesce(p.proargmodes::text[], '{}'),
       'argTypes', coalesce((select array_agg(t.typname order by o) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality x(oid, o) join pg_type t on t.oid = x.oid), '{}'),
       'nargs', p.pronargs, 'nargDefaults', p.pronargdefaults, 'returnsSet', p.proretset,
       'returnType', rt.typname, 'returnRelation', (select rc.relname from pg_class rc where rc.oid = rt.typrelid))::text as json
     from pg_proc p
     join pg_namespace n on n.oid = p.pronamespace
     join pg_type rt on rt.oid = p.prorettype
     where n.nspname = 'public' and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')
     order by p.proname`,
  );
  return {
    columns: columns.rows.map((r) => JSON.parse(r.json) as SchemaModel['columns'][number]),
    relationships: relationships.rows.map((r) => JSON.parse(r.json) as SchemaModel['relationships'][number]),
    functions: functions.rows.map((r) => JSON.parse(r.json) as SchemaModel['functions'][number]),
  };
}

const db = await openPglite(undefined);
try {
  await migrate(db, { seed: false });
  const source = renderDatabaseTypes(await introspect(db));
  await writeFile(OUTPUT, source);
  console.log(`wrote ${path.relative(process.cwd(), OUTPUT)}`);
} finally {
  await db.close();
}
