/**
 * What the client does with the server's balance. What counts in it (status, date, amounts) is
 * decided once, in SQL (private.counted_amount, get_available_balance): nothing here recounts it.
 */

/** The least a transaction row needs for a sum; `type` and `execution_status` are strings to admit bad data. */
export type BalanceEntry = {
  type: string;
  amount: number;
  actual_amount?: number | null;
  execution_status?: string | null;
};

export const BALANCE_MESSAGES = {
  negativeBalance: 'Soldul disponibil este negativ. Verificați tranzacțiile.',
} as const;

/** A MODIFIED transaction with an actual_amount is worth that; everything else its amount. */
export const effectiveAmount = (entry: BalanceEntry): number =>
  entry.execution_status === 'MODIFIED' && entry.actual_amount != null ? entry.actual_amount : entry.amount;

/** Colour of the widget: green above zero, red below, grey at zero. */
export type BalanceTone = 'positive' | 'negative' | 'zero';
export const balanceTone = (amount: number): BalanceTone => (amount > 0 ? 'positive' : amount < 0 ? 'negative' : 'zero');

/** The warning to show under a negative balance, or null (spec point 4). */
export const negativeBalanceWarning = (amount: number): string | null =>
  amount < 0 ? BALANCE_MESSAGES.negativeBalance : null;
