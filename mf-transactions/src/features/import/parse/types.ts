import type { CsvEncoding } from '@buget/shared-domain/imports';

/** What a statement file was read as (issue 25 point 1); the layouts are in layouts/index.ts. */
export type StatementFormat = 'bt-csv' | 'ing-csv' | 'revolut-csv' | 'mt940' | 'camt053' | 'ofx' | 'csv-mapped';

/** What the bank says of an entry: only BOOKED rows are imported by default. */
export type BankState = 'BOOKED' | 'PENDING' | 'DECLINED' | 'REVERTED';

export interface StatementRow {
  /** 1-based line (or entry number for XML) in the file, for messages. */
  line: number;
  /** yyyy-mm-dd: the booking date, or the value date when there is no booking date. */
  date: string;
  /** > 0, rounded to 0.001, as the bank wrote it. */
  amount: number;
  type: 'INCOME' | 'EXPENSE';
  /** Cedilla ş/ţ already turned into ș/ț; trimmed; '' allowed. */
  description: string;
  payee: string | null;
  /** The bank's own id for the entry, when the format has one. */
  reference: string | null;
  state: BankState;
  /** ISO code when the file says. */
  currency: string | null;
}

/** A row that could not be read, with why (Romanian); the other rows stay importable. */
export interface RefusedRow {
  line: number;
  raw: string;
  reason: string;
}

export interface ParsedStatement {
  format: StatementFormat;
  /** 'Banca Transilvania (CSV)' … */
  formatLabel: string;
  rows: StatementRow[];
  refused: RefusedRow[];
}

export type ParseOutcome =
  | { kind: 'parsed'; statement: ParsedStatement }
  /** A CSV no known layout fits: the user maps its columns. */
  | { kind: 'needs-mapping'; table: CsvTable }
  /** Romanian, naming what was expected. */
  | { kind: 'error'; message: string };

export interface CsvTable {
  delimiter: string;
  encoding: CsvEncoding;
  /** The first 20 rows. */
  rows: string[][];
  /** A stable signature of the header row, for offering a saved mapping. */
  shape: string;
}
