/** The one shape both database back ends (PGlite, PostgreSQL) offer to the rest of the server. */

export type SqlParam = string | null;

export interface QueryResult<R> {
  rows: R[];
  rowCount: number;
}

/** Runs one statement with bind parameters. Values are always strings or null: each driver
 * sends them as text and Postgres parses them into the type the statement casts to. */
export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<QueryResult<R>>;
  /** Runs a script of several statements without parameters (migrations, seed). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside begin/commit; rolls back when fn throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Calls onNotify with the payload of each NOTIFY on the channel (LISTEN). */
  listen(channel: string, onNotify: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

/** The fields of a Postgres error both drivers expose. */
export interface PgErrorFields {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPgError(e: unknown): e is Error & PgErrorFields {
  return e instanceof Error && typeof (e as { code?: unknown }).code === 'string';
}
