import { categoryLabel } from '@buget/shared-domain/categories';
import type { CategoryRule, RuleMatchKind } from '@buget/shared-domain/imports';

export const RULES_TEXT = {
  title: 'Reguli',
  lead: 'Se încearcă în ordinea de aici: prima care se potrivește câștigă. Literele mari și diacriticele nu contează.',
  add: 'Adaugă regulă',
  empty: 'Nicio regulă încă',
  emptyDescription:
    'O regulă dă categoria rândurilor importate din extrasele băncii: de exemplu, tot ce conține „Mega Image” merge la Nutriție › Cumpărături alimentare. Un rând pe care nu-l prinde nicio regulă rămâne Necategorizat.',
  loadFailed: 'Regulile nu au putut fi încărcate',
  retry: 'Reîncearcă',
  loading: 'Se încarcă regulile...',
  listLabel: 'Regulile tale, în ordinea în care se aplică',
  stale: 'Categoria nu mai există: editează regula',
  full: (limit: number) => `Ai ${limit} de reguli, cât se poate. Șterge una ca să adaugi alta.`,
  count: (n: number, limit: number) => `${n} din ${limit} de reguli.`,
} as const;

/** How the form and the list say each kind of match. */
export const MATCH_KIND_LABELS: Record<RuleMatchKind, string> = { CONTAINS: 'conține', EXACT: 'este exact' };

/** 'Nutriție › Cumpărături alimentare', or the category alone. */
export const ruleTarget = (rule: Pick<CategoryRule, 'category' | 'subcategory'>): string =>
  rule.subcategory ? `${categoryLabel(rule.category)} › ${rule.subcategory}` : categoryLabel(rule.category);

/** The rule in one sentence, as the list shows it and as its row is named. */
export const ruleSentence = (rule: CategoryRule): string =>
  `Dacă descrierea sau beneficiarul ${MATCH_KIND_LABELS[rule.matchKind]} „${rule.pattern}” → ${ruleTarget(rule)}`;
