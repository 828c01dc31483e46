import { describe, expect, it } from 'vitest';
import type { StatementRow } from '../parse/types';
import { changeCategory, setIncluded, summarize, toApplyPayload, unlinkMatch } from './toggle';
import type { Candidate, Fate, PreviewRow } from './types';

const row = (fields: Partial<StatementRow> = {}): StatementRow => ({
  line: 1, date: '2026-03-10', amount: 100, type: 'EXPENSE', description: 'Plata', payee: null, reference: null, state: 'BOOKED', currency: 'RON', ...fields,
});

const previewRow = (key: string, fate: Fate, include: boolean, fields: Partial<StatementRow> = {}): PreviewRow => ({
  key, row: row(fields), reference: `fp:${key}`, fate, include, category: 'NECATEGORIZAT', subcategory: null, ruleId: null,
});

const done = (id: string, fields: Partial<Candidate> = {}): Candidate => ({
  id, date: '2026-03-10', type: 'EXPENSE', amount: 100, actualAmount: null, executionStatus: 'COMPLETED', description: null, importReference: null, accountId: 'acc', ...fields,
});

const preview: PreviewRow[] = [
  previewRow('0', { kind: 'new' }, true, { description: 'Mega Image', payee: 'MEGA IMAGE SRL' }),
  previewRow('1', { kind: 'match', plannedId: 'plan' }, true, { amount: 105 }),
  previewRow('2', { kind: 'duplicate', existingId: 'd' }, false),
  previewRow('3', { kind: 'probable-duplicate', existingId: 'p' }, false),
  previewRow('4', { kind: 'not-imported', state: 'PENDING' }, false, { state: 'PENDING', description: '', payee: 'Uber' }),
  previewRow('5', { kind: 'not-imported', state: 'DECLINED' }, false, { state: 'DECLINED' }),
];

describe('preview toggles', () => {
  it('skips and takes back a row, but never a duplicate by reference or what the bank declined', () => {
    const skipped = setIncluded(preview, '0', false);
    expect(skipped[0]?.include).toBe(false);
    expect(preview[0]?.include).toBe(true);
    expect(setIncluded(skipped, '0', true)[0]?.include).toBe(true);
    expect(setIncluded(preview, '2', true)).toBe(preview);
    expect(setIncluded(preview, '5', true)).toBe(preview);
    expect(setIncluded(preview, '3', true)[3]).toEqual({ ...preview[3], include: true });
    expect(setIncluded(preview, '4', true)[4]?.include).toBe(true);
    expect(setIncluded(preview, 'missing', true)).toBe(preview);
  });

  it('unlinks a match into a new row, or into a probable duplicate of a done row no other row holds', () => {
    const context = { accountId: 'acc', candidates: [done('p', { amount: 105 }), done('free', { amount: 105, date: '2026-03-12' })] };
    const linked = preview.map((p) => (p.key === '1' ? { ...p, counterpart: { date: '2026-03-10', description: 'Chirie' } } : p));
    expect(unlinkMatch(linked, '1', context)[1]).toMatchObject({
      fate: { kind: 'probable-duplicate', existingId: 'free' },
      include: false,
      counterpart: { date: '2026-03-12', description: null },
    });
    const unlinked = unlinkMatch(linked, '1', { accountId: 'acc', candidates: [done('p', { amount: 105 })] })[1];
    expect(unlinked).toMatchObject({ fate: { kind: 'new' }, include: true });
    // The plan it no longer completes is not named any more.
    expect(unlinked?.counterpart).toBeUndefined();
    expect(unlinkMatch(preview, '0', context)).toBe(preview);
  });

  it("sets the user's category, no rule's", () => {
    const withRule = [{ ...preview[0]!, category: 'NUTRITIE', ruleId: 'r1' }];
    expect(changeCategory(withRule, '0', 'TRANSPORT', 'Taxi')[0]).toMatchObject({ category: 'TRANSPORT', subcategory: 'Taxi', ruleId: null });
  });

  it('counts what confirming does', () => {
    expect(summarize(preview)).toEqual({ imported: 1, matched: 1, skipped: 2, refused: 2 });
    expect(summarize(setIncluded(setIncluded(preview, '3', true), '4', true))).toEqual({ imported: 3, matched: 1, skipped: 1, refused: 1 });
    expect(summarize(setIncluded(preview, '1', false))).toEqual({ imported: 1, matched: 0, skipped: 2, refused: 2 });
  });

  it("writes apply_import's rows and matches", () => {
    const all = setIncluded(setIncluded(preview, '3', true), '4', true);
    expect(toApplyPayload(all)).toEqual({
      rows: [
        { date: '2026-03-10', type: 'EXPENSE', amount: 100, description: 'Mega Image · MEGA IMAGE SRL', category: 'NECATEGORIZAT', subcategory: null, reference: 'fp:0', pending: false },
        { date: '2026-03-10', type: 'EXPENSE', amount: 100, description: 'Plata', category: 'NECATEGORIZAT', subcategory: null, reference: 'fp:3', pending: false },
        { date: '2026-03-10', type: 'EXPENSE', amount: 100, description: 'Uber', category: 'NECATEGORIZAT', subcategory: null, reference: 'fp:4', pending: true },
      ],
      matches: [{ transaction_id: 'plan', date: '2026-03-10', amount: 105, reference: 'fp:1' }],
    });
  });

  it('keeps a description within 1,000 characters, without a payee it already names, null when empty', () => {
    const described = (fields: Partial<StatementRow>) => toApplyPayload([previewRow('0', { kind: 'new' }, true, fields)]).rows[0]?.description;
    expect(described({ description: 'Plata la Mega Image Băneasa', payee: 'mega image' })).toBe('Plata la Mega Image Băneasa');
    expect(described({ description: '', payee: null })).toBeNull();
    expect(described({ description: '  ', payee: ' ' })).toBeNull();
    expect(described({ description: 'x'.repeat(1200) })).toHaveLength(1000);
    expect(described({ description: `${'x'.repeat(999)}😀` })).toBe('x'.repeat(999));
  });
});
