import { AMOUNT } from '@buget/shared-domain/constants';
import { err, ok, parseAmountText, type Result, GRID_VALUE_MESSAGES as M } from '@buget/shared-domain/rules';
import { roundAmount } from './round';

/**
 * An amount typed into a grid cell (spec point 5 'Inline grid editing': a valid number, not
 * negative) that a transaction can hold: above 0, at most AMOUNT.max, at most three decimals
 * (refused, never rounded, as the server refuses them). Text is read as Romanians write amounts
 * (parseAmountText: '1.234,56', '1 234,5', '12 lei'); letters and exponents are not numbers here.
 */
export const validateGridAmount = (input: string | number): Result<number, string> => {
  let value: number;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return err(M.invalidNumber);
    if (input < 0) return err(M.negative);
    value = input;
  } else {
    const read = parseAmountText(input);
    if (!read.ok) return err(read.error === 'negative' ? M.negative : M.invalidNumber);
    value = read.value;
  }
  if (roundAmount(value) !== value) return err(M.precision);
  if (value === 0) return err(M.zero);
  return value > AMOUNT.max ? err(M.max) : ok(value);
};
