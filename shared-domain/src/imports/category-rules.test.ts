import { describe, expect, it } from 'vitest';
import {
  applyRules,
  categorizeRow,
  categoryRuleErrorMessage,
  categoryRuleFormSchema,
  CATEGORY_RULE_MESSAGES as M,
  compileRules,
  ruleTargetKnown,
  type CategoryRule,
} from './category-rules';

let next = 0;
const rule = (patch: Partial<CategoryRule>): CategoryRule => ({
  id: `r${++next}`,
  position: next,
  matchKind: 'CONTAINS',
  pattern: 'x',
  category: 'NUTRITIE',
  subcategory: null,
  ...patch,
});

const row = (description: string | null, payee: string | null = null) => ({ description, payee });

describe('applyRules', () => {
  it('CONTAINS finds the text inside the description or the payee; EXACT only the whole of either', () => {
    const contains = compileRules([rule({ id: 'c', pattern: 'mega', subcategory: 'Cumpărături alimentare' })]);
    expect(applyRules(contains, row('POS 123 MEGA IMAGE BUCURESTI'))).toEqual({ category: 'NUTRITIE', subcategory: 'Cumpărături alimentare', ruleId: 'c' });
    expect(applyRules(contains, row('Plata card', 'Mega Image SRL'))?.ruleId).toBe('c');
    expect(applyRules(contains, row('Kaufland'))).toBeNull();

    const exact = compileRules([rule({ id: 'e', matchKind: 'EXACT', pattern: 'Netflix', category: 'TIMP_LIBER', subcategory: 'Abonamente streaming' })]);
    expect(applyRules(exact, row('NETFLIX'))).toEqual({ category: 'TIMP_LIBER', subcategory: 'Abonamente streaming', ruleId: 'e' });
    expect(applyRules(exact, row('Abonament lunar', 'netflix'))?.ruleId).toBe('e');
    expect(applyRules(exact, row('NETFLIX.COM AMSTERDAM'))).toBeNull();
    expect(applyRules(exact, row('', ''))).toBeNull();
  });

  it('ignores case and diacritics (comma-below, cedilla or none), and runs of spaces', () => {
    const compiled = compileRules([
      rule({ id: 'a', pattern: ' Întreținere  bloc ', category: 'LOCUINTA', subcategory: 'Întreținere' }),
      rule({ id: 'b', matchKind: 'EXACT', pattern: 'Farmacia Tei', category: 'SANATATE' }),
    ]);
    expect(applyRules(compiled, row('plata INTRETINERE   BLOC 4'))?.ruleId).toBe('a');
    expect(applyRules(compiled, row('Plată întreţinere bloc'))?.ruleId).toBe('a');
    expect(applyRules(compiled, row(null, '  FARMACIA\u00a0TEI '))?.ruleId).toBe('b');
    expect(applyRules(compiled, row('întreținere'))).toBeNull();
  });

  it('tries the rules in position order, whatever order they come in: the first that fits wins', () => {
    const rules = [
      rule({ id: 'general', position: 5, pattern: 'omv', category: 'TRANSPORT', subcategory: 'Combustibil' }),
      rule({ id: 'shop', position: 1, pattern: 'omv shop', category: 'NUTRITIE', subcategory: 'Cafenele' }),
    ];
    const compiled = compileRules(rules);
    expect(applyRules(compiled, row('OMV SHOP 2231'))).toEqual({ category: 'NUTRITIE', subcategory: 'Cafenele', ruleId: 'shop' });
    expect(applyRules(compiled, row('OMV PETROM 2231'))).toEqual({ category: 'TRANSPORT', subcategory: 'Combustibil', ruleId: 'general' });
    expect(rules.map((r) => r.id)).toEqual(['general', 'shop']);
  });

  it('with no rules, or none that fits, gives nothing; the row then goes to NECATEGORIZAT', () => {
    expect(applyRules(compileRules([]), row('orice', 'oricine'))).toBeNull();
    expect(applyRules(compileRules([]), row(null, null))).toBeNull();
    expect(categorizeRow(compileRules([]), row('orice'))).toEqual({ category: 'NECATEGORIZAT', subcategory: 'Necategorizat', ruleId: null });
    const compiled = compileRules([rule({ id: 'z', pattern: 'zara', category: 'INFATISARE', subcategory: 'Îmbrăcăminte' })]);
    expect(categorizeRow(compiled, row('ZARA AFI'))).toEqual({ category: 'INFATISARE', subcategory: 'Îmbrăcăminte', ruleId: 'z' });
  });

  it("with the user's categories, skips a rule whose category or subcategory is gone (renamed or deleted)", () => {
    const categories = [
      { name: 'NUTRITIE', isCustom: false, subcategories: [{ name: 'Restaurante', isCustom: false }] },
      { name: 'Animale', isCustom: true, subcategories: [] },
    ];
    const rules = [
      rule({ id: 'gone-category', pattern: 'pet', category: 'Animale de companie' }),
      rule({ id: 'gone-sub', pattern: 'pet', category: 'NUTRITIE', subcategory: 'Cantină' }),
      rule({ id: 'renamed-case', pattern: 'pet', category: ' animale ', subcategory: null }),
    ];
    expect(applyRules(compileRules(rules), row('Pet Shop'))?.ruleId).toBe('gone-category');
    expect(applyRules(compileRules(rules, categories), row('Pet Shop'))?.ruleId).toBe('renamed-case');
    expect(categorizeRow(compileRules(rules.slice(0, 2), categories), row('Pet Shop')).category).toBe('NECATEGORIZAT');
    expect(ruleTargetKnown(categories, { category: 'nutritie', subcategory: 'restaurante ' })).toBe(true);
  });

  it('a pattern that folds to nothing never fits everything', () => {
    const compiled = compileRules([rule({ id: 'blank', pattern: '\u0301' })]);
    expect(applyRules(compiled, row('orice'))).toBeNull();
  });
});

