/**
 * PGlite in-process (no socket): one embedded Postgres in a data folder. PGlite runs one query at
 * a time, and its transaction() holds an internal lock, so concurrent HTTP requests queue here.
 */
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type { Database, QueryResult, Queryable, SqlParam } from './types';

interface PGliteLike {
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
  exec(sql: string): Promise<unknown>;
}

function wrap(target: PGliteLike): Queryable {
  return {
    async query<R>(sql: string, params: readonly SqlParam[] = []): Promise<QueryResult<R>> {
      const result = await target.query<R>(sql, [...params]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pgcrypto } });
  const base = wrap(db);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (fn, preamble) =>
      db.transaction(async (tx) => {
        if (preamble) await tx.exec(preamble);
        return fn(wrap(tx));
      }),
    async listen(channel, onNotify) {
      await db.listen(channel, onNotify);
    },
    async close() {
      await db.close();
    },
  };
}
