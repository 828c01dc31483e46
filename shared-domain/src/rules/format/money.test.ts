import { describe, expect, it } from 'vitest';
import { currencySymbol, formatAmount, formatMoney, formatSignedMoney } from './money';

describe('money formatting', () => {
  it('uses the Romanian locale with no decimals', () => {
    expect(formatAmount(1234567.6)).toBe('1.234.568');
    expect(formatAmount(-12345.4)).toBe('-12.345');
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
