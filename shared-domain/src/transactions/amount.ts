import { z } from 'zod';
import { AMOUNT } from '@buget/shared-domain/constants';
import { parseAmountText, TRANSACTION_FORM_MESSAGES as M } from '@buget/shared-domain/rules';

/** True when the value has no more decimals than the minimum precision allows (0.001). */
export const hasAllowedPrecision = (value: number): boolean => {
  const steps = value / AMOUNT.precision;
  // Binary floating point turns 0.1 / 0.001 into 99.99999999999999; tolerate that noise.
  return Math.abs(steps - Math.round(steps)) < 1e-6;
};

const finiteNumber = z.number({
  error: (issue) => (issue.input === undefined ? M.amountRequired : M.amountInvalid),
}).refine(Number.isFinite, M.amountInvalid);

/** Text as typed is read as Romanians write amounts (parseAmountText); a minus is 'not positive'. */
const readAmountText = (input: unknown, ctx: z.RefinementCtx): unknown => {
  if (typeof input !== 'string') return input;
  const read = parseAmountText(input);
  if (read.ok) return read.value;
  ctx.addIssue({ code: 'custom', message: read.error === 'negative' ? M.amountPositive : M.amountInvalid });
  return z.NEVER;
};

/** The form's amount, a number or the text typed: required, positive, at most 1,000,000, at most 3 decimals. */
export const amountSchema = z.preprocess(
  readAmountText,
  finiteNumber
    .refine((v) => v > 0, M.amountPositive)
    .refine((v) => v <= AMOUNT.max, M.amountMax)
    .refine(hasAllowedPrecision, M.amountPrecision),
);
