import { CURRENCY_SYMBOLS, DEFAULT_CURRENCY } from '@buget/shared-domain/constants';
import type { Currency } from '@buget/shared-domain/schemas';

// One formatter, built once: Intl formatters are costly to create and this runs per grid cell.
const wholeNumber = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** A whole number in the Romanian locale: 1234567.6 → '1.234.568'. Never '-0'. */
export const formatAmount = (amount: number): string => {
  const rounded = Math.round(amount);
  return wholeNumber.format(rounded === 0 ? 0 : rounded);
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
