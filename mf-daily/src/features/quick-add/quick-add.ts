import type { UserAccountRow } from '@buget/shared-domain/accounts';
import { TEXT_LIMITS } from '@buget/shared-domain/constants';
import { suggestedTransactionType } from '@buget/shared-domain/categories';
import { validateGridAmount, type UnplannedDraft } from '@buget/shared-domain/planning';
import { ERROR_MESSAGES, TRANSACTION_FORM_MESSAGES, type IsoDate } from '@buget/shared-domain/rules';
import type { Category } from '@buget/shared-domain/schemas';

/** A category and subcategory chosen in one select: 'NUTRITIE\u001fCafenele'. */
const SEPARATOR = '\u001f';
export const categoryValue = (category: string, subcategory: string): string => `${category}${SEPARATOR}${subcategory}`;

/** `account`: the chosen account's id, '' for the default (the server puts it there). */
export type QuickAddValues = { amount: string; category: string; description: string; account: string };
export type QuickAddErrors = Partial<Record<keyof QuickAddValues, string>>;

export const QUICK_ADD_TEXT = {
  futureDay: 'Un element neplanificat se adaugă doar pentru azi sau pentru o zi trecută.',
} as const;

/** The options of the select, in the catalogue's order (the user's own categories included). */
export const categoryOptions = (categories: readonly Category[]) =>
  categories.map((category) => ({
    category: category.name,
    subcategories: category.subcategories.map((sub) => ({ value: categoryValue(category.name, sub.name), label: sub.name })),
  }));

/** The accounts one can pay from: the active ones, in their order, the default first chosen. */
export const accountOptions = (accounts: readonly UserAccountRow[]) => accounts.filter((a) => a.is_active).map((a) => ({ value: a.id, label: a.name }));

export const defaultAccountValue = (accounts: readonly UserAccountRow[]): string => accounts.find((a) => a.is_active && a.is_default)?.id ?? '';

/** The first subcategory of the groceries, else the first expense: what most spontaneous items are. */
export const defaultCategoryValue = (categories: readonly Category[]): string => {
  const nutrition = categories.find((c) => c.name === 'NUTRITIE');
  const first = nutrition ?? categories.find((c) => suggestedTransactionType(c.name) === 'EXPENSE') ?? categories[0];
  const sub = first?.subcategories[0];
  return first && sub ? categoryValue(first.name, sub.name) : '';
};

/**
 * The quick form's values checked as the server checks them (issue 12 point 10): the amount
 * (letters, negatives, 0, over 1,000,000, more than three decimals refused), a category and
 * subcategory of the user's catalogue, an optional description of at most 1000 characters, and a
 * day that is not after today. The type follows the category (Venituri: income, Economii and
 * Investiții: saving, the rest: expense). The draft carries the currency of the account it goes
 * to (the chosen one, or the default the server puts it in), so the item shows in it at once.
 */
export const validateQuickAdd = (
  values: QuickAddValues,
  categories: readonly Category[],
  date: IsoDate,
  today: IsoDate,
  accounts: readonly UserAccountRow[] = [],
): { ok: true; draft: UnplannedDraft } | { ok: false; errors: QuickAddErrors } => {
  const errors: QuickAddErrors = {};
  const amount = validateGridAmount(values.amount);
  if (!amount.ok) errors.amount = values.amount.trim() === '' ? TRANSACTION_FORM_MESSAGES.amountRequired : amount.error;
  const [categoryName, subcategoryName] = values.category.split(SEPARATOR);
  const category = categories.find((c) => c.name === categoryName);
  const subcategory = category?.subcategories.find((s) => s.name === subcategoryName);
  if (!category || !subcategory) errors.category = values.category ? ERROR_MESSAGES.EROARE_CATEGORIE_SUBCATEGORIE_INVALIDA : TRANSACTION_FORM_MESSAGES.categoryRequired;
  const description = values.description.trim();
  if (description.length > TEXT_LIMITS.description.max) errors.description = TRANSACTION_FORM_MESSAGES.descriptionTooLong;
  if (date > today) errors.amount = QUICK_ADD_TEXT.futureDay;
  if (!amount.ok || !category || !subcategory || Object.keys(errors).length > 0) return { ok: false, errors };
  const goesTo = accounts.find((a) => a.id === (values.account === '' ? defaultAccountValue(accounts) : values.account));
  return {
    ok: true,
    draft: {
      date,
      type: suggestedTransactionType(category.name),
      amount: amount.value,
      category: category.name,
      subcategory: subcategory.name,
      description: description === '' ? null : description,
      accountId: values.account === '' ? null : values.account,
      ...(goesTo ? { currency: goesTo.currency } : {}),
    },
  };
};
