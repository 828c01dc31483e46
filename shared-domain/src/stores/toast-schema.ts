import * as z from 'zod/mini';
import { TOAST } from '@buget/shared-domain/constants';

export const TOAST_VARIANTS = ['info', 'success', 'warning', 'error'] as const;

export const toastActionSchema = z.object({
  label: z.string().check(z.minLength(1)),
  handler: z.custom<() => void>((value) => typeof value === 'function', 'handler must be a function'),
});

export const toastSchema = z.object({
  id: z.string().check(z.minLength(1)),
  message: z.string(),
  title: z.optional(z.string()),
  variant: z._default(z.enum(TOAST_VARIANTS), 'info'),
  duration: z._default(z.number().check(z.nonnegative()), TOAST.defaultDurationMs),
  persistent: z._default(z.boolean(), false),
  action: z.optional(toastActionSchema),
});
export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = z.input<typeof toastSchema>;
