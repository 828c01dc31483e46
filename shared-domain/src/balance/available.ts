/**
 * What the client does with the server's balance. What counts in it (status, date, amounts) is
 * decided once, in SQL (private.counted_amount, get_available_balance): nothing here recounts it.
 */

export const BALANCE_MESSAGES = {
  negativeBalance: 'Soldul disponibil este negativ. Verifică tranzacțiile.',
} as const;

/** Colour of the widget: green above zero, red below, grey at zero. */
export type BalanceTone = 'positive' | 'negative' | 'zero';
export const balanceTone = (amount: number): BalanceTone => (amount > 0 ? 'positive' : amount < 0 ? 'negative' : 'zero');

/** The warning to show under a negative balance, or null (spec point 4). */
export const negativeBalanceWarning = (amount: number): string | null =>
  amount < 0 ? BALANCE_MESSAGES.negativeBalance : null;
