import * as z from 'zod/mini';
import { CURRENCIES, MEMORY_THRESHOLD } from '@buget/shared-domain/constants';
import type { Database } from '@buget/shared-domain/data';
import { accountTypeSchema, categoryDataSchema, frequencySchema, isoDateSchema } from '@buget/shared-domain/schemas';
import { LISTED_TRANSACTION_TYPES } from '@buget/shared-domain/transactions';

/**
 * The backup file (issue 14 points 3–4): everything the user owns, one table each, in a compact
 * JSON that the export writes page by page and the restore validates with the same schema.
 *
 *   { format: 'buget-backup', schemaVersion: 1, exportedAt, userId, email,
 *     tables: { <table>: { columns: [...], rows: [[...], ...] } } }
 *
 * A row is an array in the order of its table's `columns` (half the size of an object per row:
 * 100,000 transactions take about 27 MB instead of 52). Each table's row schema is tied to the
 * generated database types: it must list exactly the table's columns except user_id (the
 * restore writes the caller's) and generated ones (the database computes them), so a migration
 * that adds a column fails the typecheck here until the backup carries it.
 */
export const BACKUP_FORMAT = 'buget-backup';
export const BACKUP_SCHEMA_VERSION = 1;

/** The tables of a backup, in the order they are written and restored (references first). */
export const BACKUP_TABLES = ['user_accounts', 'custom_categories', 'user_settings', 'recurring_rules', 'transactions'] as const;
export type BackupTable = (typeof BACKUP_TABLES)[number];

/** The most rows of each table a backup may carry; the server's private.backup_row_limit is the same. */
export const BACKUP_ROW_LIMITS: Record<BackupTable, number> = {
  user_accounts: 10,
  custom_categories: 1,
  user_settings: 1,
  recurring_rules: 150_000,
  transactions: 150_000,
};

/** A larger file is refused before it is read (150,000 transactions take about 40 MB). */
export const MAX_BACKUP_FILE_BYTES = 40 * 1024 * 1024;

/** Rows per staged part of a restore (the server takes at most MEMORY_THRESHOLD a part). */
export const RESTORE_PART_ROWS = MEMORY_THRESHOLD / 2;

type Tables = Database['public']['Tables'];
/** Columns the database generates (never written: `never` in the Insert type). */
type GeneratedColumns<T extends BackupTable> = {
  [K in keyof Tables[T]['Insert']]-?: [Exclude<Tables[T]['Insert'][K], undefined>] extends [never] ? K : never;
}[keyof Tables[T]['Insert']];
/** Columns a backup does not carry: a row's import batch (batches are not backed up; a restored row belongs to none). */
type NotBackedUp = 'import_batch_id';
/** A row of a table as the backup holds it. */
export type BackupRow<T extends BackupTable> = Omit<Tables[T]['Row'], 'user_id' | GeneratedColumns<T> | NotBackedUp>;

/**
 * Columns added to a table after backups were first written, at the end of its columns: a file
 * written before lacks them, and its rows read them as null.
 */
const ADDED_LATER: Partial<Record<BackupTable, readonly string[]>> = {
  user_accounts: ['last_reconciled_at'],
  recurring_rules: ['transfer_day'],
  transactions: ['import_reference', 'reconciled_at', 'to_amount', 'to_currency'],
};

const uuid = z.guid();
const timestamp = z.iso.datetime({ offset: true });
const money = z.number().check(z.refine(Number.isFinite));
const currency = z.enum(CURRENCIES);
const nullableDate = z.nullable(isoDateSchema);

