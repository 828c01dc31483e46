/**
 * The daily page's server side (issue 12): get_daily_situation (a day's items, its opening and
 * closing balance by the one balance rule the header reads, the month's overdue items; a
 * transfer between accounts is none of the day's items, issue 22), get_daily_month (the calendar's
 * per-day counts and the chart's planned and actual spending), postpone_transaction and
 * revert_to_planned (postpone to tomorrow in one call, and back), add_unplanned_transaction (the
 * quick form, checked by the server) and the unplanned column's check. Every figure is written out
 * by hand. A second user sees nothing of the first and cannot act on their rows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Client, Harness } from './support/harness';
import { registerApproved, type User } from './support/users';

type Status = 'COMPLETED' | 'MODIFIED' | 'SKIPPED' | null;
type Item = {
  id: string;
  date: string;
  type: string;
  category: string;
  subcategory: string | null;
  description: string | null;
  amount: number;
  actual: number | null;
  status: Status;
  unplanned: boolean;
  recurring: boolean;
  postponed_from_id: string | null;
  postponed_to: string | null;
  currency: string;
  reconciled: boolean;
};
type Situation = { date: string; opening_balance: number; closing_balance: number; items: Item[]; overdue: Item[]; overdue_count: number };
type MonthDay = [day: number, pending: number, done: number, skipped: number, planned: number, actual: number];
type Row = {
  type: 'INCOME' | 'EXPENSE' | 'SAVING' | 'TRANSFER';
  amount: number;
  date: string;
  category: string;
  subcategory?: string | null;
  execution_status?: Status;
  actual_amount?: number | null;
  description?: string | null;
  account_id?: string | null;
  to_account_id?: string | null;
};

/** An item's positions in the answer (get_daily_situation, supabase/schemas/09_daily.sql): one array per item, not an object. */
const ITEM_FIELDS = [
  'id', 'date', 'type', 'category', 'subcategory', 'description', 'amount', 'actual', 'status', 'unplanned', 'recurring', 'postponed_from_id', 'postponed_to', 'currency', 'reconciled',
] as const;

function itemOf(raw: unknown): Item {
  if (!Array.isArray(raw) || raw.length !== ITEM_FIELDS.length) throw new Error(`not an item array: ${JSON.stringify(raw)}`);
  return Object.fromEntries(ITEM_FIELDS.map((field, i) => [field, raw[i]])) as Item;
}

async function situation(client: Client, day: string, today?: string): Promise<Situation> {
  const { data } = await client.rpc('get_daily_situation', today ? { day, today } : { day }).throwOnError();
  const raw = data as unknown as Omit<Situation, 'items' | 'overdue'> & { items: unknown[]; overdue: unknown[] };
  return { ...raw, items: raw.items.map(itemOf), overdue: raw.overdue.map(itemOf) };
}

async function month(client: Client, key: string): Promise<MonthDay[]> {
  const { data } = await client.rpc('get_daily_month', { month: key }).throwOnError();
  return (data as unknown as { days: MonthDay[] }).days;
}

async function insert(client: Client, rows: Row[]): Promise<string[]> {
  const full = rows.map((row) => ({ subcategory: null, execution_status: null, actual_amount: null, description: null, account_id: null, to_account_id: null, ...row }));
  const { data } = await client.from('transactions').insert(full).select('id').throwOnError();
  return data.map((r) => r.id);
}

const brief = (items: Item[]) => items.map((i) => [i.description, i.status, i.amount, i.actual, i.unplanned]);

