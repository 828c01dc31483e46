/**
 * `npm run db:diff -- <name>`: writes the migration for an edit of supabase/schemas, without Docker.
 * On a throwaway PostgreSQL 15 cluster it builds one database from supabase/migrations and one from
 * the schema files, asks migra (@pgkit/migra) for the statements that turn the first into the
 * second, and saves them as supabase/migrations/<UTC timestamp>_<name>.sql. It then rebuilds from
 * the migrations, new file included, and compares the catalogues as the schema-files test does:
 * what migra does not write (grants on functions, comments) is printed for the developer to add by
 * hand, and the command fails until the two agree.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from '@pgkit/migra';
import { MIGRATIONS_DIR } from '../src/db/migrate';
import { buildFromMigrations, buildFromSchemas, catalogue, createDatabase } from '../test/support/catalogue';
import { startPg15 } from '../test/support/pg15';

const name = process.argv[2] ?? '';
if (!/^[a-z][a-z0-9_]*$/.test(name)) {
  console.error('usage: npm run db:diff -- <verb_object> (lower case and underscores, e.g. add_note_to_accounts)');
  process.exit(2);
}

/** A unified diff of two catalogues (diffutils), its first lines. */
async function difference(migrations: string, schemas: string, lines = 60): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'buget-db-diff-'));
  try {
    await writeFile(path.join(dir, 'migrations.sql'), migrations);
    await writeFile(path.join(dir, 'schemas.sql'), schemas);
    const result = spawnSync('diff', ['-u', 'migrations.sql', 'schemas.sql'], { cwd: dir, encoding: 'utf8' });
    return result.stdout.split('\n').slice(0, lines).join('\n');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const cluster = await startPg15();
try {
  const fromMigrations = await createDatabase(cluster.url, 'from_migrations');
  const fromSchemas = await createDatabase(cluster.url, 'from_schemas');
  await buildFromMigrations(fromMigrations);
  await buildFromSchemas(fromSchemas);
  const migration = await run(fromMigrations, fromSchemas, { unsafe: true, withPrivileges: true, excludeSchema: ['extensions', 'supabase_migrations'] });
  const sql = migration.sql.trim();
  if (sql !== '') {
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const file = path.join(MIGRATIONS_DIR, `${stamp}_${name}.sql`);
    await writeFile(file, `-- Why: (say what this change is for)\n\n${sql}\n`);
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
  const rebuilt = await createDatabase(cluster.url, 'rebuilt');
  await buildFromMigrations(rebuilt);
  const [got, want] = [await catalogue(rebuilt), await catalogue(fromSchemas)];
  if (got !== want) {
    console.error(`The migrations still differ from supabase/schemas (- migrations, + schemas). Add what is missing to the migration by hand (migra writes no grants on functions and no comments); a column added in the middle of a table goes at its end in the schema file, where the migration puts it:\n${await difference(got, want)}`);
    process.exitCode = 1;
  } else if (sql === '') {
    console.log('supabase/migrations already define what supabase/schemas define: nothing to write.');
  }
} finally {
  await cluster.stop();
}
