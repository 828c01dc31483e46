import { z } from 'zod';
import { TEXT_LIMITS } from '@buget/shared-domain/constants';
import { type IsoDate, TRANSACTION_FORM_MESSAGES as M } from '@buget/shared-domain/rules';
import { isValidIsoDate, RECURRENCE_END_CONDITIONS, FORM_FREQUENCIES, type Frequency } from '@buget/shared-domain/schemas';
import { amountSchema } from './amount';
import { LISTED_TRANSACTION_TYPES } from './list-transactions';
import { FORM_STATUSES, transactionDateIssue, type EditedTransaction, type FormStatus } from './transaction-dates';
import { TRANSACTION_RULE_MESSAGES as R } from './transaction-messages';

const requiredText = (required: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? required : M.dateInvalid) });

/** The category the server stores on every transfer (transactions_transfer_check). */
const TRANSFER_CATEGORY = 'TRANSFER';

/** A transfer has no category or subcategory of its own and is never a series. */
const asTransfer = (input: unknown): unknown =>
  typeof input === 'object' && input !== null && 'type' in input && input.type === 'TRANSFER'
    ? { ...input, category: TRANSFER_CATEGORY, subcategory: undefined, recurring: false }
    : input;

/**
 * The transaction form, for a new transaction or, with `editing`, for an edit of a stored row.
 * `today` is a parameter because "not in the future" depends on it and a rule must not read the
 * clock itself. Issue 22: the account (optional: the server fills in the default account), the
 * status against the date (transaction-dates.ts), a transfer between two different accounts, and
 * the savings or investment account a saving may go to.
 */
export const createTransactionFormSchema = (today: IsoDate, editing?: EditedTransaction) => {
  const form = z
    .object({
      id: z.string().min(TEXT_LIMITS.id.min, M.idInvalid).max(TEXT_LIMITS.id.max, M.idInvalid).optional(),
      type: z.enum(LISTED_TRANSACTION_TYPES, {
        error: (issue) => (issue.input === undefined ? M.typeRequired : M.typeInvalid),
      }),
      amount: amountSchema,
      category: z
        .string({ error: M.categoryRequired })
        .min(TEXT_LIMITS.category.min, M.categoryRequired)
        .max(TEXT_LIMITS.category.max, M.categoryTooLong),
      subcategory: z.string().max(TEXT_LIMITS.fieldMax, M.subcategoryTooLong).optional(),
      date: requiredText(M.dateRequired).refine(isValidIsoDate, M.dateInvalid),
      status: z.enum(FORM_STATUSES).default('done'),
      accountId: z.string().optional(),
      toAccountId: z.string().optional(),
      /** Between two currencies: what reached the to-account, in its currency (issue 26 point 2). */
      toAmount: amountSchema.optional(),
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
    // The date against the status, and a transfer's two accounts: checked even while another
    // field is wrong, so every field shows its own message at once (the values are read warily).
    .superRefine(
      (form, ctx) => {
        if (typeof form.date === 'string' && isValidIsoDate(form.date)) {
          const issue = transactionDateIssue(form.date, { today, status: statusOf(form), editing });
          if (issue) ctx.addIssue({ code: 'custom', path: ['date'], message: issue });
        }
        if (form.type !== 'TRANSFER') return;
        if (!form.accountId) ctx.addIssue({ code: 'custom', path: ['accountId'], message: R.fromAccountRequired });
        if (!form.toAccountId) ctx.addIssue({ code: 'custom', path: ['toAccountId'], message: R.toAccountRequired });
        else if (form.toAccountId === form.accountId) ctx.addIssue({ code: 'custom', path: ['toAccountId'], message: R.sameAccount });
      },
      { when: () => true },
    )
    .transform((form) => ({
      ...form,
      status: statusOf(form),
      // Only a transfer and a saving reach a second account.
      toAccountId: form.type === 'TRANSFER' || form.type === 'SAVING' ? form.toAccountId : undefined,
      toAmount: (form.type === 'TRANSFER' || form.type === 'SAVING') && form.toAccountId ? form.toAmount : undefined,
      // A one-off transaction is stored with frequency NONE, so readers never meet undefined.
      frequency: (form.recurring ? form.frequency : 'NONE') as Frequency,
    }));
  return z.preprocess(asTransfer, form);
};

/** A series' rows are generated planned: the user marks each one done when it happens. */
const statusOf = (form: { status: FormStatus; recurring: boolean }): FormStatus => (form.recurring === true ? 'planned' : form.status === 'planned' ? 'planned' : 'done');

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

