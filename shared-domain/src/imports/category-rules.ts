import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { DEFAULT_CATEGORY_TREE } from '@buget/shared-domain/categories';
import { getSupabase, queryKeys, type Database } from '@buget/shared-domain/data';
import { foldText } from '@buget/shared-domain/rules';
import type { Category } from '@buget/shared-domain/schemas';
import { useBugetMutation } from '@buget/shared-domain/stores';

/**
 * Category rules (issue 25 point 6): "the description or the payee contains X (or is exactly X)
 * → category › subcategory". Stored per user in public.category_rules (supabase/schemas/13_import.sql,
 * where the limit and the known-category check live); applied, in order, to imported rows.
 */

type CategoryRuleRow = Database['public']['Tables']['category_rules']['Row'];

export const RULE_MATCH_KINDS = ['CONTAINS', 'EXACT'] as const;
export type RuleMatchKind = (typeof RULE_MATCH_KINDS)[number];

/** A stored rule as the app reads it. */
export type CategoryRule = {
  id: CategoryRuleRow['id'];
  position: CategoryRuleRow['position'];
  matchKind: RuleMatchKind;
  pattern: CategoryRuleRow['pattern'];
  category: CategoryRuleRow['category'];
  subcategory: CategoryRuleRow['subcategory'];
};

/** The most rules a user may keep (the server's trigger refuses more, hint RULES_LIMIT). */
export const CATEGORY_RULES_LIMIT = 500;

export const CATEGORY_RULE_MESSAGES = {
  created: 'Regula a fost adăugată.',
  updated: 'Regula a fost actualizată.',
  deleted: 'Regula a fost ștearsă.',
  patternRequired: 'Scrie textul pe care îl caută regula.',
  patternTooLong: 'Textul regulii are cel mult 200 de caractere.',
  categoryRequired: 'Alege categoria.',
  limitReached: `Poți avea cel mult ${CATEGORY_RULES_LIMIT} de reguli.`,
  unknownCategory: 'Categoria sau subcategoria nu există în lista ta.',
  notFound: 'Regula nu mai există: a fost ștearsă între timp.',
  orderChanged: 'Regulile s-au schimbat între timp, în altă fereastră. Lista a fost reîncărcată; încearcă din nou.',
  saveFailed: 'Regula nu a fost salvată. Încearcă din nou.',
  deleteFailed: 'Regula nu a fost ștearsă. Încearcă din nou.',
  reorderFailed: 'Ordinea regulilor nu a fost salvată. Încearcă din nou.',
} as const;

const M = CATEGORY_RULE_MESSAGES;

/** The rule form: the text trimmed (1..200), how it matches, the category and an optional subcategory. */
export const categoryRuleFormSchema = z.object({
  pattern: z.string({ error: M.patternRequired }).trim().min(1, M.patternRequired).max(200, M.patternTooLong),
  matchKind: z.enum(RULE_MATCH_KINDS),
  category: z.string({ error: M.categoryRequired }).trim().min(1, M.categoryRequired),
  subcategory: z
    .string()
    .trim()
    .nullish()
    .transform((s) => (s ? s : null)),
});

/** What the form gives to save (the subcategory null for none). */
export type CategoryRuleInput = z.output<typeof categoryRuleFormSchema>;

/** The server's refusals of a rule write (by hint or code) → the Romanian text the user reads. */
export function categoryRuleErrorMessage(error: Error, fallback: string = M.saveFailed): string {
  const { hint, code } = error as Error & { hint?: unknown; code?: unknown };
  if (hint === 'RULES_LIMIT') return M.limitReached;
  if (hint === 'UNKNOWN_CATEGORY') return M.unknownCategory;
  if (hint === 'RULES_ORDER_INVALID') return M.orderChanged;
  if (hint === 'RULE_NOT_FOUND' || code === 'P0002' || code === 'PGRST116') return M.notFound;
  return fallback;
}

const COLUMNS = 'id, position, match_kind, pattern, category, subcategory';

const ruleOf = (row: Pick<CategoryRuleRow, 'id' | 'position' | 'match_kind' | 'pattern' | 'category' | 'subcategory'>): CategoryRule => ({
  id: row.id,
  position: row.position,
  matchKind: row.match_kind === 'EXACT' ? 'EXACT' : 'CONTAINS',
  pattern: row.pattern,
  category: row.category,
  subcategory: row.subcategory,
});

const rowOf = (rule: CategoryRuleInput) => ({
  match_kind: rule.matchKind,
  pattern: rule.pattern,
  category: rule.category,
  subcategory: rule.subcategory,
});

/** The signed-in user's rules in the order they are tried. */
export async function fetchCategoryRules(): Promise<CategoryRule[]> {
  const { data } = await getSupabase().from('category_rules').select(COLUMNS).order('position').order('created_at').throwOnError();
  return data.map(ruleOf);
}

/** A new rule, tried after every other one. */
export async function createCategoryRule(rule: CategoryRuleInput): Promise<CategoryRule> {
  const { data: last } = await getSupabase().from('category_rules').select('position').order('position', { ascending: false }).limit(1).maybeSingle().throwOnError();
  const { data } = await getSupabase()
    .from('category_rules')
    .insert({ ...rowOf(rule), position: (last?.position ?? -1) + 1 })
    .select(COLUMNS)
    .single()
    .throwOnError();
  return ruleOf(data);
}

export async function updateCategoryRule({ id, ...rule }: CategoryRuleInput & { id: string }): Promise<CategoryRule> {
  const { data } = await getSupabase().from('category_rules').update(rowOf(rule)).eq('id', id).select(COLUMNS).single().throwOnError();
  return ruleOf(data);
}

