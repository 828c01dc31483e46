import { z } from 'zod';

/**
 * A column mapping for a CSV no known bank layout fits (issue 25 point 2), as the user chose it and
 * as public.import_mappings stores it (the `mapping` jsonb), offered again for a file of the same
 * shape. Columns are 0-based indexes into the rows the parser shows; `headerRow` is the index of
 * the header row among them (rows after it are transactions).
 */

export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;
export const CSV_ENCODINGS = ['utf-8', 'windows-1250', 'iso-8859-2'] as const;
export const CSV_DATE_FORMATS = ['dd.mm.yyyy', 'dd/mm/yyyy', 'yyyy-mm-dd', 'mm/dd/yyyy', 'd month yyyy'] as const;
export const CSV_DECIMAL_SEPARATORS = [',', '.'] as const;

export const CSV_MAPPING_MESSAGES = {
  amountColumns: 'Alege coloana sumei, sau coloanele debit și credit (nu pe amândouă).',
} as const;

/** The most columns a mapping may name: far more than any bank export has. */
const MAX_COLUMN = 199;
const column = z.number().int().min(0).max(MAX_COLUMN);

export const csvMappingSchema = z
  .object({
    delimiter: z.enum(CSV_DELIMITERS),
    headerRow: z.number().int().min(0).max(1000),
    encoding: z.enum(CSV_ENCODINGS),
    date: column,
    dateFormat: z.enum(CSV_DATE_FORMATS),
    amount: column.nullable(),
    debit: column.nullable(),
    credit: column.nullable(),
    decimalSeparator: z.enum(CSV_DECIMAL_SEPARATORS),
    description: column,
    payee: column.nullable(),
    reference: column.nullable(),
  })
  .refine(
    (m) =>
      m.amount !== null ? m.debit === null && m.credit === null : m.debit !== null && m.credit !== null,
    { message: CSV_MAPPING_MESSAGES.amountColumns, path: ['amount'] },
  );

export type CsvMapping = z.infer<typeof csvMappingSchema>;
export type CsvEncoding = CsvMapping['encoding'];
