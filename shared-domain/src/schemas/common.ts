import { z } from 'zod';
import { isValidIsoDate } from '../dates/iso-date';

/** A real calendar day written YYYY-MM-DD. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date format. Expected YYYY-MM-DD')
  .refine(isValidIsoDate, 'Invalid date value');
