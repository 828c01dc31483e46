import { AMOUNT } from '@buget/shared-domain/constants';
import { err, ok, type Result, GRID_VALUE_MESSAGES as M } from '@buget/shared-domain/rules';
import { roundAmount } from './round';

/** Digits with at most one decimal separator; Romanians write a decimal comma, so '12,5' is 12.5. */
const NUMBER_TEXT = /^(-?)(\d+)(?:[.,](\d+))?$/;
const MAX_DECIMALS = String(AMOUNT.precision).split('.')[1]?.length ?? 0;

/**
 * An amount typed into a grid cell (spec point 5 'Inline grid editing': a valid number, not
 * negative) that a transaction can hold: above 0, at most AMOUNT.max, at most three decimals
 * (refused, never rounded, as the server refuses them). Letters, exponents and thousands
 * separators are not numbers here.
 */
export const validateGridAmount = (input: string | number): Result<number, string> => {
  let value: number;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return err(M.invalidNumber);
    if (input < 0) return err(M.negative);
    if (roundAmount(input) !== input) return err(M.precision);
    value = input;
  } else {
    const match = NUMBER_TEXT.exec(input.trim());
    if (!match) return err(M.invalidNumber);
    if (match[1]) return err(M.negative);
    if ((match[3]?.length ?? 0) > MAX_DECIMALS) return err(M.precision);
    value = Number(`${match[2]}.${match[3] ?? '0'}`);
  }
  if (value === 0) return err(M.zero);
  return value > AMOUNT.max ? err(M.max) : ok(value);
};
