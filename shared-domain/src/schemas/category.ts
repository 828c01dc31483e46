import * as z from 'zod/mini';

export const subcategorySchema = z.object({ name: z.string().check(z.minLength(1)), isCustom: z.boolean() });

export const categorySchema = z.object({
  name: z.string().check(z.minLength(1)),
  subcategories: z.array(subcategorySchema),
  isCustom: z.boolean(),
});
export type Category = z.infer<typeof categorySchema>;

/** The JSON stored in custom_categories.category_data. */
export const categoryDataSchema = z.object({
  categories: z.array(categorySchema),
  version: z.int().check(z.nonnegative()),
});
export type CategoryData = z.infer<typeof categoryDataSchema>;

/** What deleting a subcategory does to the transactions that use it. */
export const SUBCATEGORY_DELETE_ACTIONS = ['migrate', 'delete'] as const;
export type SubcategoryDeleteAction = (typeof SUBCATEGORY_DELETE_ACTIONS)[number];
