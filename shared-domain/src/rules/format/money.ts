import { CURRENCY_SYMBOLS, DEFAULT_CURRENCY } from '@buget/shared-domain/constants';
import type { Currency } from '@buget/shared-domain/schemas';

/**
 * A whole number in the Romanian locale: 1234567.6 → '1.234.568', -1500 → '-1.500'. Never '-0'.
 * Grouped by hand, as Intl.NumberFormat('ro-RO') groups it (money.test.ts compares them): the first
 * Intl formatter a page creates loads ICU's locale data (≈ 20 ms, ≈ 80 ms on bench:vitals' slow
 * phone) before the first paint, and this runs per grid cell.
 */
export const formatAmount = (amount: number): string => {
  const rounded = Math.round(amount);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+$)/g, '.');
  return rounded < 0 ? `-${digits}` : digits;
};

export const currencySymbol = (currency: Currency = DEFAULT_CURRENCY): string => CURRENCY_SYMBOLS[currency];

/** Money as Romanians write it, symbol after the number: '1.000 lei', '250 €'. */
export const formatMoney = (amount: number, currency: Currency = DEFAULT_CURRENCY): string =>
  `${formatAmount(amount)} ${currencySymbol(currency)}`;

/** With an explicit sign for differences: '+150 lei', '-20 lei', '0 lei'. */
export const formatSignedMoney = (amount: number, currency: Currency = DEFAULT_CURRENCY): string => {
  const text = formatMoney(amount, currency);
  return Math.round(amount) > 0 ? `+${text}` : text;
};
