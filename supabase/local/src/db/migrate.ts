/**
 * Brings a database to the schema of supabase/migrations: the bootstrap (what hosted Supabase
 * already has), then every migration not yet recorded in supabase_migrations.schema_migrations,
 * each in its own transaction and recorded as the Supabase CLI records it; then seed.sql when the
 * database was fresh.
 */
import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Database } from './types';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SUPABASE_DIR = path.resolve(here, '../../..');
export const MIGRATIONS_DIR = path.join(SUPABASE_DIR, 'migrations');
const MIGRATION_NAME = /^(\d{14})_([a-z0-9_]+)\.sql$/;

export interface MigrationReport {
  applied: string[];
  fresh: boolean;
  seeded: boolean;
}

export async function listMigrations(): Promise<{ version: string; name: string; file: string }[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  return files.map((file) => {
    const match = MIGRATION_NAME.exec(file);
    if (!match?.[1] || !match[2]) throw new Error(`migration file name must be YYYYMMDDHHmmss_verb_object.sql: ${file}`);
    return { version: match[1], name: match[2], file: path.join(MIGRATIONS_DIR, file) };
  });
}

export async function migrate(db: Database, options: { seed?: boolean } = {}): Promise<MigrationReport> {
  await db.exec(await readFile(path.join(here, 'bootstrap.sql'), 'utf8'));
  const done = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const appliedBefore = new Set(done.rows.map((r) => r.version));
  const fresh = appliedBefore.size === 0;
  const migrations = await listMigrations();
  // A database built by migrations since squashed into the baseline cannot be brought forward.
  const known = new Set(migrations.map((m) => m.version));
  const unknown = [...appliedBefore].filter((version) => !known.has(version));
  if (unknown.length > 0) {
    throw new Error(
      `this database was built by ${unknown.length} migration(s) no longer in supabase/migrations (the history was squashed into a baseline, e.g. ${unknown.sort()[0]}): start from an empty data folder, after a backup from the app (Profil › Backup) if it holds data to keep`,
    );
  }
  const applied: string[] = [];
  for (const migration of migrations) {
    if (appliedBefore.has(migration.version)) continue;
    const sql = await readFile(migration.file, 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      // The CLI stores the statements one by one; we keep the file whole (docs/decisions.md).
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, array[$3::text])',
        [migration.version, migration.name, sql],
      );
    });
    applied.push(`${migration.version}_${migration.name}`);
  }
  let seeded = false;
  if (fresh && options.seed !== false) {
    const seed = await readFile(path.join(SUPABASE_DIR, 'seed.sql'), 'utf8');
    await db.transaction((tx) => tx.exec(seed));
    seeded = true;
  }
  return { applied, fresh, seeded };
}