describe('the rule form', () => {
  it('trims the text and gives no subcategory for an empty one', () => {
    expect(categoryRuleFormSchema.parse({ pattern: '  Lidl ', matchKind: 'CONTAINS', category: 'NUTRITIE', subcategory: '' })).toEqual({
      pattern: 'Lidl',
      matchKind: 'CONTAINS',
      category: 'NUTRITIE',
      subcategory: null,
    });
    expect(categoryRuleFormSchema.parse({ pattern: 'Lidl', matchKind: 'EXACT', category: 'NUTRITIE', subcategory: 'Cafenele' }).subcategory).toBe('Cafenele');
  });

  it('refuses an empty or blank text, one over 200 characters and a missing category, in Romanian', () => {
    const issues = (input: unknown) => categoryRuleFormSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ pattern: '   ', matchKind: 'CONTAINS', category: '' })).toEqual([
      ['pattern', M.patternRequired],
      ['category', M.categoryRequired],
    ]);
    expect(issues({ pattern: 'a'.repeat(201), matchKind: 'CONTAINS', category: 'NUTRITIE' })).toEqual([['pattern', M.patternTooLong]]);
    expect(issues({ pattern: ` ${'a'.repeat(200)} `, matchKind: 'EXACT', category: 'NUTRITIE' })).toBeUndefined();
    expect(issues({ pattern: 'a', matchKind: 'REGEX', category: 'NUTRITIE' })?.map(([path]) => path)).toEqual(['matchKind']);
  });
});

describe('the refusals of a rule write', () => {
  const refusal = (fields: Record<string, string>) => Object.assign(new Error('refused'), fields);
  it('says the limit, an unknown category, a rule gone or an order changed elsewhere; anything else, that nothing was saved', () => {
    expect(categoryRuleErrorMessage(refusal({ hint: 'RULES_LIMIT', code: 'P0001' }))).toBe('Poți avea cel mult 500 de reguli.');
    expect(categoryRuleErrorMessage(refusal({ hint: 'UNKNOWN_CATEGORY', code: '23514' }))).toBe(M.unknownCategory);
    expect(categoryRuleErrorMessage(refusal({ code: 'PGRST116' }))).toBe(M.notFound);
    expect(categoryRuleErrorMessage(refusal({ code: '22023', hint: 'RULES_ORDER_INVALID' }), M.reorderFailed)).toBe(M.orderChanged);
    expect(categoryRuleErrorMessage(new Error('Failed to fetch'))).toBe(M.saveFailed);
    expect(categoryRuleErrorMessage(new Error('Failed to fetch'), M.deleteFailed)).toBe(M.deleteFailed);
  });
});
