import { CURRENCY_SYMBOLS, DEFAULT_CURRENCY, type Currency } from '@buget/shared-domain/constants';

// Everything here is written by hand, as Intl.NumberFormat('ro-RO') writes it (money.test.ts
// compares them): the first Intl formatter a page creates loads ICU's locale data (≈ 20 ms, ≈ 80 ms
// on bench:vitals' slow phone) before the first paint, and this runs per grid cell.

/**
 * The one minus sign of every amount the app writes: the hyphen-minus, as the Romanian locale's
 * number symbols (CLDR, Intl 'ro-RO') have it and a keyboard and a spreadsheet read it. Screens
 * that sign an amount go through these formatters; the amount parsers also take U+2212 when typed.
 */
export const MINUS_SIGN = '-';

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+$)/g, '.');

/**
 * An amount in whole bani (hundredths), half away from zero, read from its value to a thousandth
 * (the finest an amount is stored with), so 0.285 gives 29 and 1.115 gives 112 as their decimal
 * writing says, not 28 and 111 as their binary value would.
 */
export const toBani = (amount: number): number => {
  const bani = Math.round(Math.round(Math.abs(amount) * 1000) / 10);
  return amount < 0 ? -bani : bani;
};

/**
 * An amount as lists show it, in the Romanian locale: bani with exactly two decimals and a decimal
 * comma when it has any ('89,99', '1.234,50', '-0,50'), none when it is whole in bani ('1.000').
 * Three decimals are rounded to two. Never '-0'.
 */
export const formatAmount = (amount: number): string => {
  if (!Number.isFinite(amount)) return String(amount);
  const bani = toBani(amount);
  const abs = Math.abs(bani);
  const lei = groupThousands(String(Math.floor(abs / 100)));
  const rest = abs % 100;
  const text = rest === 0 ? lei : `${lei},${String(rest).padStart(2, '0')}`;
  return bani < 0 ? `${MINUS_SIGN}${text}` : text;
};

/** A whole number in the Romanian locale: counts, and the header's balance. 1234567.6 → '1.234.568'. Never '-0'. */
export const formatWholeNumber = (n: number): string => {
  const rounded = Math.round(n);
  const digits = groupThousands(String(Math.abs(rounded)));
  return rounded < 0 ? `${MINUS_SIGN}${digits}` : digits;
};

/** The decimal digits of a value, without an exponent: 1e-7 → ['0', '0000001']. */
const decimalParts = (value: number): [whole: string, fraction: string] => {
  const abs = Math.abs(value);
  const plain = String(abs).includes('e') ? abs.toFixed(20).replace(/\.?0+$/, '') : String(abs);
  const [whole = '0', fraction = ''] = plain.split('.');
  return [whole, fraction];
};

const writeExactly = (value: number, grouped: boolean): string => {
  const [whole, fraction] = decimalParts(value);
  const lei = grouped ? groupThousands(whole) : whole;
  const text = fraction === '' ? lei : `${lei},${fraction.padEnd(2, '0')}`;
  return value < 0 ? `${MINUS_SIGN}${text}` : text;
};

/**
 * How an amount typed into a field was read, for the field to show before it is saved: as lists
 * write it ('1.234,56', '12,50', '1.000', '-5'), but every decimal kept ('12,345'): nothing is rounded.
 */
export const amountReading = (value: number): string => writeExactly(value, true);

/**
 * The text an amount field starts with when an amount is edited: every decimal, a decimal comma,
 * bani with two digits, no thousands dots ('89,99', '1234,50', '1200'), so deleting a digit
 * never turns a thousands dot into a decimal point ('-1234,50': the CSV export's number too).
 */
export const amountFieldText = (value: number): string => writeExactly(value, false);

export const currencySymbol = (currency: Currency = DEFAULT_CURRENCY): string => CURRENCY_SYMBOLS[currency];

/** Money as Romanians write it, symbol after the number: '1.000 lei', '89,99 lei', '250 €'. */
export const formatMoney = (amount: number, currency: Currency = DEFAULT_CURRENCY): string =>
  `${formatAmount(amount)} ${currencySymbol(currency)}`;

/** Money in whole units, for the header's available balance (spec 'Available-balance widget': 'RON, no decimals'). */
export const formatWholeMoney = (amount: number, currency: Currency = DEFAULT_CURRENCY): string =>
  `${formatWholeNumber(amount)} ${currencySymbol(currency)}`;

/** With an explicit sign for differences: '+150 lei', '-20,50 lei', '0 lei'. */
export const formatSignedMoney = (amount: number, currency: Currency = DEFAULT_CURRENCY): string => {
  const text = formatMoney(amount, currency);
  return toBani(amount) > 0 ? `+${text}` : text;
};
