/**
 * Issue 26 point 4, reconciliation on the real server: reconcile_account records the difference
 * between the bank's figure and the account's own balance as an 'Ajustare sold' adjustment and
 * marks the account's done rows up to today reconciled, in one call; a reconciled row loses its
 * mark when its money changes; the statement import never changes a reconciled row. Expected
 * figures are written here from the ledger, in bani, without the SQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Backend, type Client, type Harness } from './support/harness';
import { registerApproved } from './support/users';

/** A day `days` after today in Bucharest (the server's today), as yyyy-mm-dd. */
const dayFromToday = (days: number): string => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const bani = (lei: number | string | null | undefined): number => Math.round(Number(lei) * 100);

type Reconciled = {
  account_id: string;
  date: string;
  bank_balance: number;
  balance_before: number;
  difference: number;
  adjustment: { id: string; type: string; amount: number; category: string; subcategory: string; description: string; execution_status: string; date: string; account_id: string } | null;
  marked: number;
  reconciled_at: string;
};

export function reconcileSuite(backend: Backend): void {
  describe(`reconciliation on ${backend} (issue 26 point 4)`, () => {
    let harness: Harness;
    let owner: Client;
    let other: Client;
    let bank: string;
    let cash: string;
    let otherBank: string;

    const reconcile = (client: Client, accountId: string, bankBalance: number) =>
      client.rpc('reconcile_account', { account_id: accountId, bank_balance: bankBalance });
    const balanceOf = async (client: Client, accountId: string): Promise<number> => {
      const { data } = await client.rpc('get_account_balances', { as_of: dayFromToday(0) }).throwOnError();
      return bani(data.find((r) => r.account_id === accountId)?.balance);
    };
    const insert = async (client: Client, row: Record<string, unknown>): Promise<string> =>
      (await client.from('transactions').insert(row as never).select('id').single().throwOnError()).data.id;
    const markOf = async (id: string): Promise<string | null> =>
      (await owner.from('transactions').select('reconciled_at').eq('id', id).single().throwOnError()).data.reconciled_at;

    afterAll(async () => {
      await harness?.stop();
    });

    beforeAll(async () => {
      harness = await startHarness(backend);
      ({ client: owner } = await registerApproved(harness, 'reconcile-owner@test.buget.ro'));
      ({ client: other } = await registerApproved(harness, 'reconcile-other@test.buget.ro'));
      const account = async (client: Client, name: string, order: number, initial: number) =>
        (
          await client
            .from('user_accounts')
            .insert({ name, account_type: 'CHECKING', initial_balance: initial, display_order: order, balance_start_date: dayFromToday(-30) })
            .select('id')
            .single()
            .throwOnError()
        ).data.id;
      bank = await account(owner, 'Bancă', 1, 1000);
      cash = await account(owner, 'Cash', 2, 200);
      otherBank = await account(other, 'Bancă', 1, 500);
    });

    it('the bank showing more: an INCOME adjustment of the difference, dated today, done; the balance after is the bank figure', async () => {
      const salary = await insert(owner, { type: 'INCOME', amount: 3000, date: dayFromToday(-10), category: 'VENITURI', execution_status: 'COMPLETED', account_id: bank });
      const food = await insert(owner, { type: 'EXPENSE', amount: 120.45, date: dayFromToday(-2), category: 'NUTRITIE', execution_status: 'MODIFIED', actual_amount: 130.45, account_id: bank });
      const move = await insert(owner, { type: 'TRANSFER', amount: 100, date: dayFromToday(-1), category: 'TRANSFER', execution_status: 'COMPLETED', account_id: cash, to_account_id: bank });
      const planned = await insert(owner, { type: 'EXPENSE', amount: 50, date: dayFromToday(0), category: 'NUTRITIE', account_id: bank });
      const tomorrow = await insert(owner, { type: 'EXPENSE', amount: 70, date: dayFromToday(1), category: 'NUTRITIE', account_id: bank });
      const inCash = await insert(owner, { type: 'EXPENSE', amount: 20, date: dayFromToday(-3), category: 'NUTRITIE', execution_status: 'COMPLETED', account_id: cash });

      // 1000 + 3000 - 130.45 + 100 - 50 (a pending row dated today counts: the balance rule).
      const before = bani(1000 + 3000 - 130.45 + 100 - 50);
      expect(await balanceOf(owner, bank)).toBe(before);
      const result = (await reconcile(owner, bank, 3950.05).throwOnError()).data as unknown as Reconciled;
      expect(bani(result.balance_before)).toBe(before);
      expect(bani(result.difference)).toBe(bani(3950.05) - before);
      expect(result.date).toBe(dayFromToday(0));
      expect(result.adjustment).toMatchObject({
        type: 'INCOME', category: 'NECATEGORIZAT', subcategory: 'Necategorizat', description: 'Ajustare sold',
        execution_status: 'COMPLETED', date: dayFromToday(0), account_id: bank,
      });
      expect(bani(result.adjustment?.amount)).toBe(bani(3950.05) - before);
      expect(await balanceOf(owner, bank)).toBe(bani(3950.05));

      // Marked: the account's done rows up to today, either side of a transfer, the adjustment too.
      expect(result.marked).toBe(4);
      for (const id of [salary, food, move, result.adjustment?.id ?? '']) expect(await markOf(id), id).toBe(result.reconciled_at);
      // Not marked: a planned row (today or later) and another account's row.
      for (const id of [planned, tomorrow, inCash]) expect(await markOf(id), id).toBeNull();
      const { data: account } = await owner.from('user_accounts').select('last_reconciled_at').eq('id', bank).single().throwOnError();
      expect(account.last_reconciled_at).toBe(result.reconciled_at);
      // The daily page's items say which are reconciled (their last field), so it asks before changing one.
      const day = async (offset: number) =>
        ((await owner.rpc('get_daily_situation', { day: dayFromToday(offset) }).throwOnError()).data as unknown as { items: unknown[][] }).items;
      const marks = (items: unknown[][]) => Object.fromEntries(items.map((item) => [item[0], item[14]]));
      expect(marks(await day(-2))).toEqual({ [food]: true });
      expect(marks(await day(0))).toMatchObject({ [planned]: false, [result.adjustment?.id ?? '']: true });
    });

    it('the bank showing less: an EXPENSE adjustment; a negative bank figure is read as such', async () => {
      const before = await balanceOf(owner, cash);
      const result = (await reconcile(owner, cash, -25.5).throwOnError()).data as unknown as Reconciled;
      expect(result.adjustment?.type).toBe('EXPENSE');
      expect(bani(result.adjustment?.amount)).toBe(before - bani(-25.5));
      expect(await balanceOf(owner, cash)).toBe(bani(-25.5));
    });

    it('no difference: no adjustment, the rows marked all the same, an earlier mark kept', async () => {
      const { data: first } = await owner.from('transactions').select('id, reconciled_at').eq('account_id', bank).not('reconciled_at', 'is', null).limit(1).single().throwOnError();
      const fresh = await insert(owner, { type: 'EXPENSE', amount: 10, date: dayFromToday(0), category: 'NUTRITIE', execution_status: 'COMPLETED', account_id: bank });
      const count = async () => (await owner.from('transactions').select('id').eq('account_id', bank).throwOnError()).data.length;
      const rows = await count();
      const result = (await reconcile(owner, bank, (await balanceOf(owner, bank)) / 100).throwOnError()).data as unknown as Reconciled;
      expect(result.adjustment).toBeNull();
      expect(Number(result.difference)).toBe(0);
      expect(result.marked).toBe(1);
      expect(await count()).toBe(rows);
      expect(await markOf(fresh)).toBe(result.reconciled_at);
      expect(await markOf(first.id)).toBe(first.reconciled_at);
    });

    it('another user’s account is refused (404) and nothing of theirs changes; a bad amount is a 400', async () => {
      const before = await balanceOf(other, otherBank);
      const refused = await reconcile(owner, otherBank, 9999);
      expect(refused.status).toBe(404);
      expect(refused.error?.hint).toBe('ACCOUNT_NOT_FOUND');
      expect(await balanceOf(other, otherBank)).toBe(before);
      expect((await other.from('transactions').select('id').throwOnError()).data).toHaveLength(0);
      expect((await other.from('user_accounts').select('last_reconciled_at').eq('id', otherBank).single().throwOnError()).data.last_reconciled_at).toBeNull();

      for (const amount of [1_000_000.01, -1_000_001, 12.3456]) {
        const bad = await reconcile(owner, bank, amount);
        expect(bad.status, String(amount)).toBe(400);
        expect(bad.error?.hint).toBe('RECONCILE_AMOUNT_INVALID');
      }
    });

    it('a reconciled row keeps its mark through a text edit and loses it when its money changes', async () => {
      const id = await insert(owner, { type: 'EXPENSE', amount: 40, date: dayFromToday(-1), category: 'NUTRITIE', execution_status: 'COMPLETED', account_id: cash });
      await reconcile(owner, cash, (await balanceOf(owner, cash)) / 100).throwOnError();
      const mark = await markOf(id);
      expect(mark).not.toBeNull();
      await owner.from('transactions').update({ description: 'Piața' }).eq('id', id).throwOnError();
      expect(await markOf(id)).toBe(mark);
      for (const change of [{ amount: 41 }, { date: dayFromToday(-2) }, { account_id: bank }, { execution_status: null }]) {
        await owner.from('transactions').update({ reconciled_at: mark }).eq('id', id).throwOnError();
        expect(await markOf(id)).toBe(mark);
        await owner.from('transactions').update(change as never).eq('id', id).throwOnError();
        expect(await markOf(id), JSON.stringify(change)).toBeNull();
      }
    });

    it('the import never changes a reconciled row: it cannot complete a reconciled planned item, nor undo once its rows are reconciled', async () => {
      const plan = await insert(owner, { type: 'EXPENSE', amount: 60, date: dayFromToday(-1), category: 'NUTRITIE', account_id: bank });
      await owner.from('transactions').update({ reconciled_at: new Date().toISOString() }).eq('id', plan).throwOnError();
      const match = { transaction_id: plan, date: dayFromToday(-1), amount: 65, reference: 'ref:R1' };
      const refused = await owner.rpc('apply_import', { account_id: bank, file_name: 'extras.csv', format: 'bt-csv', rows: [] as never, matches: [match] as never });
      expect(refused.error?.hint).toBe('IMPORT_MATCH_INVALID');
      const { data: still } = await owner.from('transactions').select('execution_status, amount, actual_amount, import_reference').eq('id', plan).single().throwOnError();
      expect(still).toEqual({ execution_status: null, amount: 60, actual_amount: null, import_reference: null });

      const row = { date: dayFromToday(-1), type: 'EXPENSE', amount: 15, description: 'Librărie', category: 'NUTRITIE', subcategory: null, reference: 'ref:R2', pending: false };
      const applied = (await owner.rpc('apply_import', { account_id: bank, file_name: 'extras.csv', format: 'bt-csv', rows: [row] as never, matches: [] as never }).throwOnError()).data as { batch_id: string };
      await reconcile(owner, bank, (await balanceOf(owner, bank)) / 100).throwOnError();
      const undo = await owner.rpc('undo_import', { batch_id: applied.batch_id });
      expect(undo.error?.hint).toBe('IMPORT_RECONCILED');
      expect((await owner.from('transactions').select('id').eq('import_reference', 'ref:R2').throwOnError()).data).toHaveLength(1);
    });
  });
}
