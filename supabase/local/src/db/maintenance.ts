/**
 * What PostgreSQL's autovacuum does, for PGlite, which has no background workers: every few
 * seconds, each table changed enough since it was last analyzed (or never analyzed) is analyzed,
 * and each table with enough dead rows is vacuumed, with autovacuum's own thresholds (its
 * settings, read from the database). Without it the embedded database never has statistics,
 * and plans made without them grow slower with the data: a daily series of 7,291 rows took 7.7 s with a second user's
 * 7,300 rows in the database and 1.5 s once analyzed (issue 24 point 10; bench:fairness).
 * PostgreSQL runs its own autovacuum and gets none of this.
 */
import type { Database } from './types';

/** How often the tables' counters are looked at (SUPABASE_LOCAL_MAINTENANCE_MS overrides). */
export const MAINTENANCE_EVERY_MS = 10_000;

type Due = { name: string; vacuum: boolean; analyze: boolean };

/**
 * One round: the statistics counters flushed (PGlite flushes them only when asked), then the
 * tables due analyzed or vacuumed, one statement each so other requests pass between them.
 */
async function maintainOnce(db: Database): Promise<void> {
  await db.query('select pg_stat_force_next_flush()');
  const { rows } = await db.query<Due>(
    `select format('%I.%I', s.schemaname, s.relname) as name,
            s.n_dead_tup > current_setting('autovacuum_vacuum_threshold')::float8 + current_setting('autovacuum_vacuum_scale_factor')::float8 * greatest(c.reltuples, 0) as vacuum,
            -- Never analyzed (reltuples -1): a data folder from before this ran, or counters lost with a
            -- process that did not close the database.
            c.reltuples < 0
              or s.n_mod_since_analyze > current_setting('autovacuum_analyze_threshold')::float8 + current_setting('autovacuum_analyze_scale_factor')::float8 * greatest(c.reltuples, 0) as analyze
     from pg_catalog.pg_stat_user_tables s
     join pg_catalog.pg_class c on c.oid = s.relid
     order by 1`,
  );
  for (const table of rows) {
    if (table.vacuum) await db.query(`vacuum analyze ${table.name}`);
    else if (table.analyze) await db.query(`analyze ${table.name}`);
  }
}

/**
 * Runs maintainOnce every `everyMs` while the server runs (a round still running skips the next
 * tick); a failed round is logged and the next one tries again. Returns the stop function.
 */
export function startMaintenance(db: Database, everyMs = MAINTENANCE_EVERY_MS): () => Promise<void> {
  let round: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    round ??= maintainOnce(db)
      .catch((error: unknown) => console.error('[supabase-local] maintenance failed', error))
      .finally(() => {
        round = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await round;
  };
}
