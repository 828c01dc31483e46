import { z } from 'zod';
import { isoDateSchema } from './common';

export const EXPORT_FORMATS = ['csv', 'excel', 'json'] as const;
export const exportFormatSchema = z.enum(EXPORT_FORMATS);
export type ExportFormat = z.infer<typeof exportFormatSchema>;

export const exportOptionsSchema = z
  .object({
    format: exportFormatSchema,
    filename: z.string().min(1).optional(),
    title: z.string().optional(),
    year: z.number().int().optional(),
    month: z.number().int().min(1).max(12).optional(),
    category: z.string().optional(),
    dateRange: z.object({ from: isoDateSchema, to: isoDateSchema }).optional(),
  })
  .refine((o) => !o.dateRange || o.dateRange.from <= o.dateRange.to, {
    message: 'dateRange.from must not be after dateRange.to',
    path: ['dateRange'],
  });
export type ExportOptions = z.infer<typeof exportOptionsSchema>;
