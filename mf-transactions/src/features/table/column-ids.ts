import { TRANSACTION_TABLE_COLUMNS, type TransactionTableColumn } from '@buget/shared-domain/schemas';

/** A column of the table: spec point 3's, and issue 22's account and status. */
export type TableColumn = TransactionTableColumn | 'account' | 'status';

/**
 * The table's columns in their default order: spec point 3's (TRANSACTION_TABLE_COLUMNS), with the
 * account after the currency and the status after the date.
 */
export const TABLE_COLUMNS: readonly TableColumn[] = TRANSACTION_TABLE_COLUMNS.flatMap((column): TableColumn[] =>
  column === 'currency' ? [column, 'account'] : column === 'date' ? [column, 'status'] : [column],
);
