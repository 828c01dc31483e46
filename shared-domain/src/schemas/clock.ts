import { z } from 'zod';

/** The clock store: the current instant (epoch ms) and the user's IANA time zone (persisted). */
export const clockStateSchema = z.object({
  now: z.number(),
  timezone: z.string().min(1),
});
export type ClockState = z.infer<typeof clockStateSchema>;
