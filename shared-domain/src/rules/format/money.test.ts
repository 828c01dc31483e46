import { afterEach, describe, expect, it, vi } from 'vitest';
import { currencySymbol, formatAmount, formatMoney, formatSignedMoney } from './money';

describe('money formatting', () => {
  it('uses the Romanian locale with no decimals', () => {
    expect(formatAmount(1234567.6)).toBe('1.234.568');
    expect(formatAmount(-12345.4)).toBe('-12.345');
  });
  it('groups every size of number as Intl.NumberFormat("ro-RO") does', () => {
    const intl = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 0 });
    for (const n of [0, 7, 99, 999, 1000, 9999, 10_000, 123_456, 999_999, 1_000_000, 12_345_678, 987_654_321, -1, -999, -1000, -45_678, -1_000_000]) {
      expect(formatAmount(n)).toBe(intl.format(n));
    }
  });
  it('never shows -0', () => {
    expect(formatAmount(-0.4)).toBe('0');
  });
  it('writes RON as lei by default and the other symbols after the number', () => {
    expect(formatMoney(1000)).toBe('1.000 lei');
    expect(formatMoney(250, 'EUR')).toBe('250 €');
    expect(formatMoney(5, 'USD')).toBe('5 $');
    expect(formatMoney(7, 'GBP')).toBe('7 £');
    expect(currencySymbol()).toBe('lei');
  });
  it('signs positive differences', () => {
    expect(formatSignedMoney(150)).toBe('+150 lei');
    expect(formatSignedMoney(-20)).toBe('-20 lei');
    expect(formatSignedMoney(0.2)).toBe('0 lei');
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
    expect(rules.formatMoney(4764)).toBe('4.764 lei');
    expect(rules.TRANSACTION_FORM_MESSAGES.amountMax).toBe('Suma nu poate depăși 1.000.000');
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateTimeFormat).not.toHaveBeenCalled();
  });
});
