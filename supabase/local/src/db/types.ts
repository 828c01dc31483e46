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
  /**
   * Runs fn inside begin/commit; rolls back when fn throws. A preamble (statements without
   * parameters, literals quoted with sqlLiteral) runs right after begin, in the same round trip
   * to the server where the driver allows it. readOnly: the transaction cannot write (its
   * preamble says so), so nothing waits for its commit where the driver allows it.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, preamble?: string, readOnly?: boolean): Promise<T>;
  /** Calls onNotify with the payload of each NOTIFY on the channel (LISTEN). */
  listen(channel: string, onNotify: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

/**
 * A value as a SQL string literal for a preamble, quoted as libpq's PQescapeLiteral does: quotes
 * doubled, and an E'' literal with doubled backslashes when there are any, so it reads the same
 * whatever standard_conforming_strings says. NUL cannot be in Postgres text: refused.
 */
export function sqlLiteral(value: string): string {
  if (value.includes('\0')) throw new Error('NUL in a SQL literal');
  const quoted = `'${value.replace(/'/g, "''")}'`;
  return value.includes('\\') ? ` E${quoted.replace(/\\/g, '\\\\')}` : quoted;
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
