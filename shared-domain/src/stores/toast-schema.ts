import { z } from 'zod';
import { TOAST } from '../constants';

export const TOAST_VARIANTS = ['info', 'success', 'warning', 'error'] as const;

export const toastActionSchema = z.object({
  label: z.string().min(1),
  handler: z.custom<() => void>((value) => typeof value === 'function', 'handler must be a function'),
});

export const toastSchema = z.object({
  id: z.string().min(1),
  message: z.string(),
  title: z.string().optional(),
  variant: z.enum(TOAST_VARIANTS).default('info'),
  duration: z.number().nonnegative().default(TOAST.defaultDurationMs),
  persistent: z.boolean().default(false),
  action: toastActionSchema.optional(),
});
export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = z.input<typeof toastSchema>;
