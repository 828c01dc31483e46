import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  amountFieldText,
  amountReading,
  currencySymbol,
  formatAmount,
  formatMoney,
  formatSignedMoney,
  formatWholeMoney,
  formatWholeNumber,
  MINUS_SIGN,
  toBani,
} from './money';

describe('money formatting', () => {
  it.each([
    [89.99, '89,99'],
    [70.5, '70,50'],
    [1234.56, '1.234,56'],
    [-0.5, '-0,50'],
    [0.01, '0,01'],
    [1000, '1.000'],
    [1234567.891, '1.234.567,89'],
    [12.345, '12,35'],
    [0.285, '0,29'],
    [1.115, '1,12'],
    [999999.995, '1.000.000'],
    [999.999, '1.000'],
    [0.004, '0'],
    [-0.004, '0'],
    [0.1 + 0.2, '0,30'],
  ])('writes %s as %s: bani with two decimals, whole amounts without', (amount, text) => {
    expect(formatAmount(amount)).toBe(text);
  });
  it('writes what Intl.NumberFormat("ro-RO") writes: two decimals when there are bani, none when whole', () => {
    const whole = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 0 });
    const bani = new Intl.NumberFormat('ro-RO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const wholes = [0, 7, 99, 999, 1000, 9999, 10_000, 123_456, 999_999, 1_000_000, 12_345_678, 987_654_321, -1, -999, -1000, -45_678, -1_000_000];
    for (const n of wholes) expect(formatAmount(n)).toBe(whole.format(n));
    const fractional = [0.01, 0.5, 0.285, 1.005, 1.115, 2.675, 12.345, 89.99, 999.99, 1234.56, 98_765.432, 999_999.99, -0.005, -0.5, -1234.56, -45_678.9];
    for (const n of fractional) expect(formatAmount(n), String(n)).toBe(bani.format(n));
  });
  it('never shows -0 and passes through what is not a number', () => {
    expect(formatAmount(-0.004)).toBe('0');
    expect(formatAmount(Number.NaN)).toBe('NaN');
  });
  it('counts bani half away from zero, from the amount to a thousandth', () => {
    expect([0.285, -0.285, 1.115, 0.004, -0.005, 12].map(toBani)).toEqual([29, -29, 112, 0, -1, 1200]);
  });
  it('writes whole numbers for counts and the header balance', () => {
    expect(formatWholeNumber(1234567.6)).toBe('1.234.568');
    expect(formatWholeNumber(-12345.4)).toBe('-12.345');
    expect(formatWholeNumber(-0.4)).toBe('0');
    expect(formatWholeMoney(89.99)).toBe('90 lei');
    expect(formatWholeMoney(-1234.4, 'EUR')).toBe('-1.234 €');
  });
  it('writes RON as lei by default and the other symbols after the number', () => {
    expect(formatMoney(1000)).toBe('1.000 lei');
    expect(formatMoney(89.99)).toBe('89,99 lei');
    expect(formatMoney(250, 'EUR')).toBe('250 €');
    expect(formatMoney(5.5, 'USD')).toBe('5,50 $');
    expect(formatMoney(7, 'GBP')).toBe('7 £');
    expect(currencySymbol()).toBe('lei');
  });
  // Issue 28 point 13: lists wrote '−' (U+2212) where the formatter wrote '-'; one sign now.
  it('writes every negative amount with the one minus sign, the hyphen-minus', () => {
    const written = [formatAmount(-5), formatWholeNumber(-5), formatMoney(-5), formatWholeMoney(-5), formatSignedMoney(-5), amountReading(-5), amountFieldText(-5)];
    expect(MINUS_SIGN).toBe('-');
    for (const text of written) expect(text.startsWith(`${MINUS_SIGN}5`), text).toBe(true);
  });
  it('signs positive differences, to the ban', () => {
    expect(formatSignedMoney(150)).toBe('+150 lei');
    expect(formatSignedMoney(0.2)).toBe('+0,20 lei');
    expect(formatSignedMoney(-20.5)).toBe('-20,50 lei');
    expect(formatSignedMoney(0.004)).toBe('0 lei');
  });
});

describe('amount readings and field texts', () => {
  it.each([
    [1234.56, '1.234,56', '1234,56'],
    [12.5, '12,50', '12,50'],
    [12.345, '12,345', '12,345'],
    [1.2345, '1,2345', '1,2345'],
    [1000000, '1.000.000', '1000000'],
    [89.99, '89,99', '89,99'],
    [0.001, '0,001', '0,001'],
    [1e-7, '0,0000001', '0,0000001'],
    [-1234.5, '-1.234,50', '-1234,50'],
  ])('%s reads %s and starts a field as %s, never rounded', (value, reading, field) => {
    expect(amountReading(value)).toBe(reading);
    expect(amountFieldText(value)).toBe(field);
  });
});

describe('the rules subpath on the first paint', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });
  it('creates no Intl formatter when it loads or formats money (ICU locale data would load before the first paint)', async () => {
    vi.resetModules();
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    const rules = await import('../index');
    expect(rules.formatMoney(4764.5)).toBe('4.764,50 lei');
    expect(rules.parseAmountText('4.764,5 lei')).toEqual({ ok: true, value: 4764.5 });
    expect(rules.TRANSACTION_FORM_MESSAGES.amountMax).toBe('Suma nu poate depăși 1.000.000');
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateTimeFormat).not.toHaveBeenCalled();
  });
});
