import { CATEGORY_MESSAGES as C, SUBCATEGORY_MESSAGES as M } from '@buget/shared-domain/rules';

/** A category rule the client checked itself; its message is already the user's Romanian text. */
export class CategoryRuleError extends Error {
  override name = 'CategoryRuleError';
}

/**
 * The server's refusals of category writes carry a hint (supabase/schemas/04_categories.sql); each
 * becomes the Romanian text the client would have shown.
 */
const BY_HINT: Record<string, string> = {
  DUPLICATE_SUBCATEGORY: M.duplicate,
  MAX_CUSTOM_SUBCATEGORIES: M.limitReached,
  PREDEFINED_SUBCATEGORY: M.predefinedNotRenamable,
  DUPLICATE_CATEGORY: C.duplicate,
  MAX_CUSTOM_CATEGORIES: C.limitReached,
  CATEGORY_DATA_TOO_LARGE: C.tooLarge,
  PREDEFINED_CATEGORY: C.predefined,
  CATEGORY_IN_USE: C.inUse,
  CATEGORY_NOT_FOUND: M.categoryNotFound,
  STALE_CATEGORY_VERSION: C.staleVersion,
};

/** What the toast says when a category write fails: the rule broken, or that nothing was saved. */
export function categoryWriteErrorMessage(error: Error): string {
  if (error instanceof CategoryRuleError) return error.message;
  const hint = 'hint' in error && typeof error.hint === 'string' ? error.hint : '';
  return BY_HINT[hint] ?? C.saveFailed;
}
