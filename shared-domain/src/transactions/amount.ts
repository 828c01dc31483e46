import { z } from 'zod';
import { AMOUNT } from '@buget/shared-domain/constants';
import { TRANSACTION_FORM_MESSAGES as M } from '@buget/shared-domain/rules';

/** True when the value has no more decimals than the minimum precision allows (0.001). */
export const hasAllowedPrecision = (value: number): boolean => {
  const steps = value / AMOUNT.precision;
  // Binary floating point turns 0.1 / 0.001 into 99.99999999999999; tolerate that noise.
  return Math.abs(steps - Math.round(steps)) < 1e-6;
};

const finiteNumber = z.number({
  error: (issue) => (issue.input === undefined ? M.amountRequired : M.amountInvalid),
}).refine(Number.isFinite, M.amountInvalid);

/** The form's amount: required, positive, at most 1,000,000, at most 3 decimals. */
export const amountSchema = finiteNumber
  .refine((v) => v > 0, M.amountPositive)
  .refine((v) => v <= AMOUNT.max, M.amountMax)
  .refine(hasAllowedPrecision, M.amountPrecision);
