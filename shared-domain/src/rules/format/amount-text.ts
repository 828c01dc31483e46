import { err, ok, type Result } from '../result/result';
import { amountReading } from './money';

/** Why a text is not an amount: not a number as Romanians write one, or a number with a minus. */
export type AmountTextError = 'invalid' | 'negative';

/** A trailing currency word, with or without a space before it: '12 lei', '12RON', '1 leu'. */
const CURRENCY_WORD = /\s*(?:lei|leu|ron)$/i;
/** The hyphen-minus the app writes (MINUS_SIGN), or the minus sign U+2212 pasted from elsewhere ('−20 lei'). */
const MINUS = /^[-\u2212]/;
/** Starts with a digit; then digits, dots, commas and the spaces that group thousands. */
const NUMBER_CHARACTERS = /^\d[\d.,\u0020\u00A0\u202F]*$/;
const DIGITS = /^\d+$/;
/** A single dot that groups thousands: 1 to 3 digits (not a leading 0), the dot, exactly 3 digits. */
const THOUSANDS_DOT = /^[1-9]\d{0,2}\.\d{3}$/;

const count = (text: string, char: string): number => text.split(char).length - 1;

/**
 * Where the decimal mark is, or -1 for none (undefined when the separators contradict each other).
 * Both '.' and ',': the last one, which must appear once. Only commas: one is the decimal mark,
 * several group thousands. Only dots: several group thousands; one groups thousands when exactly
 * three digits follow a well-formed first group ('1.234'), else it is the decimal mark ('1.5',
 * '0.001', '1234.567').
 */
const decimalMarkAt = (body: string): number | undefined => {
  const dot = body.lastIndexOf('.');
  const comma = body.lastIndexOf(',');
  if (dot >= 0 && comma >= 0) {
    const mark = Math.max(dot, comma);
    return count(body, body.charAt(mark)) === 1 ? mark : undefined;
  }
  if (comma >= 0) return count(body, ',') === 1 ? comma : -1;
  if (dot >= 0) return count(body, '.') === 1 && !THOUSANDS_DOT.test(body) ? dot : -1;
  return -1;
};

/** The digits of a whole part: plain ('1234'), or grouped by threes with one separator ('1.234.567', '1 234'). */
const ungroup = (whole: string): string | undefined => {
  if (DIGITS.test(whole)) return whole;
  const separator = /\D/.exec(whole)?.[0] ?? '';
  const groups = whole.split(separator);
  const wellFormed = /^[1-9]\d{0,2}$/.test(groups[0] ?? '') && groups.slice(1).every((group) => /^\d{3}$/.test(group));
  return wellFormed ? groups.join('') : undefined;
};

const readUnsigned = (body: string): number | undefined => {
  if (!NUMBER_CHARACTERS.test(body)) return undefined;
  const mark = decimalMarkAt(body);
  if (mark === undefined) return undefined;
  const whole = ungroup(mark < 0 ? body : body.slice(0, mark));
  const fraction = mark < 0 ? '0' : body.slice(mark + 1);
  if (whole === undefined || !DIGITS.test(fraction)) return undefined;
  const value = Number(`${whole}.${fraction}`);
  return Number.isFinite(value) ? value : undefined;
};

/**
 * An amount as Romanians type it (issue 22 point 6), read exactly, never rounded: '1.234,56',
 * '1234,56', '1 234,56' (also with U+00A0 or U+202F), '12,5 lei', '12 RON', '1234.56', '1.234' (a
 * thousands dot), '1,234.56' (the last separator is the decimal mark). A leading minus before a
 * valid amount is reported as 'negative' (so a field can say "not negative"), anything else that is
 * not an amount as 'invalid'. Limits (zero, maximum, decimals) are the caller's rules.
 */
export const parseAmountText = (text: string): Result<number, AmountTextError> => {
  let body = text.trim().replace(CURRENCY_WORD, '');
  const negative = MINUS.test(body);
  if (negative) body = body.slice(1);
  const value = readUnsigned(body);
  if (value === undefined) return err('invalid');
  return negative ? err('negative') : ok(value);
};

/** A trailing ISO currency code after a statement's amount: '12,50 EUR'. */
const CURRENCY_CODE = /\s*[A-Z]{3}$/;

/**
 * An amount as a file writes it when its decimal mark is known (a bank statement, or a CSV whose
 * mark the user chose), with its sign: '1.234,56' and '1 234,56' with ',', '1,234.56' with '.'; a
 * minus before or after it ('-12,00', '12,00-', U+2212), a '+', or accounting parentheses
 * ('(12,00)') make it negative. Unlike parseAmountText, '1.234' with the mark '.' is 1.234 and
 * '12,' is invalid. Read exactly, never rounded.
 */
export const parseSignedAmountText = (text: string, decimalMark: ',' | '.'): Result<number, 'invalid'> => {
  let body = text.trim();
  let negative = false;
  if (body.startsWith('(') && body.endsWith(')')) {
    negative = true;
    body = body.slice(1, -1).trim();
  }
  body = body.replace(CURRENCY_WORD, '').replace(CURRENCY_CODE, '');
  if (MINUS.test(body) || body.startsWith('+')) {
    negative = negative !== MINUS.test(body);
    body = body.slice(1);
  } else if (body.endsWith('-')) {
    negative = !negative;
    body = body.slice(0, -1).trimEnd();
  }
  if (!NUMBER_CHARACTERS.test(body)) return err('invalid');
  const mark = body.indexOf(decimalMark);
  if (mark >= 0 && body.lastIndexOf(decimalMark) !== mark) return err('invalid');
  const whole = ungroup(mark < 0 ? body : body.slice(0, mark));
  const fraction = mark < 0 ? '0' : body.slice(mark + 1);
  if (whole === undefined || !DIGITS.test(fraction)) return err('invalid');
  const value = Number(`${whole}.${fraction}`);
  if (!Number.isFinite(value)) return err('invalid');
  return ok(negative && value !== 0 ? -value : value);
};

/** Digits with at most a decimal comma: read as written, so there is nothing to show. */
const PLAIN_TEXT = /^\d+(?:,\d+)?$/;

/**
 * What an amount field shows under itself while it is typed ('Citit: …'): the reading of the text
 * ('1.234,56' for '1234.56', '1.234' for '1.234' or '1 234', '12' for '12 lei'), or null when the
 * text is not an amount, or is plain digits with at most a decimal comma ('1200', '12,5').
 */
export const amountTextReading = (text: string): string | null => {
  if (PLAIN_TEXT.test(text.trim())) return null;
  const read = parseAmountText(text);
  return read.ok ? amountReading(read.value) : null;
};
