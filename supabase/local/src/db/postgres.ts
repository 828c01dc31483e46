/** PostgreSQL through a node-postgres pool, used when DATABASE_URL is set. */
import pg from 'pg';
import type { Database, QueryResult, Queryable, SqlParam } from './types';

// Keep numeric, date and timestamp values as the text Postgres sends: the REST layer builds its
// JSON inside SQL, and the auth layer formats its own dates, so no driver conversion is wanted.
const TEXT_TYPES = [1082, 1114, 1184, 1700];
const types = {
  getTypeParser(oid: number, format?: string) {
    if (TEXT_TYPES.includes(oid)) return (value: string) => value;
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  },
};

/** The socket of a pooled client (node-postgres keeps it on the client's connection). */
const socketOf = (client: pg.Pool | pg.PoolClient): { cork(): void; uncork(): void } | undefined =>
  (client as { connection?: { stream?: { cork(): void; uncork(): void } } }).connection?.stream;

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  const socket = socketOf(client);
  return {
    async query<R>(sql: string, params: readonly SqlParam[] = []): Promise<QueryResult<R>> {
      // node-postgres writes a query's five protocol messages (parse, bind, describe, execute,
      // sync) one by one: corked, they leave in one write.
      socket?.cork();
      const pending = client.query({ text: sql, values: [...params], types });
      if (socket) process.nextTick(() => socket.uncork());
      const result = await pending;
      return { rows: result.rows as R[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      // No values: node-postgres uses the simple protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

export async function openPostgres(connectionString: string, maxConnections = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  // Fail at start, with the driver's message, when the URL is wrong.
  await pool.query('select 1');
  const base = wrap(pool);
  /** Clients held for LISTEN (a pooled connection would drop the subscription when returned). */
  const listeners: pg.Client[] = [];
  return {
    kind: 'postgres',
    query: base.query,
    async transaction(fn, preamble, readOnly = false) {
      const client = await pool.connect();
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        // One simple-protocol message: begin and the preamble cost a single round trip.
        await client.query(preamble ? `begin; ${preamble}` : 'begin');
        result = await fn(wrap(client));
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        client.release();
        throw error;
      }
      if (readOnly) {
        // A read-only transaction's answer is final once its query has run: it is returned while
        // the commit travels, and the connection goes back to the pool when the commit is done
        // (destroyed if it failed), so the request does not wait a third round trip.
        client.query('commit').then(
          () => client.release(),
          (error: Error) => client.release(error),
        );
        return result;
      }
      try {
        await client.query('commit');
        return result;
      } finally {
        client.release();
      }
    },
    exec: base.exec,
    async listen(channel, onNotify) {
      const client = new pg.Client({ connectionString });
      await client.connect();
      listeners.push(client);
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      await client.query(`listen "${channel.replace(/"/g, '""')}"`);
    },
    async close() {
      await Promise.all(listeners.map((client) => client.end()));
      await pool.end();
    },
  };
}
