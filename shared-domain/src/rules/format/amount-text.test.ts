import { describe, expect, it } from 'vitest';
import { amountTextReading, parseAmountText, parseSignedAmountText } from './amount-text';

/** Each row: what is typed, and the amount read (a number) or why it is refused. */
const TABLE: [text: string, read: number | 'invalid' | 'negative'][] = [
  // Romanian writing: a decimal comma, thousands grouped by dots or spaces.
  ['1.234,56', 1234.56],
  ['1234,56', 1234.56],
  ['1 234,56', 1234.56],
  ['1\u00A0234,56', 1234.56],
  ['1\u202F234,56', 1234.56],
  ['1 234 567', 1234567],
  ['1.234.567,5', 1234567.5],
  ['12,5', 12.5],
  ['0,5', 0.5],
  ['298', 298],
  ['  298  ', 298],
  ['007', 7],
  ['0', 0],
  ['0,000', 0],
  // A trailing currency word, any case, with or without a space.
  ['12,5 lei', 12.5],
  ['12 lei', 12],
  ['12 RON', 12],
  ['12ron', 12],
  ['1 leu', 1],
  ['1.234,56 Lei', 1234.56],
  // A dot: decimal mark, unless exactly three digits follow a first group of 1 to 3 digits.
  ['1234.56', 1234.56],
  ['12.50', 12.5],
  ['1.5', 1.5],
  ['1.234', 1234],
  ['123.456', 123456],
  ['1.234.567', 1234567],
  ['0.001', 0.001],
  ['1234.567', 1234.567],
  ['1000000.001', 1000000.001],
  ['1 234.5', 1234.5],
  // Both separators: the last one is the decimal mark.
  ['1,234.56', 1234.56],
  ['1,234,567.89', 1234567.89],
  // Several commas group thousands (the decimal mark appears once).
  ['1,234,567', 1234567],
  // Never rounded: the callers' precision rules refuse what has too many decimals.
  ['1,2345', 1.2345],
  ['1.2345', 1.2345],
  // A minus before a valid amount (hyphen or U+2212).
  ['-5', 'negative'],
  ['-1.234,56 lei', 'negative'],
  ['\u22125', 'negative'],
  ['-0', 'negative'],
  // Not amounts.
  ['', 'invalid'],
  ['   ', 'invalid'],
  ['lei', 'invalid'],
  ['abc', 'invalid'],
  ['12a', 'invalid'],
  ['1e3', 'invalid'],
  ['0x10', 'invalid'],
  ['--5', 'invalid'],
  ['-abc', 'invalid'],
  ['+5', 'invalid'],
  ['- 5', 'invalid'],
  ['12,', 'invalid'],
  [',5', 'invalid'],
  ['.5', 'invalid'],
  ['1.', 'invalid'],
  ['1.23.4', 'invalid'],
  ['1..234', 'invalid'],
  ['12.34.567', 'invalid'],
  ['0.123.456', 'invalid'],
  ['1.234,5,6', 'invalid'],
  ['1.234,567.8', 'invalid'],
  ['1,5,3', 'invalid'],
  ['12 34', 'invalid'],
  ['1  234', 'invalid'],
  ['1.234 567,5', 'invalid'],
  ['1,234 56', 'invalid'],
  ['12 lei lei', 'invalid'],
  ['lei 12', 'invalid'],
  ['1'.repeat(400), 'invalid'],
];

describe('parseAmountText', () => {
  it.each(TABLE)('reads %j as %s', (text, read) => {
    const result = parseAmountText(text);
    expect(result).toEqual(typeof read === 'number' ? { ok: true, value: read } : { ok: false, error: read });
  });
});

describe('amountTextReading', () => {
  it.each([
    ['1234.56', '1.234,56'],
    ['1.234', '1.234'],
    ['1 234', '1.234'],
    ['12 lei', '12'],
    ['12,5 lei', '12,50'],
    ['1.2345', '1,2345'],
    ['1000000.001', '1.000.000,001'],
  ])('reads %j as %s', (text, reading) => {
    expect(amountTextReading(text)).toBe(reading);
  });
  it('shows nothing for plain digits with at most a decimal comma, or for what is not an amount', () => {
    for (const text of ['1200', ' 12,5 ', '0,001', '', 'abc', '-5', '1.23.4']) expect(amountTextReading(text), text).toBeNull();
  });
});

describe('parseSignedAmountText', () => {
  it.each<[text: string, mark: ',' | '.', read: number | 'invalid']>([
    ['1.234,56', ',', 1234.56],
    ['1 234,56', ',', 1234.56],
    ['1234,56', ',', 1234.56],
    ['-1.234,56', ',', -1234.56],
    ['1,234.56', '.', 1234.56],
    ['1234.56', '.', 1234.56],
    ['1.234', '.', 1.234],
    ['1.234', ',', 1234],
    ['1,234', ',', 1.234],
    ['-12.5', '.', -12.5],
    ['\u221212,5', ',', -12.5],
    ['+12,50', ',', 12.5],
    ['12,00-', ',', -12],
    ['(12,00)', ',', -12],
    ['(1,234.00)', '.', -1234],
    ['12,50 lei', ',', 12.5],
    ['12.50 EUR', '.', 12.5],
    ['-0,00', ',', 0],
    ['0', '.', 0],
    ['', ',', 'invalid'],
    ['abc', '.', 'invalid'],
    ['12,', ',', 'invalid'],
    ['1,2,3', ',', 'invalid'],
    ['1.23.4', ',', 'invalid'],
    ['12.34', ',', 'invalid'],
    ['1,234,56', '.', 'invalid'],
    ['--5', '.', 'invalid'],
    ['(-)', '.', 'invalid'],
    ['1'.repeat(400), '.', 'invalid'],
  ])('reads %j with the mark %j as %s', (text, mark, read) => {
    expect(parseSignedAmountText(text, mark)).toEqual(typeof read === 'number' ? { ok: true, value: read } : { ok: false, error: 'invalid' });
  });
});
