import { describe, expect, it } from 'vitest';
import type { StatementRow } from '../parse/types';
import { buildPreview } from './classify';
import type { Candidate, PreviewRow } from './types';

const ACCOUNT = 'acc';

const row = (fields: Partial<StatementRow> = {}): StatementRow => ({
  line: 1, date: '2026-03-10', amount: 100, type: 'EXPENSE', description: 'Plata', payee: null, reference: null, state: 'BOOKED', currency: 'RON', ...fields,
});

const planned = (id: string, fields: Partial<Candidate> = {}): Candidate => ({
  id, date: '2026-03-10', type: 'EXPENSE', amount: 100, actualAmount: null, executionStatus: null, description: null, importReference: null, accountId: ACCOUNT, ...fields,
});

const done = (id: string, fields: Partial<Candidate> = {}): Candidate => planned(id, { executionStatus: 'COMPLETED', ...fields });

const categorize = () => ({ category: 'NECATEGORIZAT', subcategory: null, ruleId: null });

const preview = (rows: StatementRow[], candidates: Candidate[] = []): PreviewRow[] => buildPreview({ accountId: ACCOUNT, rows, candidates, categorize });

const fates = (rows: StatementRow[], candidates: Candidate[] = []) => preview(rows, candidates).map((p) => p.fate);

