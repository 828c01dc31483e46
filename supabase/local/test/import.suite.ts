/**
 * Issue 25, statement import, on the real server: apply_import writes a statement's rows and its
 * plan matches in one transaction and never the same entry twice in an account (the unique
 * reference), refuses a whole import for one bad row, completes the planned items it matches (and
 * the balances move), undo_import takes back exactly one import; a second user can neither write
 * into the first one's account nor see or undo their imports; the category rules and the saved
 * column mappings keep their limits; import_candidates answers the caller's rows of the account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { startHarness, type Backend, type Client, type Harness } from './support/harness';
import { registerApproved } from './support/users';

type Row = {
  date: string;
  type: 'INCOME' | 'EXPENSE';
  amount: number;
  description: string | null;
  category: string;
  subcategory: string | null;
  reference: string;
  pending: boolean;
};

const row = (reference: string, amount: number, date = '2026-10-05', more: Partial<Row> = {}): Row => ({
  date,
  type: 'EXPENSE',
  amount,
  description: `Plată card ${reference}`,
  category: 'NUTRITIE',
  subcategory: null,
  reference,
  pending: false,
  ...more,
});

/** A day `days` after today in Bucharest (the server's today), as yyyy-mm-dd. */
const dayFromToday = (days: number): string => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export function importSuite(backend: Backend): void {
  describe(`statement import on ${backend} (issue 25)`, () => {
    let harness: Harness;
    let owner: Client;
    let other: Client;
    let bank: string;
    let cash: string;
    let otherBank: string;

    const apply = (client: Client, accountId: string, rows: unknown, matches: unknown = []) =>
      client.rpc('apply_import', { account_id: accountId, file_name: 'extras.csv', format: 'bt-csv', rows: rows as never, matches: matches as never });
    const rowsOf = async (client: Client, accountId: string) =>
      (await client.from('transactions').select('*').eq('account_id', accountId).order('date').order('id').throwOnError()).data;
    const batches = async (client: Client) => (await client.from('import_batches').select('*').throwOnError()).data;
    const available = async (): Promise<number> => {
      const { data } = await owner.rpc('get_available_balance', {}).throwOnError();
      return Number((data as { available_balance: number }[])[0]?.available_balance);
    };

    afterAll(async () => {
      await harness?.stop();
    });

    beforeAll(async () => {
      harness = await startHarness(backend);
      ({ client: owner } = await registerApproved(harness, 'import-owner@test.buget.ro'));
      ({ client: other } = await registerApproved(harness, 'import-other@test.buget.ro'));
      const insert = async (client: Client, name: string, order: number) =>
        (
          await client
            .from('user_accounts')
            .insert({ name, account_type: 'CHECKING', initial_balance: 1000, display_order: order, balance_start_date: '2026-01-01' })
            .select('id')
            .single()
            .throwOnError()
        ).data.id;
      bank = await insert(owner, 'Bancă', 1);
      cash = await insert(owner, 'Cash', 2);
      otherBank = await insert(other, 'Bancă', 1);
    });

    it('a statement comes in once: applied again, nothing is inserted and every row counts as skipped', async () => {
      const rows = [row('ref:A1', 10), row('ref:A2', 20.5, '2026-10-06'), row('ref:A3', 3000, '2026-10-07', { type: 'INCOME', category: 'VENITURI' })];
      const first = (await apply(owner, bank, rows).throwOnError()).data as { batch_id: string; imported: number; matched: number; skipped: number };
      expect(first).toMatchObject({ imported: 3, matched: 0, skipped: 0 });
      expect(first.batch_id).toMatch(/^[0-9a-f-]{36}$/);
      const written = await rowsOf(owner, bank);
      expect(written.map((t) => [t.import_reference, t.execution_status, t.import_batch_id, t.amount])).toEqual([
        ['ref:A1', 'COMPLETED', first.batch_id, 10],
        ['ref:A2', 'COMPLETED', first.batch_id, 20.5],
        ['ref:A3', 'COMPLETED', first.batch_id, 3000],
      ]);

      const again = (await apply(owner, bank, rows).throwOnError()).data;
      expect(again).toEqual({ batch_id: null, imported: 0, matched: 0, skipped: 3 });
      expect(await rowsOf(owner, bank)).toHaveLength(3);
      // Nothing written: no batch to take back.
      expect((await batches(owner)).map((b) => b.id)).toEqual([first.batch_id]);
      expect((await batches(owner))[0]).toMatchObject({ account_id: bank, file_name: 'extras.csv', format: 'bt-csv', imported: 3, matched: 0, skipped: 0 });
    });

    it('an overlapping statement adds only its new rows; the same reference in another account is another entry', async () => {
      const overlap = [row('ref:A2', 20.5, '2026-10-06'), row('ref:A3', 3000, '2026-10-07', { type: 'INCOME', category: 'VENITURI' }), row('ref:A4', 7.25, '2026-10-08')];
      expect((await apply(owner, bank, overlap).throwOnError()).data).toMatchObject({ imported: 1, skipped: 2 });
      expect((await rowsOf(owner, bank)).map((t) => t.import_reference)).toEqual(['ref:A1', 'ref:A2', 'ref:A3', 'ref:A4']);
      // Twice in one statement: once.
      expect((await apply(owner, cash, [row('fp:x', 1), row('fp:x', 1)]).throwOnError()).data).toMatchObject({ imported: 1, skipped: 1 });
      expect((await apply(owner, cash, [row('ref:A1', 10)]).throwOnError()).data).toMatchObject({ imported: 1, skipped: 0 });
      // Whoever calls the API: a direct insert of an entry the account holds is refused.
      const direct = await owner.from('transactions').insert({ type: 'EXPENSE', amount: 10, date: '2026-10-05', category: 'NUTRITIE', execution_status: 'COMPLETED', account_id: bank, import_reference: 'ref:A1' });
      expect(direct.error?.code).toBe('23505');
    });

    it('one bad row refuses the whole import: nothing written, no batch', async () => {
      const before = { rows: (await rowsOf(owner, bank)).length, batches: (await batches(owner)).length };
      const tooLarge = await apply(owner, bank, [row('ref:B1', 5), row('ref:B2', 2_000_000)]);
      expect(tooLarge.error?.code).toBe('23514');
      expect(tooLarge.error?.message).toContain('transactions_amount_check');
      const future = await apply(owner, bank, [row('ref:B1', 5), row('ref:B3', 5, dayFromToday(3))]);
      expect(future.error?.hint).toBe('DONE_IN_FUTURE');
      const missing = await apply(owner, bank, [row('ref:B1', 5), { ...row('ref:B4', 5), reference: undefined }]);
      expect(missing.error).toMatchObject({ code: '23514', hint: 'IMPORT_ROW_INVALID' });
      expect(missing.error?.message).toMatch(/^row 1: invalid reference/);
      const category = await apply(owner, bank, [row('ref:B1', 5), row('ref:B5', 5, '2026-10-05', { category: 'NU EXISTĂ' })]);
      expect(category.error).toMatchObject({ hint: 'IMPORT_ROW_INVALID' });
      expect(category.error?.message).toMatch(/^row 1: unknown category NU EXISTĂ/);
      const badType = await apply(owner, bank, [{ ...row('ref:B6', 5), type: 'TRANSFER' }]);
      expect(badType.error?.hint).toBe('IMPORT_ROW_INVALID');
      const notArray = await apply(owner, bank, { rows: [] });
      expect(notArray.error?.hint).toBe('IMPORT_ROW_INVALID');
      expect((await rowsOf(owner, bank)).length).toBe(before.rows);
      expect((await batches(owner)).length).toBe(before.batches);
    });

    it('refuses more than 10000 rows and matches, and an account that is not the caller’s active one', async () => {
      const many = Array.from({ length: 10_001 }, (_, i) => row(`fp:${i}`, 1));
      expect((await apply(owner, bank, many)).error).toMatchObject({ code: '23514', hint: 'IMPORT_TOO_MANY_ROWS' });
      // The count goes in the detail: 10500 in the message would read as a server failure ('500').
      const tooMany = (await apply(owner, bank, Array.from({ length: 10_500 }, (_, i) => row(`fp:${i}`, 1)))).error;
      expect(tooMany).toMatchObject({ hint: 'IMPORT_TOO_MANY_ROWS', message: 'too many rows and matches for one import' });
      expect(tooMany?.details).toMatch(/at most 10000 .*this one has 10500/);
      const both = await apply(owner, bank, many.slice(1), [{ transaction_id: randomUUID(), date: '2026-10-01', amount: 1, reference: 'ref:x' }, { transaction_id: randomUUID(), date: '2026-10-01', amount: 1, reference: 'ref:y' }]);
      expect(both.error?.hint).toBe('IMPORT_TOO_MANY_ROWS');
      expect((await apply(owner, randomUUID(), [row('ref:C1', 1)])).error?.hint).toBe('IMPORT_ACCOUNT_INVALID');
      const spare = (await owner.from('user_accounts').insert({ name: 'Veche', display_order: 3 }).select('id').single().throwOnError()).data.id;
      await owner.from('user_accounts').update({ is_active: false }).eq('id', spare).throwOnError();
      expect((await apply(owner, spare, [row('ref:C1', 1)])).error?.hint).toBe('IMPORT_ACCOUNT_INVALID');
    });

    it('a match completes a planned item on the bank’s day, and the balances move; undo puts it back', async () => {
      const plan = async (amount: number, date: string, accountId: string | null) =>
        (
          await owner
            .from('transactions')
            .insert({ type: 'EXPENSE', amount, date, category: 'UTILITATI', subcategory: null, ...(accountId ? { account_id: accountId } : {}) })
            .select('id')
            .single()
            .throwOnError()
        ).data.id;
      const rent = await plan(150, '2026-10-10', bank);
      const phone = await plan(60, '2026-10-12', bank);
      const skippedItem = await plan(99, '2026-10-12', bank);
      await owner.from('transactions').update({ execution_status: 'SKIPPED' }).eq('id', skippedItem).throwOnError();
      const start = await available();
      const hand = (await owner.from('transactions').insert({ type: 'EXPENSE', amount: 1, date: '2026-10-11', category: 'NUTRITIE', execution_status: 'COMPLETED', account_id: bank }).select('id').single().throwOnError()).data.id;
      const afterHand = await available();
      expect(afterHand).toBeCloseTo(start - 1, 3);

      const result = (
        await apply(
          owner,
          bank,
          [row('ref:M0', 12, '2026-10-11')],
          [
            { transaction_id: rent, date: '2026-10-09', amount: 150, reference: 'ref:M1' },
            { transaction_id: phone, date: '2026-10-13', amount: 64.5, reference: 'ref:M2' },
          ],
        ).throwOnError()
      ).data as { batch_id: string };
      expect(result).toMatchObject({ imported: 1, matched: 2, skipped: 0 });
      const read = async (id: string) => (await owner.from('transactions').select('*').eq('id', id).single().throwOnError()).data;
      expect(await read(rent)).toMatchObject({ execution_status: 'COMPLETED', actual_amount: null, date: '2026-10-09', import_reference: 'ref:M1', import_batch_id: null, category: 'UTILITATI' });
      expect(await read(phone)).toMatchObject({ execution_status: 'MODIFIED', actual_amount: 64.5, amount: 60, date: '2026-10-13', import_reference: 'ref:M2' });
      // A pending item counted its planned amount already: the match moves the balance by the difference.
      expect(await available()).toBeCloseTo(afterHand - (64.5 - 60) - 12, 3);
      const { data: day } = await owner.rpc('get_daily_situation', { day: '2026-10-13' }).throwOnError();
      expect(JSON.stringify(day)).toContain(phone);

      // Matched once: neither again in another import nor twice in one; a skipped item is not pending.
      const again = await apply(owner, bank, [], [{ transaction_id: rent, date: '2026-10-09', amount: 150, reference: 'ref:M9' }]);
      expect(again.error).toMatchObject({ code: '23514', hint: 'IMPORT_MATCH_INVALID' });
      const other1 = await plan(10, '2026-10-14', null);
      const twice = await apply(owner, bank, [], [
        { transaction_id: other1, date: '2026-10-14', amount: 10, reference: 'ref:M7' },
        { transaction_id: other1, date: '2026-10-14', amount: 10, reference: 'ref:M8' },
      ]);
      expect(twice.error?.hint).toBe('IMPORT_MATCH_INVALID');
      expect((await apply(owner, bank, [], [{ transaction_id: skippedItem, date: '2026-10-12', amount: 99, reference: 'ref:M6' }])).error?.hint).toBe('IMPORT_MATCH_INVALID');
      // In another account: not this import's.
      expect((await apply(owner, cash, [], [{ transaction_id: other1, date: '2026-10-14', amount: 10, reference: 'ref:M5' }])).error?.hint).toBe('IMPORT_MATCH_INVALID');
      expect((await read(other1)).execution_status).toBeNull();

      const undone = (await owner.rpc('undo_import', { batch_id: result.batch_id }).throwOnError()).data;
      expect(undone).toEqual({ deleted: 1, restored: 2 });
      expect(await read(rent)).toMatchObject({ execution_status: null, actual_amount: null, date: '2026-10-10', import_reference: null, account_id: bank });
      expect(await read(phone)).toMatchObject({ execution_status: null, actual_amount: null, date: '2026-10-12', import_reference: null });
      expect(await read(hand)).toMatchObject({ execution_status: 'COMPLETED' });
      expect((await rowsOf(owner, bank)).some((t) => t.import_reference === 'ref:M0')).toBe(false);
      // Back to before the import (other1, planned since, counts its 10).
      expect(await available()).toBeCloseTo(afterHand - 10, 3);
      expect((await batches(owner)).some((b) => b.id === result.batch_id)).toBe(false);
      expect((await owner.rpc('undo_import', { batch_id: result.batch_id })).error).toMatchObject({ code: 'P0002', hint: 'IMPORT_NOT_FOUND' });
    });

    it('undo deletes exactly the rows of its batch; a pending row comes in as planned', async () => {
      const a = (await apply(owner, cash, [row('ref:U1', 1, '2026-10-20'), row('ref:U2', 2, '2026-10-20', { pending: true })]).throwOnError()).data as { batch_id: string };
      const b = (await apply(owner, cash, [row('ref:U3', 3, '2026-10-21')]).throwOnError()).data as { batch_id: string };
      const pending = (await rowsOf(owner, cash)).find((t) => t.import_reference === 'ref:U2');
      expect(pending?.execution_status).toBeNull();
      expect((await owner.rpc('undo_import', { batch_id: a.batch_id }).throwOnError()).data).toEqual({ deleted: 2, restored: 0 });
      const left = (await rowsOf(owner, cash)).map((t) => t.import_reference);
      expect(left).toContain('ref:U3');
      expect(left).not.toContain('ref:U1');
      expect(left).not.toContain('ref:U2');
      expect((await batches(owner)).map((x) => x.id)).toContain(b.batch_id);
    });

    it('a second user cannot import into, match, undo, read or write the first user’s imports', async () => {
      const planned = (await owner.from('transactions').insert({ type: 'EXPENSE', amount: 40, date: '2026-10-15', category: 'NUTRITIE', account_id: bank }).select('id').single().throwOnError()).data.id;
      expect((await apply(other, bank, [row('ref:X1', 1)])).error?.hint).toBe('IMPORT_ACCOUNT_INVALID');
      expect((await apply(other, otherBank, [], [{ transaction_id: planned, date: '2026-10-15', amount: 40, reference: 'ref:X2' }])).error?.hint).toBe('IMPORT_MATCH_INVALID');
      const ownBatch = (await batches(owner))[0]!;
      expect((await other.rpc('undo_import', { batch_id: ownBatch.id })).error?.hint).toBe('IMPORT_NOT_FOUND');
      expect(await batches(other)).toEqual([]);
      expect((await other.from('import_batch_matches').select('*').throwOnError()).data).toEqual([]);
      // Batches are written by apply_import only, even one's own.
      const forged = await other.from('import_batches').insert({ account_id: otherBank, file_name: 'x.csv', format: 'bt-csv' });
      expect(forged.error?.code).toBe('42501');
      const intoTheirs = await other.from('transactions').insert({ type: 'EXPENSE', amount: 1, date: '2026-10-05', category: 'NUTRITIE', execution_status: 'COMPLETED', account_id: bank, import_reference: 'ref:X3' });
      expect(intoTheirs.error?.code).toBe('23503');
      // Their batch is not a batch for a row of mine.
      const intoTheirBatch = await other.from('transactions').insert({ type: 'EXPENSE', amount: 1, date: '2026-10-05', category: 'NUTRITIE', execution_status: 'COMPLETED', account_id: otherBank, import_batch_id: ownBatch.id });
      expect(intoTheirBatch.error?.code).toBe('23503');
      await other.from('import_batches').delete().eq('id', ownBatch.id).throwOnError();
      expect((await batches(owner)).map((b) => b.id)).toContain(ownBatch.id);
      // Their own import, on their own account, works; the reference of mine is theirs to use.
      expect((await apply(other, otherBank, [row('ref:A1', 10)]).throwOnError()).data).toMatchObject({ imported: 1 });
      expect((await owner.from('transactions').select('id').eq('id', planned).single().throwOnError()).data).toBeTruthy();
      expect((await owner.from('transactions').select('execution_status').eq('id', planned).single().throwOnError()).data.execution_status).toBeNull();
    });

    it('import_candidates answers the caller’s INCOME and EXPENSE rows of the account (or none) in the range', async () => {
      await owner.from('transactions').insert({ type: 'SAVING', amount: 5, date: '2026-10-06', category: 'ECONOMII', execution_status: 'COMPLETED', account_id: bank }).throwOnError();
      const { data } = await owner.rpc('import_candidates', { account: bank, date_from: '2026-10-06', date_to: '2026-10-08' }).throwOnError();
      expect(data.map((c) => [c.date, c.import_reference, c.account_id])).toEqual([
        ['2026-10-06', 'ref:A2', bank],
        ['2026-10-07', 'ref:A3', bank],
        ['2026-10-08', 'ref:A4', bank],
      ]);
      expect(data[1]).toMatchObject({ type: 'INCOME', amount: 3000, actual_amount: null, execution_status: 'COMPLETED', recurring_rule_id: null });
      const theirs = await other.rpc('import_candidates', { account: bank, date_from: '2026-01-01', date_to: '2026-12-31' }).throwOnError();
      expect(theirs.data).toEqual([]);
      const own = await other.rpc('import_candidates', { account: otherBank, date_from: '2026-01-01', date_to: '2026-12-31' }).throwOnError();
      expect(own.data.map((c) => c.import_reference)).toEqual(['ref:A1']);
    });

    it('category rules: a known category, at most 500, reordered all at once, the caller’s only', async () => {
      const unknown = await owner.from('category_rules').insert({ position: 0, match_kind: 'CONTAINS', pattern: 'MEGA', category: 'NU EXISTĂ' });
      expect(unknown.error).toMatchObject({ code: '23514', hint: 'UNKNOWN_CATEGORY' });
      const badSub = await owner.from('category_rules').insert({ position: 0, match_kind: 'CONTAINS', pattern: 'MEGA', category: 'NUTRITIE', subcategory: 'Nu există' });
      expect(badSub.error?.hint).toBe('UNKNOWN_CATEGORY');
      expect((await owner.from('category_rules').insert({ position: 0, match_kind: 'CONTAINS', pattern: '   ', category: 'NUTRITIE' })).error?.code).toBe('23514');
      const rules = Array.from({ length: 500 }, (_, i) => ({ position: i, match_kind: i % 2 ? 'EXACT' : 'CONTAINS', pattern: `P${i}`, category: 'NUTRITIE' }));
      await owner.from('category_rules').insert(rules).throwOnError();
      const over = await owner.from('category_rules').insert({ position: 500, match_kind: 'CONTAINS', pattern: 'P500', category: 'NUTRITIE' });
      expect(over.error).toMatchObject({ code: '23514', hint: 'RULES_LIMIT' });
      // No figure in the message (a '500' there reads as a server failure to the client); the limit is in the detail.
      expect(over.error?.message).not.toMatch(/\d/);
      expect(over.error?.details).toMatch(/at most 500 /);
      const ids = (await owner.from('category_rules').select('id').order('position').throwOnError()).data.map((r) => r.id);
      expect(ids).toHaveLength(500);
      const reversed = [...ids].reverse();
      await owner.rpc('reorder_category_rules', { rule_ids: reversed }).throwOnError();
      const after = (await owner.from('category_rules').select('id, position').order('position').throwOnError()).data;
      expect(after.map((r) => r.id)).toEqual(reversed);
      expect(after.map((r) => r.position)).toEqual(ids.map((_, i) => i));
      expect((await owner.rpc('reorder_category_rules', { rule_ids: reversed.slice(1) })).error?.hint).toBe('RULES_ORDER_INVALID');
      expect((await other.rpc('reorder_category_rules', { rule_ids: reversed })).error?.hint).toBe('RULES_ORDER_INVALID');
      expect((await other.from('category_rules').select('id').throwOnError()).data).toEqual([]);
      await other.from('category_rules').update({ pattern: 'furat' }).eq('id', ids[0]!).throwOnError();
      expect((await owner.from('category_rules').select('pattern').eq('id', ids[0]!).single().throwOnError()).data.pattern).toBe('P0');
    });

    it('saved mappings: at most 50 (saving again under a name replaces it), at most 8 KB, the caller’s only', async () => {
      const mapping = { delimiter: ';', headerRow: 0, date: 0, amount: 1, description: 2 };
      await owner.from('import_mappings').insert(Array.from({ length: 50 }, (_, i) => ({ name: `Banca ${i}`, shape: `a;b;c${i}`, mapping }))).throwOnError();
      const over = await owner.from('import_mappings').insert({ name: 'Banca 50', shape: 'x', mapping });
      expect(over.error).toMatchObject({ code: '23514', hint: 'MAPPINGS_LIMIT' });
      expect(over.error?.message).not.toMatch(/\d/);
      expect(over.error?.details).toMatch(/at most 50 /);
      await owner.from('import_mappings').upsert({ name: 'Banca 7', shape: 'nou', mapping: { ...mapping, amount: 3 } }, { onConflict: 'user_id,name' }).throwOnError();
      const seven = (await owner.from('import_mappings').select('shape, mapping').eq('name', 'Banca 7').single().throwOnError()).data;
      expect(seven).toEqual({ shape: 'nou', mapping: { ...mapping, amount: 3 } });
      await owner.from('import_mappings').delete().eq('name', 'Banca 0').throwOnError();
      const large = await owner.from('import_mappings').insert({ name: 'Mare', shape: 'x', mapping: { note: 'x'.repeat(9000) } });
      expect(large.error?.code).toBe('23514');
      const notObject = await owner.from('import_mappings').insert({ name: 'Listă', shape: 'x', mapping: [1, 2] });
      expect(notObject.error?.code).toBe('23514');
      expect((await other.from('import_mappings').select('id').throwOnError()).data).toEqual([]);
      await other.from('import_mappings').insert({ name: 'Banca 7', shape: 'al meu', mapping }).throwOnError();
      expect((await owner.from('import_mappings').select('shape').eq('name', 'Banca 7').single().throwOnError()).data.shape).toBe('nou');
    });

    it('renaming, moving or deleting a category or subcategory carries the category rules along, so apply_import still takes their targets', async () => {
      // A user of their own: the owner's rules are at the limit.
      const { client: u } = await registerApproved(harness, 'import-reguli@test.buget.ro');
      const account = (await u.from('user_accounts').insert({ name: 'Bancă', account_type: 'CHECKING', display_order: 1 }).select('id').single().throwOnError()).data.id;
      const custom = (...names: string[]) => names.map((name) => ({ name, isCustom: true }));
      const categories = [
        { name: 'Animale', isCustom: true, subcategories: custom('Hrană', 'Veterinar', 'Jucării') },
        { name: 'Grădină', isCustom: true, subcategories: [] },
        { name: 'Hobby', isCustom: true, subcategories: [] },
      ];
      await u.from('custom_categories').upsert({ category_data: { categories, version: 1 }, version: 1 }, { onConflict: 'user_id' }).throwOnError();
      const add = async (pattern: string, category: string, subcategory: string | null) =>
        (await u.from('category_rules').insert({ position: 0, match_kind: 'CONTAINS', pattern, category, subcategory }).select('id').single().throwOnError()).data.id;
      // Names compare as the catalogue does: a rule spelled in another case is the category's too.
      const ids = {
        food: await add('PET SHOP', 'Animale', 'Hrană'),
        vet: await add('VET', 'Animale', 'Veterinar'),
        toys: await add('JUCĂRII', 'Animale', 'Jucării'),
        pets: await add('ANIMALE', ' animale', null),
        hobby: await add('HOBBY', 'Hobby', null),
        food2: await add('MEGA', 'NUTRITIE', null),
      };
      const targets = async () => {
        const { data } = await u.from('category_rules').select('id, category, subcategory').throwOnError();
        return Object.fromEntries(Object.entries(ids).map(([key, id]) => {
          const rule = data.find((r) => r.id === id);
          return [key, rule ? [rule.category, rule.subcategory] : null];
        }));
      };
      // What a statement gets from these rules: the server takes every one of them (Hobby's
      // left out, so that category can be deleted without a target below).
      let n = 0;
      const importEach = async () => {
        const { data } = await u.from('category_rules').select('category, subcategory').neq('category', 'Hobby').throwOnError();
        const rows = data.map((r) => row(`rules:${(n += 1)}`, 1, '2026-10-05', { category: r.category.trim(), subcategory: r.subcategory }));
        return (await apply(u, account, rows)).error;
      };
      expect(await importEach()).toBeNull();

      await u.rpc('rename_category', { old_name: 'Animale', new_name: 'Animale de companie' }).throwOnError();
      await u.rpc('rename_subcategory', { category: 'Animale de companie', old_name: 'Hrană', new_name: 'Mâncare' }).throwOnError();
      expect(await targets()).toEqual({
        food: ['Animale de companie', 'Mâncare'],
        vet: ['Animale de companie', 'Veterinar'],
        toys: ['Animale de companie', 'Jucării'],
        pets: ['Animale de companie', null],
        hobby: ['Hobby', null],
        food2: ['NUTRITIE', null],
      });
      expect(await importEach()).toBeNull();

      // As the transactions: a deleted subcategory leaves none, a migrated one moves to its target.
      await u.rpc('delete_subcategory', { category: 'Animale de companie', subcategory: 'Veterinar' }).throwOnError();
      await u.rpc('migrate_subcategory', { category: 'Animale de companie', subcategory: 'Jucării', target_subcategory: 'Mâncare' }).throwOnError();
      expect(await targets()).toMatchObject({ vet: ['Animale de companie', null], toys: ['Animale de companie', 'Mâncare'], food: ['Animale de companie', 'Mâncare'] });
      expect(await importEach()).toBeNull();

      // A category deleted into another takes its rules there (subcategory cleared); one deleted
      // without a target (no transactions left) takes its rules with it.
      await u.rpc('delete_category', { category: 'Animale de companie', target_category: 'Grădină' }).throwOnError();
      await u.rpc('delete_category', { category: 'Hobby' }).throwOnError();
      expect(await targets()).toEqual({
        food: ['Grădină', null],
        vet: ['Grădină', null],
        toys: ['Grădină', null],
        pets: ['Grădină', null],
        hobby: null,
        food2: ['NUTRITIE', null],
      });
      expect(await importEach()).toBeNull();
    });

    it('a restored row keeps its statement reference and belongs to no batch', async () => {
      const done = (await apply(owner, cash, [row('ref:R1', 4, '2026-10-22')]).throwOnError()).data as { batch_id: string };
      const snapshot = (await owner.rpc('backup_transactions', {}).throwOnError()).data.filter((t) => t.import_reference === 'ref:R1');
      expect(snapshot[0]?.import_batch_id).toBe(done.batch_id);
      await owner.rpc('delete_transactions', { transaction_ids: snapshot.map((t) => t.id) }).throwOnError();
      const upload = randomUUID();
      await owner.from('restore_parts').insert({ upload_id: upload, part: 0, kind: 'transactions', rows: snapshot }).throwOnError();
      await owner.rpc('apply_restore', { upload_id: upload, mode: 'add_missing' }).throwOnError();
      const back = (await rowsOf(owner, cash)).find((t) => t.import_reference === 'ref:R1');
      expect(back).toMatchObject({ id: snapshot[0]!.id, import_batch_id: null });
      // Restoring it again beside a row with its reference: the one there stays, once.
      const again = randomUUID();
      await owner.from('restore_parts').insert({ upload_id: again, part: 0, kind: 'transactions', rows: snapshot.map((t) => ({ ...t, id: randomUUID() })) }).throwOnError();
      await owner.rpc('apply_restore', { upload_id: again, mode: 'add_missing' }).throwOnError();
      expect((await rowsOf(owner, cash)).filter((t) => t.import_reference === 'ref:R1')).toHaveLength(1);
    });

    it('a restore in replace mode keeps the category rules and saved mappings (not in the file) and drops the import batches', async () => {
      const { client: u } = await registerApproved(harness, 'import-restaurare@test.buget.ro');
      const account = (await u.from('user_accounts').insert({ name: 'Bancă', account_type: 'CHECKING', display_order: 1 }).select('id').single().throwOnError()).data.id;
      const planned = (await u.from('transactions').insert({ type: 'EXPENSE', amount: 150, date: '2026-10-10', category: 'UTILITATI', account_id: account }).select('id').single().throwOnError()).data.id;
      // The backup file: the account and the planned item, before any import.
      const file = {
        user_accounts: (await u.from('user_accounts').select('*').throwOnError()).data,
        transactions: (await u.rpc('backup_transactions', {}).throwOnError()).data,
      };
      await u.from('category_rules').insert({ position: 0, match_kind: 'CONTAINS', pattern: 'ENEL', category: 'NUTRITIE' }).throwOnError();
      await u.from('import_mappings').insert({ name: 'Banca mea', shape: 'a;b;c', mapping: { delimiter: ';', date: 0, amount: 1 } }).throwOnError();
      const done = (await apply(u, account, [row('ref:S1', 7)], [{ transaction_id: planned, date: '2026-10-09', amount: 150, reference: 'ref:S2' }]).throwOnError()).data;
      expect(done).toMatchObject({ imported: 1, matched: 1 });
      expect((await u.from('import_batch_matches').select('transaction_id').throwOnError()).data).toHaveLength(1);

      const upload = randomUUID();
      for (const [part, [kind, rows]] of Object.entries(file).entries()) {
        await u.from('restore_parts').insert({ upload_id: upload, part, kind, rows }).throwOnError();
      }
      await u.rpc('apply_restore', { upload_id: upload, mode: 'replace' }).throwOnError();

      // The file's rows, as they were; no batch whose undo would no longer be exact.
      expect((await rowsOf(u, account)).map((t) => [t.id, t.execution_status, t.import_reference])).toEqual([[planned, null, null]]);
      expect(await batches(u)).toEqual([]);
      expect((await u.from('import_batch_matches').select('transaction_id').throwOnError()).data).toEqual([]);
      // The rules and mappings, which the file does not hold, stay.
      expect((await u.from('category_rules').select('pattern, category').throwOnError()).data).toEqual([{ pattern: 'ENEL', category: 'NUTRITIE' }]);
      expect((await u.from('import_mappings').select('name').throwOnError()).data).toEqual([{ name: 'Banca mea' }]);
      // Deleting the data still takes them all.
      await u.rpc('delete_user_data').throwOnError();
      expect((await u.from('category_rules').select('id').throwOnError()).data).toEqual([]);
      expect((await u.from('import_mappings').select('id').throwOnError()).data).toEqual([]);
    });

    it('deleting the user’s data takes their imports, rules and mappings', async () => {
      await other.from('category_rules').insert({ position: 0, match_kind: 'CONTAINS', pattern: 'x', category: 'NUTRITIE' }).throwOnError();
      await other.rpc('delete_user_data').throwOnError();
      expect(await batches(other)).toEqual([]);
      expect((await other.from('category_rules').select('id').throwOnError()).data).toEqual([]);
      expect((await other.from('import_mappings').select('id').throwOnError()).data).toEqual([]);
      expect((await batches(owner)).length).toBeGreaterThan(0);
    });
  });
}
