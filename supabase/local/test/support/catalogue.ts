/**
 * The two ways to build Buget's database — supabase/migrations in order, or supabase/schemas/*.sql
 * in name order — each on top of the bootstrap (what hosted Supabase prepares), and a normalised
 * catalogue to compare them by: `pg_dump --schema-only` of the schemas the project writes to
 * (tables, columns, constraints, indexes, functions, triggers, policies, grants, comments) plus the
 * catalogue data the schema files insert. Used by the schema-files test and by `npm run db:diff`.
 */
import { execFile } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { promisify } from 'node:util';
import { SUPABASE_DIR, migrate } from '../../src/db/migrate';
import { openPostgres } from '../../src/db/postgres';

export const SCHEMAS_DIR = path.join(SUPABASE_DIR, 'schemas');
const BOOTSTRAP = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/db/bootstrap.sql');
const PG_DUMP = '/usr/lib/postgresql/15/bin/pg_dump';
/** The schemas the project's SQL writes to (auth: its triggers and grants on auth's tables, if any). */
const SCHEMAS = ['public', 'private', 'auth'];

/** A new database in the cluster at clusterUrl; its URL. */
export async function createDatabase(clusterUrl: string, name: string): Promise<string> {
  const admin = await openPostgres(clusterUrl, 1);
  try {
    await admin.exec(`drop database if exists "${name}"`);
    await admin.exec(`create database "${name}"`);
  } finally {
    await admin.close();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function buildFromMigrations(url: string): Promise<void> {
  const db = await openPostgres(url, 1);
  try {
    await migrate(db, { seed: false });
  } finally {
    await db.close();
  }
}

export async function schemaFiles(): Promise<string[]> {
  return (await readdir(SCHEMAS_DIR)).filter((f) => f.endsWith('.sql')).sort();
}

export async function buildFromSchemas(url: string): Promise<void> {
  const db = await openPostgres(url, 1);
  try {
    await db.exec(await readFile(BOOTSTRAP, 'utf8'));
    for (const file of await schemaFiles()) {
      try {
        await db.exec(await readFile(path.join(SCHEMAS_DIR, file), 'utf8'));
      } catch (error) {
        throw new Error(`supabase/schemas/${file}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    await db.close();
  }
}

/** The database's definition as text, without what differs between two dumps of the same one. */
export async function catalogue(url: string): Promise<string> {
  const { stdout } = await promisify(execFile)(PG_DUMP, ['--schema-only', '--no-owner', ...SCHEMAS.flatMap((s) => ['-n', s]), url], { maxBuffer: 64 * 1024 * 1024 });
  const schema = stdout
    .split('\n')
    .filter((line) => !line.startsWith('\\restrict') && !line.startsWith('\\unrestrict') && !line.startsWith('-- Dumped'))
    .join('\n');
  const db = await openPostgres(url, 1);
  try {
    const { rows } = await db.query<{ category: string; name: string }>('select category, name from private.predefined_subcategories order by category, name');
    return `${schema}\n-- private.predefined_subcategories\n${rows.map((r) => `${r.category}\t${r.name}`).join('\n')}\n`;
  } finally {
    await db.close();
  }
}
