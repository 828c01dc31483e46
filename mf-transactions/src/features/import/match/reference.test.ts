import { describe, expect, it } from 'vitest';
import type { StatementRow } from '../parse/types';
import { assignReferences, referenceOf } from './reference';

const row = (fields: Partial<StatementRow> = {}): StatementRow => ({
  line: 1, date: '2026-03-10', amount: 12.5, type: 'EXPENSE', description: 'Cafea', payee: null, reference: null, state: 'BOOKED', currency: 'RON', ...fields,
});

describe('import references', () => {
  it('gives two equal payments the same day two fingerprints, and the same two again for the same file', () => {
    const rows = [row(), row({ line: 2 })];
    const first = assignReferences('acc', rows);
    expect(first).toHaveLength(2);
    expect(first[0]).toMatch(/^fp:[0-9a-f]{16}$/);
    expect(first[0]).not.toBe(first[1]);
    expect(assignReferences('acc', rows.map((r) => ({ ...r })))).toEqual(first);
  });

  it('counts occurrences per date, amount, type and folded description, in file order', () => {
    const refs = assignReferences('acc', [row({ description: 'Cafea  ȘTEFAN' }), row({ amount: 13 }), row({ type: 'INCOME' }), row({ description: 'cafea stefan' })]);
    // Rows 2 and 3 differ from row 1 (amount, type): each is the first of its kind, as a lone row is.
    expect(refs[1]).toBe(referenceOf('acc', row({ amount: 13 }), 1));
    expect(refs[2]).toBe(referenceOf('acc', row({ type: 'INCOME' }), 1));
    // The last folds to the first one's description: it is that description's second occurrence.
    expect(refs[0]).toBe(referenceOf('acc', row({ description: 'cafea stefan' }), 1));
    expect(refs[3]).toBe(referenceOf('acc', row({ description: 'cafea stefan' }), 2));
  });

  it('depends on the account, date, amount and description', () => {
    const base = referenceOf('acc', row(), 1);
    expect(referenceOf('other', row(), 1)).not.toBe(base);
    expect(referenceOf('acc', row({ date: '2026-03-11' }), 1)).not.toBe(base);
    expect(referenceOf('acc', row({ amount: 12.501 }), 1)).not.toBe(base);
    expect(referenceOf('acc', row({ description: 'Ceai' }), 1)).not.toBe(base);
    expect(referenceOf('acc', row({ description: ' cafea ' }), 1)).toBe(base);
  });

  it("keeps the bank's reference, numbering one the file repeats, within 200 characters", () => {
    expect(assignReferences('acc', [row({ reference: ' BT123 ' }), row({ reference: 'BT123', amount: 1 }), row({ reference: 'BT124' })])).toEqual([
      'ref:BT123',
      'ref:BT123#2',
      'ref:BT124',
    ]);
    const long = referenceOf('acc', row({ reference: 'x'.repeat(500) }), 1);
    expect(long).toMatch(/^ref:#[0-9a-f]{16}$/);
    expect(referenceOf('acc', row({ reference: 'y'.repeat(500) }), 1)).not.toBe(long);
    const [, second] = assignReferences('acc', [row({ reference: 'z'.repeat(196) }), row({ reference: 'z'.repeat(196) })]);
    expect(second).toHaveLength(200);
    expect(second?.endsWith('#2')).toBe(true);
  });
});
