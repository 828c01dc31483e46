import { err, ok, type Result, GRID_VALUE_MESSAGES as M } from '@buget/shared-domain/rules';

/** Reads a typed number; Romanians write a decimal comma, so '12,5' is 12.5. */
const readNumber = (input: string | number): number | null => {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  const text = input.trim().replace(',', '.');
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

/** An amount typed into a grid cell: a valid number, not negative. */
export const validateGridAmount = (input: string | number): Result<number, string> => {
  const value = readNumber(input);
  if (value === null) return err(M.invalidNumber);
  return value < 0 ? err(M.negative) : ok(value);
};

/** A percentage typed into a grid cell: a number between 0 and 100 inclusive. */
export const validatePercentage = (input: string | number): Result<number, string> => {
  const value = readNumber(input);
  return value === null || value < 0 || value > 100 ? err(M.percentage) : ok(value);
};
