import { AMOUNT } from '@buget/shared-domain/constants';
import { err, ok, parseAmountText, type Result } from '@buget/shared-domain/rules';

export const RECONCILE_FORM_MESSAGES = {
  required: 'Scrie soldul pe care îl arată banca azi.',
  unreadable: 'Suma nu poate fi citită. Scrie-o ca în aplicația băncii, de exemplu 1.234,56.',
  tooLarge: 'Soldul poate fi cel mult 1.000.000, în plus sau în minus.',
  tooPrecise: 'Soldul poate avea cel mult trei zecimale.',
} as const;

/** A leading hyphen-minus or U+2212: an overdraft or a credit card's debt. */
const LEADING_MINUS = /^\s*[-\u2212]\s*/;

/**
 * What the bank shows, as Romanians write it ('1.234,56', '-250,5 lei'), by the rules of a
 * transaction's amount (at most 1,000,000 either way, at most three decimals): the number, or the
 * Romanian message for the field.
 */
export function readBankBalance(text: string): Result<number, string> {
  if (text.trim() === '') return err(RECONCILE_FORM_MESSAGES.required);
  const negative = LEADING_MINUS.test(text);
  const read = parseAmountText(negative ? text.replace(LEADING_MINUS, '') : text);
  if (!read.ok) return err(RECONCILE_FORM_MESSAGES.unreadable);
  if (read.value > AMOUNT.max) return err(RECONCILE_FORM_MESSAGES.tooLarge);
  const mills = read.value * 1000;
  if (Math.abs(mills - Math.round(mills)) > 1e-6) return err(RECONCILE_FORM_MESSAGES.tooPrecise);
  return ok(negative && read.value !== 0 ? -read.value : read.value);
}

/** Bank minus Buget, exact to the thousandth (the figures have at most three decimals). */
export const differenceOf = (bank: number, own: number): number => Math.round(bank * 1000 - own * 1000) / 1000;
