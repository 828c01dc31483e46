import { z } from 'zod';
import { RECURRING_LOOKAHEAD_DAYS, TEXT_LIMITS, TRANSACTION_DATE_MAX_AGE_YEARS } from '@buget/shared-domain/constants';
import { addDays, addYearsClamped, isValidIsoDate, type IsoDate, TRANSACTION_FORM_MESSAGES as M } from '@buget/shared-domain/rules';
import { RECURRENCE_END_CONDITIONS, FORM_FREQUENCIES, TRANSACTION_TYPES, type Frequency } from '@buget/shared-domain/schemas';
import { amountSchema } from './amount';

const requiredText = (required: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? required : M.dateInvalid) });

/** The row an edit starts from: its stored date. */
export type EditedTransaction = { date: IsoDate };

/**
 * The dates a form accepts. A new transaction: not in the future, not older than the age limit
 * (spec point 5). An edit may always keep the row's own date, whatever it is (a generated
 * occurrence of a series lies in the future, an old row past the age limit). A changed date keeps
 * the age limit; it may lie in the future only when the row already does (only the app makes
 * future rows: a series' occurrences up to today + look-ahead), and then no further than the
 * longest look-ahead, today + 3650 days.
 */
export const latestTransactionDate = (today: IsoDate, editing?: EditedTransaction): IsoDate =>
  editing !== undefined && editing.date > today ? addDays(today, RECURRING_LOOKAHEAD_DAYS.max) : today;

const dateRule = (today: IsoDate, editing: EditedTransaction | undefined) => {
  const oldest = addYearsClamped(today, -TRANSACTION_DATE_MAX_AGE_YEARS);
  const latest = latestTransactionDate(today, editing);
  const futureRow = latest !== today;
  return requiredText(M.dateRequired)
    .refine(isValidIsoDate, M.dateInvalid)
    .superRefine((date, ctx) => {
      if (date === editing?.date) return;
      if (date > latest) ctx.addIssue({ code: 'custom', message: futureRow ? M.dateTooFarAhead : M.dateInFuture });
      else if (date < oldest) ctx.addIssue({ code: 'custom', message: M.dateTooOld });
    });
};

/**
 * The transaction form, for a new transaction or, with `editing`, for an edit of a stored row.
 * `today` is a parameter because "not in the future" depends on it and a rule must not read the
 * clock itself.
 */
export const createTransactionFormSchema = (today: IsoDate, editing?: EditedTransaction) => {
  return z
    .object({
      id: z.string().min(TEXT_LIMITS.id.min, M.idInvalid).max(TEXT_LIMITS.id.max, M.idInvalid).optional(),
      type: z.enum(TRANSACTION_TYPES, {
        error: (issue) => (issue.input === undefined ? M.typeRequired : M.typeInvalid),
      }),
      amount: amountSchema,
      category: z
        .string({ error: M.categoryRequired })
        .min(TEXT_LIMITS.category.min, M.categoryRequired)
        .max(TEXT_LIMITS.category.max, M.categoryTooLong),
      subcategory: z.string().max(TEXT_LIMITS.fieldMax, M.subcategoryTooLong).optional(),
      date: dateRule(today, editing),
      description: z
        .string()
        .min(TEXT_LIMITS.description.min, M.descriptionTooShort)
        .max(TEXT_LIMITS.description.max, M.descriptionTooLong)
        .optional(),
      recurring: z.boolean().default(false),
      frequency: z.enum(FORM_FREQUENCIES, { error: M.frequencyInvalid }).optional(),
      endCondition: z.enum(RECURRENCE_END_CONDITIONS).optional(),
      occurrences: z.number({ error: M.occurrencesInvalid }).int(M.occurrencesInvalid).positive(M.occurrencesInvalid).optional(),
      endDate: z.string().refine(isValidIsoDate, M.dateInvalid).optional(),
    })
    .superRefine((form, ctx) => {
      if (!form.recurring) return;
      if (!form.frequency) ctx.addIssue({ code: 'custom', path: ['frequency'], message: M.frequencyRequired });
      if (form.endCondition === 'after' && form.occurrences === undefined) {
        ctx.addIssue({ code: 'custom', path: ['occurrences'], message: M.occurrencesInvalid });
      }
      if (form.endCondition === 'until') {
        if (form.endDate === undefined) {
          ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.endDateRequired });
        } else if (form.endDate < form.date) {
          ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.endDateBeforeStart });
        }
      }
    })
    .transform((form) => ({
      ...form,
      // A one-off transaction is stored with frequency NONE, so readers never meet undefined.
      frequency: (form.recurring ? form.frequency : 'NONE') as Frequency,
    }));
};

export type TransactionFormValues = z.output<ReturnType<typeof createTransactionFormSchema>>;

const NUMERIC_FIELDS = new Set(['occurrences']);

/**
 * Raw form fields (FormData entries or input values) into what the schema expects: empty fields
 * become undefined, the number of occurrences is read, and "recurring" is true only for true,
 * 'true' or 'on' (what a checkbox posts). The amount stays text: its schema reads it
 * (parseAmountText), so '-5' says "positive" and '1.234,56' is 1234.56.
 */
export const normalizeTransactionFormFields = (fields: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  const normalized: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(fields)) {
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === '' || value === null) normalized[key] = undefined;
    else if (NUMERIC_FIELDS.has(key) && typeof value === 'string') normalized[key] = Number(value);
    else normalized[key] = value;
  }
  const recurring = fields['recurring'];
  normalized['recurring'] = recurring === true || recurring === 'true' || recurring === 'on';
  return normalized;
};

