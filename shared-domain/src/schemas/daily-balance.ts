import { z } from 'zod';
import { isoDateSchema } from './common';

export const dailyBalanceSchema = z.object({
  date: isoDateSchema,
  balance: z.number(),
  transactionIds: z.array(z.string()),
});
export type DailyBalance = z.infer<typeof dailyBalanceSchema>;