export async function deleteCategoryRule(id: string): Promise<void> {
  await getSupabase().from('category_rules').delete().eq('id', id).throwOnError();
}

/** Every rule of the user, in the order they are to be tried (reorder_category_rules: positions 0..n-1). */
export async function reorderCategoryRules(ruleIds: readonly string[]): Promise<void> {
  await getSupabase().rpc('reorder_category_rules', { rule_ids: [...ruleIds] }).throwOnError();
}

export const categoryRulesQueryOptions = () => queryOptions({ queryKey: queryKeys.categoryRules.all, queryFn: fetchCategoryRules });

export const useCategoryRules = () => useQuery(categoryRulesQueryOptions());

const RULE_WRITE_INVALIDATES = [queryKeys.categoryRules.all] as const;

export const useCreateCategoryRule = () =>
  useBugetMutation({
    mutationFn: createCategoryRule,
    invalidates: RULE_WRITE_INVALIDATES,
    successMessage: M.created,
    errorMessage: (error) => categoryRuleErrorMessage(error),
  });

export const useUpdateCategoryRule = () =>
  useBugetMutation({
    mutationFn: updateCategoryRule,
    invalidates: RULE_WRITE_INVALIDATES,
    successMessage: M.updated,
    errorMessage: (error) => categoryRuleErrorMessage(error),
  });

export const useDeleteCategoryRule = () =>
  useBugetMutation({
    mutationFn: deleteCategoryRule,
    invalidates: RULE_WRITE_INVALIDATES,
    successMessage: M.deleted,
    errorMessage: (error) => categoryRuleErrorMessage(error, M.deleteFailed),
  });

/** Reordering shows the new order at once; a refusal puts the previous one back. */
export function useReorderCategoryRules() {
  const queryClient = useQueryClient();
  const key = queryKeys.categoryRules.all;
  return useBugetMutation({
    mutationFn: reorderCategoryRules,
    // One order at a time: a second move waits for the first, and starts from the order it left.
    scope: { id: 'category-rules-order' },
    invalidates: RULE_WRITE_INVALIDATES,
    errorMessage: (error) => categoryRuleErrorMessage(error, M.reorderFailed),
    onMutate: async (ruleIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CategoryRule[]>(key);
      if (previous) {
        const byId = new Map(previous.map((rule) => [rule.id, rule]));
        const next = ruleIds.flatMap((id, position) => {
          const rule = byId.get(id);
          return rule ? [{ ...rule, position }] : [];
        });
        queryClient.setQueryData<CategoryRule[]>(key, next);
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
  });
}

/** Where a row no rule fits goes (issue 25 point 6). */
export const UNCATEGORIZED = { category: 'NECATEGORIZAT', subcategory: DEFAULT_CATEGORY_TREE.NECATEGORIZAT[0] } as const;

/** The text a rule compares: folded (no case, no diacritics, ş as ș) with its runs of spaces made one. */
export const foldRuleText = (text: string): string => foldText(text).replace(/\s+/g, ' ').trim();

const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether the rule's category (and subcategory) is still in the user's catalogue, compared as
 * private.is_known_category does (trimmed, any case). A rename or a delete in Categorii leaves
 * the rule pointing at a name that is gone; the server would refuse such a row.
 */
export function ruleTargetKnown(categories: readonly Category[], rule: Pick<CategoryRule, 'category' | 'subcategory'>): boolean {
  const category = categories.find((c) => sameName(c.name, rule.category));
  if (!category) return false;
  const { subcategory } = rule;
  return subcategory === null || category.subcategories.some((s) => sameName(s.name, subcategory));
}

type CompiledRule = { id: string; exact: boolean; folded: string; category: string; subcategory: string | null };

/** Rules ready to apply many times: in position order, each pattern folded once. */
export type CompiledRules = { readonly rules: readonly CompiledRule[] };

/** With the user's categories, a rule whose target is gone is left out (the next rule, or NECATEGORIZAT, applies). */
export function compileRules(rules: readonly CategoryRule[], categories?: readonly Category[]): CompiledRules {
  return {
    rules: [...rules]
      .filter((rule) => !categories || ruleTargetKnown(categories, rule))
      .sort((a, b) => a.position - b.position)
      .map((rule) => ({ id: rule.id, exact: rule.matchKind === 'EXACT', folded: foldRuleText(rule.pattern), category: rule.category, subcategory: rule.subcategory }))
      .filter((rule) => rule.folded !== ''),
  };
}

export type RuleHit = { category: string; subcategory: string | null; ruleId: string };
export type RuleSubject = { description: string | null; payee: string | null };

/**
 * The first rule, in position order, that fits the row: CONTAINS when its text is inside the
 * description or the payee, EXACT when it is the whole of either (both folded); null when none fits.
 */
export function applyRules(compiled: CompiledRules, subject: RuleSubject): RuleHit | null {
  const description = subject.description ? foldRuleText(subject.description) : '';
  const payee = subject.payee ? foldRuleText(subject.payee) : '';
  for (const rule of compiled.rules) {
    const hit = rule.exact
      ? rule.folded === description || rule.folded === payee
      : description.includes(rule.folded) || payee.includes(rule.folded);
    if (hit) return { category: rule.category, subcategory: rule.subcategory, ruleId: rule.id };
  }
  return null;
}

/** The category an imported row gets: the first fitting rule's, or NECATEGORIZAT with no rule. */
export function categorizeRow(compiled: CompiledRules, subject: RuleSubject): { category: string; subcategory: string | null; ruleId: string | null } {
  return applyRules(compiled, subject) ?? { ...UNCATEGORIZED, ruleId: null };
}
