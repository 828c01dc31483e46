import * as z from 'zod/mini';
import { isValidIsoDate } from './iso-date';

/** A real calendar day written YYYY-MM-DD. */
export const isoDateSchema = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date format. Expected YYYY-MM-DD'), z.refine(isValidIsoDate, 'Invalid date value'));