describe('buildPreview', () => {
  it('imports two equal payments the same day as two rows, and a second import of the file as two duplicates', () => {
    const file = [row({ line: 1, description: 'Cafea' }), row({ line: 2, description: 'Cafea' })];
    const first = preview(file);
    expect(first.map((p) => [p.fate.kind, p.include])).toEqual([['new', true], ['new', true]]);
    expect(new Set(first.map((p) => p.reference)).size).toBe(2);
    // What the first import wrote, as import_candidates returns it.
    const written = first.map((p, i) => done(`t${i}`, { date: p.row.date, amount: p.row.amount, description: p.row.description, importReference: p.reference }));
    const second = preview(file, written);
    expect(second.map((p) => [p.fate, p.include])).toEqual([
      [{ kind: 'duplicate', existingId: 't0' }, false],
      [{ kind: 'duplicate', existingId: 't1' }, false],
    ]);
  });

  it('leaves out what the bank declined, reverted or keeps pending, even when a plan would fit', () => {
    const result = preview([row({ state: 'PENDING' }), row({ state: 'DECLINED' }), row({ state: 'REVERTED' })], [planned('p')]);
    expect(result.map((p) => [p.fate, p.include])).toEqual([
      [{ kind: 'not-imported', state: 'PENDING' }, false],
      [{ kind: 'not-imported', state: 'DECLINED' }, false],
      [{ kind: 'not-imported', state: 'REVERTED' }, false],
    ]);
  });

  it('completes a planned item whose amount is within 10 %, and not one 11 % off', () => {
    expect(fates([row({ amount: 110 }), row({ amount: 90, date: '2026-03-20' })], [planned('up'), planned('down', { date: '2026-03-20' })])).toEqual([
      { kind: 'match', plannedId: 'up' },
      { kind: 'match', plannedId: 'down' },
    ]);
    expect(fates([row({ amount: 111 }), row({ amount: 89 })], [planned('p')])).toEqual([{ kind: 'new' }, { kind: 'new' }]);
  });

  it('names the plan a row completes and the done row it may duplicate', () => {
    const result = preview(
      [row({ description: 'Chirie martie' }), row({ date: '2026-03-20', amount: 40 })],
      [planned('p', { description: 'Chirie', date: '2026-03-09' }), done('d', { date: '2026-03-18', amount: 40, description: 'Benzină' })],
    );
    expect(result.map((p) => [p.fate.kind, p.counterpart])).toEqual([
      ['match', { date: '2026-03-09', description: 'Chirie' }],
      ['probable-duplicate', { date: '2026-03-18', description: 'Benzină' }],
    ]);
    expect(preview([row()]).map((p) => p.counterpart)).toEqual([undefined]);
  });

  it('matches a plan within 3 days, not 4, of the same type', () => {
    expect(fates([row({ date: '2026-03-13' }), row({ date: '2026-03-07' })], [planned('p')])[0]).toEqual({ kind: 'match', plannedId: 'p' });
    expect(fates([row({ date: '2026-03-07' })], [planned('p')])).toEqual([{ kind: 'match', plannedId: 'p' }]);
    expect(fates([row({ date: '2026-03-14' }), row({ date: '2026-03-06' })], [planned('p')])).toEqual([{ kind: 'new' }, { kind: 'new' }]);
    expect(fates([row({ type: 'INCOME' })], [planned('p')])).toEqual([{ kind: 'new' }]);
  });

  it('matches a planned item once: the equal amount wins over the earlier row, then the closer date', () => {
    const near = [row({ amount: 105, date: '2026-03-10' }), row({ amount: 100, date: '2026-03-12' })];
    expect(fates(near, [planned('p', { date: '2026-03-11' })])).toEqual([{ kind: 'new' }, { kind: 'match', plannedId: 'p' }]);
    const equal = [row({ date: '2026-03-07' }), row({ date: '2026-03-09' })];
    expect(fates(equal, [planned('p')])).toEqual([{ kind: 'new' }, { kind: 'match', plannedId: 'p' }]);
    // Two plans, two rows: each row gets the plan closest to it.
    expect(fates([row({ amount: 102 }), row({ amount: 98 })], [planned('a', { amount: 98 }), planned('b', { amount: 102 })])).toEqual([
      { kind: 'match', plannedId: 'b' },
      { kind: 'match', plannedId: 'a' },
    ]);
  });

  it("matches a planned item with no account or a recurring series' occurrence, not another account's item", () => {
    expect(fates([row()], [planned('p', { accountId: null })])).toEqual([{ kind: 'match', plannedId: 'p' }]);
    const series = ['2026-02-10', '2026-03-10', '2026-04-10'].map((date, i) => planned(`occurrence-${i}`, { date, description: 'Chirie' }));
    expect(fates([row({ date: '2026-03-11' })], series)).toEqual([{ kind: 'match', plannedId: 'occurrence-1' }]);
    expect(fates([row()], [planned('p', { accountId: 'other' })])).toEqual([{ kind: 'new' }]);
    // A row imported as pending has a reference: apply_import cannot complete it, it may be a duplicate.
    expect(fates([row()], [planned('q', { importReference: 'fp:0' })])).toEqual([{ kind: 'probable-duplicate', existingId: 'q' }]);
  });

  it('finds a probable duplicate with the same counted amount within 7 days, not 8', () => {
    expect(fates([row({ date: '2026-03-17' }), row({ date: '2026-03-03' })], [done('before', { date: '2026-03-10' }), done('after', { date: '2026-03-10' })])).toEqual([
      { kind: 'probable-duplicate', existingId: 'after' },
      { kind: 'probable-duplicate', existingId: 'before' },
    ]);
    expect(fates([row({ date: '2026-03-18' }), row({ date: '2026-03-02' })], [done('d')])).toEqual([{ kind: 'new' }, { kind: 'new' }]);
    expect(preview([row({ date: '2026-03-17' })], [done('d')])[0]?.include).toBe(false);
    // A MODIFIED row counts its actual amount.
    const modified = done('m', { executionStatus: 'MODIFIED', amount: 120, actualAmount: 100 });
    expect(fates([row(), row({ amount: 120 })], [modified])).toEqual([{ kind: 'probable-duplicate', existingId: 'm' }, { kind: 'new' }]);
  });

  it('claims an existing row once: the closest date first, then the most similar description', () => {
    expect(fates([row({ date: '2026-03-05' }), row({ date: '2026-03-09' })], [done('d')])).toEqual([
      { kind: 'new' },
      { kind: 'probable-duplicate', existingId: 'd' },
    ]);
    const existing = [done('rent', { date: '2026-03-08', description: 'Chirie martie' }), done('shop', { date: '2026-03-12', description: 'Mega Image' })];
    expect(fates([row({ description: 'POS MEGA IMAGE 123' })], existing)).toEqual([{ kind: 'probable-duplicate', existingId: 'shop' }]);
    expect(fates([row({ description: 'Plata chirie', payee: 'Proprietar' }), row({ description: 'POS MEGA IMAGE' })], existing)).toEqual([
      { kind: 'probable-duplicate', existingId: 'rent' },
      { kind: 'probable-duplicate', existingId: 'shop' },
    ]);
  });

  it('prefers the pending plan to a done row, and skips done rows an import brought in unless imported as pending', () => {
    expect(fates([row()], [done('d'), planned('p', { amount: 95 })])).toEqual([{ kind: 'match', plannedId: 'p' }]);
    const imported = done('i', { date: '2026-03-09', importReference: 'fp:1' });
    expect(fates([row()], [imported])).toEqual([{ kind: 'new' }]);
    expect(fates([row()], [{ ...imported, executionStatus: null }])).toEqual([{ kind: 'probable-duplicate', existingId: 'i' }]);
  });

  it('sorts 10,000 rows against 100,000 ledger rows', () => {
    let seed = 7;
    const random = (): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    const days = Array.from({ length: 365 }, (_, offset) => new Date(Date.UTC(2025, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10));
    const day = (offset: number) => days[offset]!;
    // Noise in 2025, amounts in whole bani; the rows checked below are in June 2026 with amounts in thousandths.
    const candidates: Candidate[] = Array.from({ length: 100_000 }, (_, i) =>
      (i % 10 === 0 ? planned : done)(`c${i}`, { date: day(Math.floor(random() * 365)), amount: Math.round(random() * 100_000) / 100, description: `Magazin ${i % 97}` }),
    );
    const rows: StatementRow[] = Array.from({ length: 10_000 }, (_, i) =>
      row({ line: i + 1, date: day(Math.floor(random() * 365)), amount: Math.round(random() * 100_000) / 100, description: `Magazin ${i % 89}` }),
    );
    rows[1234] = row({ date: '2026-06-10', amount: 77.777, reference: 'BANK-1' });
    rows[5678] = row({ date: '2026-06-10', amount: 88.888 });
    rows[9012] = row({ date: '2026-06-12', amount: 99.999 });
    rows[9999] = row({ date: '2026-06-20', amount: 11.111 });
    candidates.push(
      done('hit', { date: '2026-06-01', amount: 77.777, importReference: 'ref:BANK-1' }),
      planned('plan', { date: '2026-06-13', amount: 90 }),
      done('typed', { date: '2026-06-17', amount: 99.999 }),
    );
    const result = preview(rows, candidates);
    expect(result).toHaveLength(10_000);
    expect(result[1234]?.fate).toEqual({ kind: 'duplicate', existingId: 'hit' });
    expect(result[5678]?.fate).toEqual({ kind: 'match', plannedId: 'plan' });
    expect(result[9012]?.fate).toEqual({ kind: 'probable-duplicate', existingId: 'typed' });
    expect(result[9999]?.fate).toEqual({ kind: 'new' });
    const kinds = new Set(result.map((p) => p.fate.kind));
    expect(kinds).toEqual(new Set(['new', 'match', 'probable-duplicate', 'duplicate']));
  });
});