export function dailySuite(h: () => Harness): void {
  describe('the daily page (get_daily_situation, get_daily_month, postpone, revert, unplanned)', () => {
    let owner: User;
    let other: User;
    const ids: Record<string, string> = {};
    const accounts: Record<string, string> = {};

    beforeAll(async () => {
      owner = await registerApproved(h(), 'zi-a@test.buget.ro');
      other = await registerApproved(h(), 'zi-b@test.buget.ro');
      const { data: created } = await owner.client
        .from('user_accounts')
        .insert([
          // Bancă, the first, is the default account: the rows below without one go there.
          { name: 'Bancă', account_type: 'CHECKING', initial_balance: 1000, display_order: 1, included_in_total: true },
          { name: 'Investiții', account_type: 'INVESTMENT', initial_balance: 500, display_order: 2, included_in_total: false },
          { name: 'Cash', account_type: 'CASH', initial_balance: 0, display_order: 3, included_in_total: true },
        ])
        .select('id,name')
        .throwOnError();
      for (const a of created) accounts[a.name] = a.id;
      const rows: [string, Row][] = [
        // Before May 2025: only the opening balance.
        ['salary', { type: 'INCOME', amount: 3000, date: '2025-04-30', category: 'VENITURI', subcategory: 'Salariu', execution_status: 'COMPLETED', description: 'salariu' }],
        // May 2025, earlier days: one overdue (pending), one done, one postponed.
        ['old-pending', { type: 'EXPENSE', amount: 40, date: '2025-05-03', category: 'NUTRITIE', subcategory: 'Cafenele', description: 'cafea restantă' }],
        ['old-done', { type: 'EXPENSE', amount: 25, date: '2025-05-04', category: 'NUTRITIE', subcategory: 'Cafenele', execution_status: 'COMPLETED', description: 'cafea' }],
        ['old-skipped', { type: 'EXPENSE', amount: 15, date: '2025-05-05', category: 'NUTRITIE', subcategory: 'Cafenele', execution_status: 'SKIPPED', description: 'amânat' }],
        // The day, 2025-05-10.
        ['rent', { type: 'EXPENSE', amount: 1500, date: '2025-05-10', category: 'LOCUINTA', subcategory: 'Chirie', description: 'chirie' }],
        ['food', { type: 'EXPENSE', amount: 200, date: '2025-05-10', category: 'NUTRITIE', subcategory: 'Cumpărături alimentare', execution_status: 'MODIFIED', actual_amount: 230.5, description: 'piață' }],
        ['bus', { type: 'EXPENSE', amount: 5, date: '2025-05-10', category: 'TRANSPORT', subcategory: 'Transport public', execution_status: 'COMPLETED', description: 'bilet' }],
        ['gift', { type: 'INCOME', amount: 100, date: '2025-05-10', category: 'VENITURI', subcategory: 'Cadouri', description: 'cadou' }],
        ['fund', { type: 'SAVING', amount: 300, date: '2025-05-10', category: 'ECONOMII', subcategory: 'Fond general', execution_status: 'SKIPPED', description: 'economii' }],
        // Later in May: no overdue, part of the month.
        ['later', { type: 'EXPENSE', amount: 60, date: '2025-05-20', category: 'SANATATE', subcategory: 'Medicamente', description: 'farmacie' }],
        // Another month's pending row: never overdue in May.
        ['april', { type: 'EXPENSE', amount: 70, date: '2025-04-29', category: 'NUTRITIE', subcategory: 'Restaurante', description: 'aprilie' }],
      ];
      const inserted = await insert(owner.client, rows.map(([, row]) => row));
      rows.forEach(([name], i) => (ids[name] = inserted[i] ?? ''));
      await insert(other.client, [{ type: 'EXPENSE', amount: 999, date: '2025-05-10', category: 'NUTRITIE', subcategory: 'Restaurante', description: 'străin' }]);
    });

    it("returns the day's items by type, with plan, counted actual and status, and the day's balances", async () => {
      const day = await situation(owner.client, '2025-05-10', '2025-05-10');
      expect(day.date).toBe('2025-05-10');
      expect(day.items.map((i) => i.type)).toEqual(['INCOME', 'EXPENSE', 'EXPENSE', 'EXPENSE', 'SAVING']);
      expect(brief(day.items)).toEqual([
        ['cadou', null, 100, null, false],
        ['chirie', null, 1500, null, false],
        ['piață', 'MODIFIED', 200, 230.5, false],
        ['bilet', 'COMPLETED', 5, 5, false],
        ['economii', 'SKIPPED', 300, null, false],
      ]);
      expect(day.items[0]).toEqual({
        id: ids.gift, date: '2025-05-10', type: 'INCOME', category: 'VENITURI', subcategory: 'Cadouri', description: 'cadou',
        amount: 100, actual: null, status: null, unplanned: false, recurring: false, postponed_from_id: null, postponed_to: null, currency: 'RON', reconciled: false,
      });
      // Opening: accounts counted in the total (1000) + salary 3000 − April's pending 70 − May 3 (40)
      // − May 4 (25); May 5 is SKIPPED. Closing: + gift 100 − rent 1500 − food 230.5 (actual) − bus 5.
      expect(day.opening_balance).toBe(3865);
      expect(day.closing_balance).toBe(2229.5);
      // The same figures as the header's on the day before and on the day, and the grid's.
      const header = async (asOf: string) => (await owner.client.rpc('get_available_balance', { as_of: asOf }).single().throwOnError()).data.available_balance;
      expect([await header('2025-05-09'), await header('2025-05-10')]).toEqual([3865, 2229.5]);
      const grid = (await owner.client.rpc('get_month_grid', { month: '2025-05' }).throwOnError()).data as unknown as { days: { balance: number }[] };
      expect([grid.days[8]?.balance, grid.days[9]?.balance]).toEqual([3865, 2229.5]);
    });

    it('lists the pending items of earlier days of the month as overdue, before today only', async () => {
      const day = await situation(owner.client, '2025-05-10', '2025-05-10');
      expect(brief(day.overdue)).toEqual([['cafea restantă', null, 40, null, false]]);
      expect(day.overdue[0]).toEqual({
        id: ids['old-pending'], date: '2025-05-03', type: 'EXPENSE', category: 'NUTRITIE', subcategory: 'Cafenele', description: 'cafea restantă',
        amount: 40, actual: null, status: null, unplanned: false, recurring: false, postponed_from_id: null, postponed_to: null, currency: 'RON', reconciled: false,
      });
      expect(day.overdue_count).toBe(1);
      // A past day shows what was pending before it; a future day shows nothing past today.
      expect((await situation(owner.client, '2025-05-25', '2025-05-25')).overdue.map((i) => i.description)).toEqual(['cafea restantă', 'cadou', 'chirie', 'farmacie']);
      expect((await situation(owner.client, '2025-05-25', '2025-05-08')).overdue.map((i) => i.description)).toEqual(['cafea restantă']);
      expect((await situation(owner.client, '2025-05-01', '2025-05-30')).overdue).toEqual([]);
      // Without today: everything before the day.
      expect((await situation(owner.client, '2025-05-11')).overdue.map((i) => i.description)).toEqual(['cafea restantă', 'cadou', 'chirie']);
    });

    it('lists the oldest 50 overdue items and says how many there are in all', async () => {
      await insert(owner.client, Array.from({ length: 60 }, (_, i) => ({
        type: 'EXPENSE' as const, amount: i + 1, date: `2025-11-${String(1 + (i % 28)).padStart(2, '0')}`, category: 'NUTRITIE', subcategory: 'Cafenele', description: `r${i}`,
      })));
      const day = await situation(owner.client, '2025-11-30', '2025-11-30');
      expect(day.overdue_count).toBe(60);
      expect(day.overdue).toHaveLength(50);
      const dates = day.overdue.map((i) => i.date);
      expect(dates).toEqual([...dates].sort());
      expect(dates[0]).toBe('2025-11-01');
      // Days 1–4 hold three rows each, the rest two: the 50th oldest is on the 23rd.
      expect(dates.at(-1)).toBe('2025-11-23');
    });

    it("counts each day's pending, done and skipped rows and its planned and actual spending", async () => {
      expect(await month(owner.client, '2025-05')).toEqual([
        [3, 1, 0, 0, 40, 0],
        [4, 0, 1, 0, 25, 25],
        [5, 0, 0, 1, 0, 0],
        // Expenses only: rent 1500 + food 200 + bus 5 planned; food 230.5 + bus 5 actual.
        [10, 2, 2, 1, 1705, 235.5],
        [20, 1, 0, 0, 60, 0],
      ]);
      expect(await month(owner.client, '2025-06')).toEqual([]);
    });

    it('a second user sees only their own day and month; without a session nothing', async () => {
      const theirs = await situation(other.client, '2025-05-10', '2025-05-10');
      expect(brief(theirs.items)).toEqual([['străin', null, 999, null, false]]);
      expect({ opening: theirs.opening_balance, closing: theirs.closing_balance, overdue: theirs.overdue }).toEqual({ opening: 0, closing: -999, overdue: [] });
      expect((await situation(other.client, '2025-05-03')).items).toEqual([]);
      expect(await month(other.client, '2025-05')).toEqual([[10, 1, 0, 0, 999, 0]]);
      expect((await h().client().rpc('get_daily_situation', { day: '2025-05-10' })).status).toBe(401);
      expect((await h().client().rpc('get_daily_month', { month: '2025-05' })).status).toBe(401);
    });

    it('a transfer is none of the day\'s items, no overdue item and no mark of the month; it moves the balance only out of the counted accounts', async () => {
      const before = { day: await situation(owner.client, '2025-05-10', '2025-05-10'), month: await month(owner.client, '2025-05') };
      const transfers = await insert(owner.client, [
        // Bancă to Cash, both counted: nothing available changes.
        { type: 'TRANSFER', amount: 111, date: '2025-05-10', category: 'TRANSFER', execution_status: 'COMPLETED', account_id: accounts['Bancă'], to_account_id: accounts.Cash },
        // Bancă to Investiții, not counted: it leaves the available money, like a saving.
        { type: 'TRANSFER', amount: 200, date: '2025-05-10', category: 'TRANSFER', execution_status: 'COMPLETED', account_id: accounts['Bancă'], to_account_id: accounts['Investiții'] },
        // Pending on an earlier day of the month: it would be overdue if it were an item.
        { type: 'TRANSFER', amount: 50, date: '2025-05-06', category: 'TRANSFER', account_id: accounts.Cash, to_account_id: accounts['Bancă'] },
      ]);
      const day = await situation(owner.client, '2025-05-10', '2025-05-10');
      expect(day.items).toEqual(before.day.items);
      expect([day.overdue, day.overdue_count]).toEqual([before.day.overdue, before.day.overdue_count]);
      expect(await month(owner.client, '2025-05')).toEqual(before.month);
      expect([day.opening_balance, day.closing_balance]).toEqual([3865, 2229.5 - 200]);
      const may6 = await situation(owner.client, '2025-05-06', '2025-05-06');
      expect([may6.items, may6.opening_balance - may6.closing_balance]).toEqual([[], 0]);
      // Each account's own balance shows where the money went.
      const { data: balances } = await owner.client.rpc('get_account_balances', { as_of: '2025-05-10' }).throwOnError();
      const held = Object.fromEntries(balances.map((b) => [b.account_id, b.balance]));
      expect([held[accounts.Cash ?? ''], held[accounts['Investiții'] ?? '']]).toEqual([111 - 50, 500 + 200]);
      await owner.client.from('transactions').delete().in('id', transfers).throwOnError();
      expect((await situation(owner.client, '2025-05-10', '2025-05-10')).closing_balance).toBe(2229.5);
    });

    it('answers a bad day or month with 400, never 5xx', async () => {
      for (const args of [{ day: '2025-13-01' }, { day: 'azi' }, { day: '2200-01-01' }, { day: '2025-05-10', today: '1899-12-31' }]) {
        const { status } = await owner.client.rpc('get_daily_situation', args);
        expect({ args, status }).toEqual({ args, status: 400 });
      }
      for (const key of ['2025-5', '2025-13', 'mai', '']) {
        const { status, error } = await owner.client.rpc('get_daily_month', { month: key });
        expect({ key, status, code: error?.code }).toEqual({ key, status: 400, code: '22023' });
      }
    });

    describe('postpone_transaction and revert_to_planned', () => {
      const row = async (id: string) =>
        (await owner.client.from('transactions').select('id,date,amount,execution_status,actual_amount,postponed_from_id').eq('id', id).maybeSingle().throwOnError()).data;

      it('postpones in one call: today skipped, a pending copy tomorrow, linked; revert takes both back', async () => {
        const [id] = await insert(owner.client, [{ type: 'EXPENSE', amount: 12.345, date: '2025-07-31', category: 'NUTRITIE', subcategory: 'Cafenele', description: 'de amânat' }]);
        const { data, error } = await owner.client.rpc('postpone_transaction', { transaction_id: id ?? '' });
        expect(error).toBeNull();
        const result = data as unknown as { id: string; copy_id: string; copy_date: string };
        expect({ id: result.id, copy_date: result.copy_date }).toEqual({ id, copy_date: '2025-08-01' });
        expect(await row(id ?? '')).toMatchObject({ execution_status: 'SKIPPED', date: '2025-07-31' });
        expect(await row(result.copy_id)).toEqual({ id: result.copy_id, date: '2025-08-01', amount: 12.345, execution_status: null, actual_amount: null, postponed_from_id: id });
        const today = await situation(owner.client, '2025-07-31');
        expect(today.items.find((i) => i.id === id)).toMatchObject({ status: 'SKIPPED', postponed_to: '2025-08-01' });
        const tomorrow = await situation(owner.client, '2025-08-01');
        expect(tomorrow.items.map((i) => [i.description, i.status, i.postponed_from_id])).toEqual([['de amânat', null, id]]);

        // A second postpone of the same row is refused; nothing changes.
        const again = await owner.client.rpc('postpone_transaction', { transaction_id: id ?? '' });
        expect({ status: again.status, code: again.error?.code, hint: again.error?.hint }).toEqual({ status: 400, code: '23514', hint: 'NOT_PENDING' });

        await owner.client.rpc('revert_to_planned', { transaction_id: id ?? '' }).throwOnError();
        expect(await row(id ?? '')).toMatchObject({ execution_status: null });
        expect(await row(result.copy_id)).toBeNull();
        // And it can be postponed again.
        expect((await owner.client.rpc('postpone_transaction', { transaction_id: id ?? '' })).error).toBeNull();
      });

      it('never deletes a copy already acted on; a deleted copy leaves the row to revert alone', async () => {
        const [id] = await insert(owner.client, [{ type: 'EXPENSE', amount: 30, date: '2025-08-10', category: 'NUTRITIE', subcategory: 'Cafenele' }]);
        const copy = ((await owner.client.rpc('postpone_transaction', { transaction_id: id ?? '' })).data as unknown as { copy_id: string }).copy_id;
        await owner.client.from('transactions').update({ execution_status: 'COMPLETED' }).eq('id', copy).throwOnError();
        const refused = await owner.client.rpc('revert_to_planned', { transaction_id: id ?? '' });
        expect({ status: refused.status, hint: refused.error?.hint }).toEqual({ status: 400, hint: 'POSTPONED_COPY_SETTLED' });
        expect(await row(id ?? '')).toMatchObject({ execution_status: 'SKIPPED' });
        expect(await row(copy)).toMatchObject({ execution_status: 'COMPLETED' });

        await owner.client.rpc('delete_transaction', { transaction_id: copy }).throwOnError();
        await owner.client.rpc('revert_to_planned', { transaction_id: id ?? '' }).throwOnError();
        expect(await row(id ?? '')).toMatchObject({ execution_status: null });
      });

      it('reverts a completed or modified item to pending, keeping its plan', async () => {
        const [done, changed] = await insert(owner.client, [
          { type: 'EXPENSE', amount: 50, date: '2025-09-01', category: 'NUTRITIE', execution_status: 'COMPLETED', actual_amount: 50 },
          { type: 'EXPENSE', amount: 80, date: '2025-09-01', category: 'NUTRITIE', execution_status: 'MODIFIED', actual_amount: 95.5 },
        ]);
        for (const id of [done, changed]) await owner.client.rpc('revert_to_planned', { transaction_id: id ?? '' }).throwOnError();
        expect(await row(done ?? '')).toMatchObject({ amount: 50, execution_status: null, actual_amount: null });
        expect(await row(changed ?? '')).toMatchObject({ amount: 80, execution_status: null, actual_amount: null });
      });

      it('a deleted postponed row and its copy come back linked, or unlinked when the source is gone', async () => {
        const [id] = await insert(owner.client, [{ type: 'EXPENSE', amount: 20, date: '2025-10-01', category: 'NUTRITIE' }]);
        const copy = ((await owner.client.rpc('postpone_transaction', { transaction_id: id ?? '' })).data as unknown as { copy_id: string }).copy_id;
        const { data: sourceSnapshot } = await owner.client.rpc('delete_transaction', { transaction_id: id ?? '' }).throwOnError();
        expect(sourceSnapshot).toMatchObject({ postponed_ids: [copy] });
        expect((await row(copy))?.postponed_from_id).toBeNull();
        await owner.client.rpc('restore_transaction', { snapshot: sourceSnapshot }).throwOnError();
        expect((await row(copy))?.postponed_from_id).toBe(id);

        // The copy deleted, then its source: the copy's undo still puts it back, unlinked.
        const { data: copySnapshot } = await owner.client.rpc('delete_transaction', { transaction_id: copy }).throwOnError();
        await owner.client.rpc('delete_transaction', { transaction_id: id ?? '' }).throwOnError();
        expect((await owner.client.rpc('restore_transaction', { snapshot: copySnapshot })).error).toBeNull();
        expect(await row(copy)).toMatchObject({ execution_status: null, postponed_from_id: null });
      });

      it("a second user can neither postpone nor revert the owner's rows, nor link to them", async () => {
        for (const fn of ['postpone_transaction', 'revert_to_planned'] as const) {
          const { status, error } = await other.client.rpc(fn, { transaction_id: ids.rent ?? '' });
          expect({ fn, status, code: error?.code }).toEqual({ fn, status: 404, code: 'PT404' });
        }
        expect(await row(ids.rent ?? '')).toMatchObject({ execution_status: null });
        const link = await other.client.from('transactions').insert({ type: 'EXPENSE', amount: 1, date: '2025-05-11', category: 'NUTRITIE', postponed_from_id: ids.fund });
        expect({ status: link.status, code: link.error?.code }).toEqual({ status: 409, code: '23503' });
        expect((await h().client().rpc('postpone_transaction', { transaction_id: ids.rent ?? '' })).status).toBe(401);
      });
    });

    describe('add_unplanned_transaction', () => {
      const add = (client: Client, args: { day: string; type: string; amount: number; category: string; subcategory?: string; description?: string }) =>
        client.rpc('add_unplanned_transaction', args);

      it('adds a completed, unplanned item of the day; it leaves the plan alone and counts in the balance', async () => {
        const { data: id, error } = await add(owner.client, { day: '2025-05-10', type: 'EXPENSE', amount: 18.5, category: 'NUTRITIE', subcategory: 'Cafenele', description: '  covrigi  ' });
        expect(error).toBeNull();
        const day = await situation(owner.client, '2025-05-10', '2025-05-10');
        expect(day.items.find((i) => i.id === id)).toMatchObject({ description: 'covrigi', status: 'COMPLETED', actual: 18.5, unplanned: true });
        expect(day.closing_balance).toBe(2229.5 - 18.5);
        // Unplanned spending is actual spending, not planned.
        expect((await month(owner.client, '2025-05')).find((d) => d[0] === 10)).toEqual([10, 2, 3, 1, 1705, 254]);
        const { data: income } = await add(owner.client, { day: '2025-05-10', type: 'INCOME', amount: 50, category: 'VENITURI', subcategory: 'Cadouri', description: '' });
        const { data: stored } = await owner.client.from('transactions').select('description,unplanned,type').eq('id', income ?? '').single().throwOnError();
        expect(stored).toEqual({ description: null, unplanned: true, type: 'INCOME' });
        await owner.client.rpc('delete_transaction', { transaction_id: income ?? '' }).throwOnError();
      });

      it("files the item under the account it names, the default one without it, never another user's account", async () => {
        const { data: inCash } = await owner.client.rpc('add_unplanned_transaction', { day: '2025-05-11', type: 'EXPENSE', amount: 7, category: 'NUTRITIE', subcategory: 'Cafenele', account_id: accounts.Cash }).throwOnError();
        const { data: inDefault } = await add(owner.client, { day: '2025-05-11', type: 'EXPENSE', amount: 8, category: 'NUTRITIE', subcategory: 'Cafenele' });
        const { data: stored } = await owner.client.from('transactions').select('id,account_id').in('id', [inCash ?? '', inDefault ?? '']).throwOnError();
        expect(Object.fromEntries(stored.map((r) => [r.id, r.account_id]))).toEqual({ [inCash ?? '']: accounts.Cash, [inDefault ?? '']: accounts['Bancă'] });
        const before = (await situation(other.client, '2025-05-11')).items.length;
        const foreign = await other.client.rpc('add_unplanned_transaction', { day: '2025-05-11', type: 'EXPENSE', amount: 9, category: 'NUTRITIE', account_id: accounts.Cash });
        expect({ status: foreign.status, code: foreign.error?.code }).toEqual({ status: 409, code: '23503' });
        expect((await situation(other.client, '2025-05-11')).items.length).toBe(before);
        await owner.client.from('transactions').delete().in('id', [inCash ?? '', inDefault ?? '']).throwOnError();
      });

      it('accepts a custom category or subcategory of the caller only', async () => {
        const before = await add(owner.client, { day: '2025-05-11', type: 'EXPENSE', amount: 1, category: 'Animale' });
        expect({ status: before.status, hint: before.error?.hint }).toEqual({ status: 400, hint: 'UNKNOWN_CATEGORY' });
        await owner.client
          .from('custom_categories')
          .upsert({ user_id: owner.userId, category_data: { version: 1, categories: [{ name: 'Animale', isCustom: true, subcategories: [{ name: 'Hrană', isCustom: true }] }] } }, { onConflict: 'user_id' })
          .throwOnError();
        expect((await add(owner.client, { day: '2025-05-11', type: 'EXPENSE', amount: 1, category: 'Animale', subcategory: 'Hrană' })).error).toBeNull();
        // The owner's custom category is unknown to the second user.
        const theirs = await add(other.client, { day: '2025-05-11', type: 'EXPENSE', amount: 1, category: 'Animale', subcategory: 'Hrană' });
        expect({ status: theirs.status, hint: theirs.error?.hint }).toEqual({ status: 400, hint: 'UNKNOWN_CATEGORY' });
      });

      it('refuses bad input with 400 and saves nothing', async () => {
        const before = (await situation(owner.client, '2025-05-12')).items.length;
        const cases: [Parameters<typeof add>[1], string, string | undefined][] = [
          [{ day: '2025-05-12', type: 'EXPENSE', amount: 0, category: 'NUTRITIE', subcategory: 'Cafenele' }, '23514', undefined],
          [{ day: '2025-05-12', type: 'EXPENSE', amount: -5, category: 'NUTRITIE', subcategory: 'Cafenele' }, '23514', undefined],
          [{ day: '2025-05-12', type: 'EXPENSE', amount: 1_000_000.5, category: 'NUTRITIE', subcategory: 'Cafenele' }, '23514', undefined],
          [{ day: '2025-05-12', type: 'EXPENSE', amount: 1.2345, category: 'NUTRITIE', subcategory: 'Cafenele' }, '23514', undefined],
          [{ day: '2025-05-12', type: 'EXPENSE', amount: 5, category: 'NUTRITIE', subcategory: 'Nu există' }, '23514', 'UNKNOWN_CATEGORY'],
          [{ day: '2025-05-12', type: 'EXPENSE', amount: 5, category: 'INEXISTENT' }, '23514', 'UNKNOWN_CATEGORY'],
          [{ day: '2025-05-12', type: 'GIFT', amount: 5, category: 'NUTRITIE', subcategory: 'Cafenele' }, '23514', undefined],
          [{ day: '2199-01-01', type: 'EXPENSE', amount: 5, category: 'NUTRITIE', subcategory: 'Cafenele' }, '23514', 'FUTURE_DATE'],
          [{ day: '2025-05-12', type: 'EXPENSE', amount: 5, category: 'NUTRITIE', description: 'x'.repeat(1001) }, '23514', undefined],
        ];
        for (const [args, code, hint] of cases) {
          const { status, error } = await add(owner.client, args);
          expect({ args: JSON.stringify(args).slice(0, 80), status, code: error?.code, hint: error?.hint ?? undefined }).toEqual({ args: JSON.stringify(args).slice(0, 80), status: 400, code, hint });
        }
        expect((await situation(owner.client, '2025-05-12')).items.length).toBe(before);
        expect((await h().client().rpc('add_unplanned_transaction', { day: '2025-05-12', type: 'EXPENSE', amount: 5, category: 'NUTRITIE' })).status).toBe(401);
      });

      it('the database keeps an unplanned row completed and one-off; it has no plan to revert to', async () => {
        const { data: id, error: addError } = await add(owner.client, { day: '2025-05-13', type: 'EXPENSE', amount: 9, category: 'NUTRITIE', subcategory: 'Cafenele' });
        expect(addError).toBeNull();
        for (const change of [{ execution_status: null }, { execution_status: 'MODIFIED' }, { recurring: true, frequency: 'DAILY' }]) {
          const { status, error } = await owner.client.from('transactions').update(change).eq('id', id ?? '');
          expect({ change, status, code: error?.code }).toEqual({ change, status: 400, code: '23514' });
        }
        const revert = await owner.client.rpc('revert_to_planned', { transaction_id: id ?? '' });
        expect({ status: revert.status, hint: revert.error?.hint }).toEqual({ status: 400, hint: 'UNPLANNED' });
        const postpone = await owner.client.rpc('postpone_transaction', { transaction_id: id ?? '' });
        expect({ status: postpone.status, hint: postpone.error?.hint }).toEqual({ status: 400, hint: 'NOT_PENDING' });
        const direct = await owner.client.from('transactions').insert({ type: 'EXPENSE', amount: 3, date: '2025-05-13', category: 'NUTRITIE', unplanned: true });
        expect({ status: direct.status, code: direct.error?.code }).toEqual({ status: 400, code: '23514' });
      });
    });
  });
}