const rowSchemas = {
  user_accounts: z.strictObject({
    id: uuid,
    name: z.string(),
    account_type: accountTypeSchema,
    initial_balance: money,
    current_balance: money,
    currency,
    included_in_total: z.boolean(),
    display_order: z.int(),
    is_active: z.boolean(),
    is_default: z.boolean(),
    icon_name: z.nullable(z.string()),
    monthly_transfer_enabled: z.boolean(),
    balance_start_date: nullableDate,
    created_at: timestamp,
    updated_at: timestamp,
    last_reconciled_at: z.nullable(timestamp),
  }),
  custom_categories: z.strictObject({
    category_data: categoryDataSchema,
    version: z.int(),
    created_at: timestamp,
    updated_at: timestamp,
  }),
  user_settings: z.strictObject({
    // The settings document; the server checks each key and value (private.check_user_settings).
    settings: z.record(z.string(), z.json()),
    version: z.int(),
    created_at: timestamp,
    updated_at: timestamp,
  }),
  recurring_rules: z.strictObject({
    id: uuid,
    transaction_id: uuid,
    amount: money,
    frequency: frequencySchema,
    is_active: z.boolean(),
    lookahead_days: z.int(),
    start_date: isoDateSchema,
    end_type: z.string(),
    occurrences: z.nullable(z.int()),
    end_date: nullableDate,
    last_generated_date: nullableDate,
    created_at: timestamp,
    updated_at: timestamp,
    transfer_day: z.nullable(z.int()),
  }),
  transactions: z.strictObject({
    id: uuid,
    account_id: z.nullable(uuid),
    // A transfer between accounts is a row too (issue 22 point 4): a backup holding one is read back.
    type: z.enum(LISTED_TRANSACTION_TYPES),
    amount: money,
    actual_amount: z.nullable(money),
    planned_amount: z.nullable(money),
    execution_status: z.nullable(z.string()),
    date: isoDateSchema,
    category: z.string(),
    subcategory: z.nullable(z.string()),
    description: z.nullable(z.string()),
    recurring: z.boolean(),
    frequency: frequencySchema,
    recurring_rule_id: z.nullable(uuid),
    currency,
    created_at: timestamp,
    updated_at: timestamp,
    copied_from_id: z.nullable(uuid),
    copy_batch_id: z.nullable(uuid),
    unplanned: z.boolean(),
    postponed_from_id: z.nullable(uuid),
    to_account_id: z.nullable(uuid),
    import_reference: z.nullable(z.string()),
    reconciled_at: z.nullable(timestamp),
    // Issue 26 point 2: what a transfer or saving added to its to-account, in that account's currency.
    to_amount: z.nullable(money),
    to_currency: z.nullable(currency),
  }),
};

// Compile-time: each schema's rows are exactly the table's backup rows (same keys, assignable).
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;
type RowsMatch = {
  [T in BackupTable]: SameKeys<z.output<(typeof rowSchemas)[T]>, BackupRow<T>> extends true
    ? z.output<(typeof rowSchemas)[T]> extends BackupRow<T>
      ? true
      : false
    : false;
};
const rowsMatchDatabase: RowsMatch = {
  user_accounts: true,
  custom_categories: true,
  user_settings: true,
  recurring_rules: true,
  transactions: true,
};
void rowsMatchDatabase;

/** Each table's columns in file order: its schema's keys. */
export const BACKUP_COLUMNS = Object.fromEntries(BACKUP_TABLES.map((table) => [table, Object.keys(rowSchemas[table].shape)])) as unknown as {
  [T in BackupTable]: readonly (keyof BackupRow<T> & string)[];
};

/** A row array of `columns`, turned into the table's row object and checked. */
function tableSchema<T extends BackupTable>(table: T) {
  const columns = BACKUP_COLUMNS[table];
  // A file written before some of the columns added later holds the ones before them only.
  const fewest = columns.length - (ADDED_LATER[table]?.length ?? 0);
  const toObject = (values: unknown[]): Record<string, unknown> => {
    const row: Record<string, unknown> = {};
    columns.forEach((column, i) => (row[column] = i < values.length ? values[i] : null));
    return row;
  };
  const readable = (length: number) => length >= fewest && length <= columns.length;
  // The checked row object; zod cannot follow the generic table through the pipe by itself.
  const row = z.pipe(
    z.pipe(z.array(z.unknown()).check(z.refine((values) => readable(values.length))), z.transform(toObject)),
    rowSchemas[table],
  ) as unknown as z.ZodMiniType<z.output<(typeof rowSchemas)[T]>, unknown[]>;
  return z.object({
    columns: z.array(z.string()).check(
      z.refine((given) => readable(given.length) && given.every((c, i) => c === columns[i]), {
        message: `columns must be ${columns.join(', ')}`,
      }),
    ),
    rows: z.array(row).check(z.maxLength(BACKUP_ROW_LIMITS[table])),
  });
}

/** What every backup starts with, read first so another format or version is named as such. */
export const backupHeaderSchema = z.object({ format: z.string(), schemaVersion: z.number() });

export const backupFileSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  schemaVersion: z.literal(BACKUP_SCHEMA_VERSION),
  exportedAt: timestamp,
  userId: uuid,
  email: z.string(),
  tables: z.object({
    user_accounts: tableSchema('user_accounts'),
    custom_categories: tableSchema('custom_categories'),
    user_settings: tableSchema('user_settings'),
    recurring_rules: tableSchema('recurring_rules'),
    transactions: tableSchema('transactions'),
  }),
});
export type BackupFile = z.output<typeof backupFileSchema>;
