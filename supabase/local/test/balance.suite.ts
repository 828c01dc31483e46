/**
 * The balance rule (issue 9 point 8, issue 22 point 2), once in SQL: a transaction with status
 * COMPLETED, MODIFIED (its actual_amount when set) or none counts in the balance of its own day
 * and every later day; SKIPPED never counts. The available balance on a day is the initial
 * balances of the accounts counted in the total plus what the counted rows moved in them from
 * their balance start through that day. get_available_balance says it for as_of (the client's
 * today; the server's default is today in Europe/Bucharest), and the day (get_daily_situation),
 * the grid (get_month_grid) and the list and the export (running_balance) say the same figure
 * for the same day.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Client, Harness } from './support/harness';
import { registerApproved } from './support/users';

type Figures = { total_income: number; total_expenses: number; total_savings: number; available_balance: number; balances_set: boolean };
type MonthGridDoc = { balance_start: string | null; opening_balance: number; days: { income: number; balance: number }[]; totals: { closing_balance: number } };
type DayDoc = { opening_balance: number; closing_balance: number; items: unknown[] };
type Row = { type: 'INCOME' | 'EXPENSE' | 'SAVING'; amount: number; date: string; execution_status: 'COMPLETED' | 'MODIFIED' | 'SKIPPED' | null; actual_amount?: number | null };

const TODAY = '2026-03-10';
const TOMORROW = '2026-03-11';

/** Today's calendar date in Bucharest, as the server's default reads it. */
const bucharestDay = (offsetDays = 0): string => {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest', year: 'numeric', month: '2-digit', day: '2-digit' }).format(day);
};

/** The ISO day `days` after `day`. */
const nextDay = (day: string, days = 1): string => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function balance(client: Client, asOf?: string): Promise<Figures> {
  const { data } = await (asOf === undefined ? client.rpc('get_available_balance') : client.rpc('get_available_balance', { as_of: asOf })).single().throwOnError();
  // Every account here is in lei, the default currency: nothing is left out for want of a rate.
  const { currency, missing_rates, ...figures } = data;
  expect([currency, missing_rates]).toEqual(['RON', []]);
  return figures;
}

async function insert(client: Client, row: Row): Promise<string> {
  const { data } = await client
    .from('transactions')
    .insert({ category: 'NUTRITIE', actual_amount: null, ...row })
    .select('id')
    .single()
    .throwOnError();
  return data.id;
}

export function balanceSuite(h: () => Harness): void {
  describe('the balance rule (get_available_balance and the day, the grid and the list reading it)', () => {
    let owner: Client;
    let other: Client;

    beforeAll(async () => {
      ({ client: owner } = await h().registerUser('petra@test.buget.ro'));
      ({ client: other } = await h().registerUser('radu@test.buget.ro'));
      await owner.from('user_accounts').insert({ name: 'Bancă', account_type: 'CHECKING', initial_balance: 1000, display_order: 1 }).throwOnError();
      for (const row of [
        { type: 'INCOME', amount: 1000, date: '2026-03-01', execution_status: 'COMPLETED' },
        { type: 'EXPENSE', amount: 200, date: '2026-03-05', execution_status: null },
        { type: 'SAVING', amount: 25, date: '2026-03-06', execution_status: 'COMPLETED' },
      ] as const) {
        await insert(owner, row);
      }
    });

    it("counts completed rows and pending rows dated on or before as_of, on top of the counted accounts' initial balances", async () => {
      // Bancă 1000 + 1000 − 200 − 25; its balance start date is not set yet.
      expect(await balance(owner, TODAY)).toEqual({ total_income: 1000, total_expenses: 200, total_savings: 25, available_balance: 1775, balances_set: false });
      // Before the pending expense's day it does not count yet.
      expect(await balance(owner, '2026-03-04')).toEqual({ total_income: 1000, total_expenses: 0, total_savings: 0, available_balance: 2000, balances_set: false });
      // Before any row: the initial balance alone, and February's lines are empty.
      expect(await balance(owner, '2026-02-28')).toEqual({ total_income: 0, total_expenses: 0, total_savings: 0, available_balance: 1000, balances_set: false });
    });

    it("the month's lines are as_of's month only; the available balance keeps every earlier month", async () => {
      const id = await insert(owner, { type: 'INCOME', amount: 40, date: '2026-02-27', execution_status: 'COMPLETED' });
      expect(await balance(owner, '2026-02-28')).toEqual({ total_income: 40, total_expenses: 0, total_savings: 0, available_balance: 1040, balances_set: false });
      expect(await balance(owner, TODAY)).toEqual({ total_income: 1000, total_expenses: 200, total_savings: 25, available_balance: 1815, balances_set: false });
      await owner.from('transactions').delete().eq('id', id).throwOnError();
    });

    it('a pending row dated tomorrow does not change the balance; one dated today does', async () => {
      const before = await balance(owner, TODAY);
      const tomorrow = await insert(owner, { type: 'EXPENSE', amount: 300, date: TOMORROW, execution_status: null });
      expect(await balance(owner, TODAY)).toEqual(before);
      // A completed row dated tomorrow waits for its day as well.
      const completedTomorrow = await insert(owner, { type: 'INCOME', amount: 90, date: TOMORROW, execution_status: 'COMPLETED' });
      expect(await balance(owner, TODAY)).toEqual(before);
      expect((await balance(owner, TOMORROW)).available_balance).toBe(before.available_balance - 300 + 90);

      const today = await insert(owner, { type: 'EXPENSE', amount: 100, date: TODAY, execution_status: null });
      expect(await balance(owner, TODAY)).toEqual({ ...before, total_expenses: before.total_expenses + 100, available_balance: before.available_balance - 100 });
      await owner.from('transactions').delete().in('id', [tomorrow, completedTomorrow, today]).throwOnError();
      expect(await balance(owner, TOMORROW)).toEqual(before);
    });

    it('SKIPPED never counts, whatever its date; moving in and out of SKIPPED follows', async () => {
      const before = await balance(owner, '2030-01-01');
      const id = await insert(owner, { type: 'EXPENSE', amount: 70, date: '2026-03-02', execution_status: 'SKIPPED' });
      expect(await balance(owner, '2030-01-01')).toEqual(before);
      await owner.from('transactions').update({ execution_status: 'COMPLETED' }).eq('id', id).throwOnError();
      expect((await balance(owner, '2030-01-01')).available_balance).toBe(before.available_balance - 70);
      await owner.from('transactions').update({ execution_status: 'SKIPPED' }).eq('id', id).throwOnError();
      expect(await balance(owner, '2030-01-01')).toEqual(before);
      await owner.from('transactions').delete().eq('id', id).throwOnError();
    });

    it('MODIFIED counts its actual_amount when set, else its amount; an actual of 0 counts nothing', async () => {
      const before = await balance(owner, TODAY);
      const id = await insert(owner, { type: 'EXPENSE', amount: 80, date: '2026-03-03', execution_status: 'MODIFIED', actual_amount: 45.5 });
      expect((await balance(owner, TODAY)).total_expenses).toBe(before.total_expenses + 45.5);
      await owner.from('transactions').update({ actual_amount: null }).eq('id', id).throwOnError();
      expect((await balance(owner, TODAY)).total_expenses).toBe(before.total_expenses + 80);
      await owner.from('transactions').update({ actual_amount: 0 }).eq('id', id).throwOnError();
      expect(await balance(owner, TODAY)).toEqual(before);
      await owner.from('transactions').delete().eq('id', id).throwOnError();
    });

    it('the day, the grid and the list give get_available_balance’s figure for every day', async () => {
      // Rows of every kind, some after TODAY, on the days around it.
      const rows: Row[] = [
        { type: 'EXPENSE', amount: 40, date: '2026-03-02', execution_status: 'MODIFIED', actual_amount: 30 },
        { type: 'EXPENSE', amount: 55, date: '2026-03-08', execution_status: 'SKIPPED' },
        { type: 'EXPENSE', amount: 120, date: TODAY, execution_status: null },
        { type: 'INCOME', amount: 60, date: TODAY, execution_status: 'COMPLETED' },
        { type: 'EXPENSE', amount: 300, date: TOMORROW, execution_status: null },
        { type: 'SAVING', amount: 15, date: '2026-03-13', execution_status: 'COMPLETED' },
      ];
      const ids: string[] = [];
      for (const row of rows) ids.push(await insert(owner, row));

      const grids = {
        '2026-02': (await owner.rpc('get_month_grid', { month: '2026-02' }).throwOnError()).data as unknown as MonthGridDoc,
        '2026-03': (await owner.rpc('get_month_grid', { month: '2026-03' }).throwOnError()).data as unknown as MonthGridDoc,
      };
      const { data: list } = await owner.rpc('list_transactions', { page_size: 100, sort_direction: 'asc' }).throwOnError();
      let checked = 0;
      for (let day = '2026-02-25'; day <= '2026-03-15'; day = nextDay(day)) {
        const figure = (await balance(owner, day)).available_balance;
        const situation = (await owner.rpc('get_daily_situation', { day }).throwOnError()).data as unknown as DayDoc;
        expect([situation.opening_balance, situation.closing_balance], day).toEqual([(await balance(owner, nextDay(day, -1))).available_balance, figure]);
        const grid = grids[day.slice(0, 7) as keyof typeof grids];
        expect(grid.days[Number(day.slice(8)) - 1]?.balance, day).toBe(figure);
        // The running balance after the day's last row; before the first row, the initial balance.
        const last = list.filter((row) => row.date <= day).at(-1);
        expect(last?.running_balance ?? 1000, day).toBe(figure);
        checked++;
      }
      expect(checked).toBe(19);
      expect(grids['2026-03'].opening_balance).toBe(1000);
      // The skipped row is the day's item but moves nothing.
      const skipped = (await owner.rpc('get_daily_situation', { day: '2026-03-08' }).throwOnError()).data as unknown as DayDoc;
      expect([skipped.items.length, skipped.opening_balance - skipped.closing_balance]).toEqual([1, 0]);
      expect((await balance(owner, TODAY)).available_balance).toBe(1000 + 1000 - 200 - 25 - 30 - 120 + 60);
      await owner.from('transactions').delete().in('id', ids).throwOnError();
    });

    it('without as_of the day is today in Europe/Bucharest; a day that is not a date is refused with 400', async () => {
      const before = await balance(owner);
      expect(before).toEqual(await balance(owner, bucharestDay()));
      const today = await insert(owner, { type: 'EXPENSE', amount: 11, date: bucharestDay(), execution_status: null });
      const tomorrow = await insert(owner, { type: 'EXPENSE', amount: 500, date: bucharestDay(1), execution_status: null });
      expect((await balance(owner)).available_balance).toBe(before.available_balance - 11);
      await owner.from('transactions').delete().in('id', [today, tomorrow]).throwOnError();

      for (const asOf of ['infinity', '2026-02-30', 'azi']) {
        const refused = await owner.rpc('get_available_balance', { as_of: asOf });
        expect(refused.status, asOf).toBe(400);
      }
    });

    it('a second user sees none of it: zero balance, an empty day, an empty list, no account', async () => {
      expect(await balance(other, '2030-01-01')).toEqual({ total_income: 0, total_expenses: 0, total_savings: 0, available_balance: 0, balances_set: true });
      const day = (await other.rpc('get_daily_situation', { day: '2026-03-05' }).throwOnError()).data as unknown as DayDoc;
      expect([day.opening_balance, day.closing_balance, day.items]).toEqual([0, 0, []]);
      expect((await other.rpc('list_transactions', {}).throwOnError()).data).toEqual([]);
      expect((await other.rpc('get_account_balances', {}).throwOnError()).data).toEqual([]);
      // The owner's figure is still there.
      expect((await balance(owner, TODAY)).available_balance).toBe(1775);
    });
  });
  describe('the balance start date (issue 13 point 4): earlier transactions are shown but move no balance', () => {
    let owner: Client;
    let ownerId: string;
    let other: Client;
    const ids: Record<string, string> = {};

    /** Every balance figure of the owner's ledger, read through each function that computes one. */
    async function figures(client: Client) {
      const march = (await client.rpc('get_month_grid', { month: '2026-03' }).throwOnError()).data as unknown as MonthGridDoc;
      const february = (await client.rpc('get_month_grid', { month: '2026-02' }).throwOnError()).data as unknown as MonthGridDoc;
      const day = async (date: string) => {
        const doc = (await client.rpc('get_daily_situation', { day: date }).throwOnError()).data as unknown as DayDoc;
        return [doc.opening_balance, doc.closing_balance, doc.items.length];
      };
      const list = (await client.rpc('list_transactions', { sort_direction: 'asc' }).throwOnError()).data;
      const exported = (await client.rpc('export_transactions', { sort_direction: 'asc' }).throwOnError()).data;
      const header = (await balance(client, '2026-03-10'));
      const account = (await client.rpc('get_account_balances', { as_of: '2026-03-10' }).single().throwOnError()).data;
      const running = (rows: { id: string | null; running_balance: number | null }[]) =>
        Object.fromEntries(rows.map((r) => [Object.keys(ids).find((k) => ids[k] === r.id), r.running_balance]));
      return {
        available: header.available_balance,
        balancesSet: header.balances_set,
        account: [account.balance, account.balance_start],
        grid: {
          balanceStart: march.balance_start,
          februaryOpening: february.opening_balance,
          // 20 February: its income line shows the row, its balance follows the start date.
          february20: [february.days[19]?.income, february.days[19]?.balance],
          marchOpening: march.opening_balance,
          march3: march.days[2]?.balance,
          march5: march.days[4]?.balance,
          marchClosing: march.totals.closing_balance,
        },
        daily: { february20: await day('2026-02-20'), march3: await day('2026-03-03'), march5: await day('2026-03-05') },
        list: running(list),
        export: running(exported),
      };
    }

    /**
     * The figures when the rows from `counted` on move the balances (Bancă's 1000 opens, and
     * counts before its start too); `start` is the user's setting, `accountStart` Bancă's own
     * balance start date.
     */
    const expected = (start: string | null, counted: { salary: boolean; rent: boolean }, accountStart: string | null = null) => {
      const salary = counted.salary ? 500 : 0;
      const rent = counted.rent ? -100 : 0;
      return {
        available: salary + rent + 2000,
        balancesSet: accountStart !== null,
        // The account's start is the later of the two.
        account: [salary + rent + 2000, start === null || (accountStart !== null && accountStart > start) ? accountStart : start],
        grid: {
          balanceStart: start,
          februaryOpening: 1000,
          february20: [500, 1000 + salary],
          marchOpening: 1000 + salary,
          march3: 1000 + salary + rent,
          march5: 2000 + salary + rent,
          marchClosing: 2000 + salary + rent,
        },
        daily: { february20: [1000, 1000 + salary, 1], march3: [1000 + salary, 1000 + salary + rent, 1], march5: [1000 + salary + rent, 2000 + salary + rent, 1] },
        list: { salary: 1000 + salary, rent: 1000 + salary + rent, bonus: 2000 + salary + rent },
        export: { salary: 1000 + salary, rent: 1000 + salary + rent, bonus: 2000 + salary + rent },
      };
    };

    const setStart = async (client: Client, balanceStartDate: string) => {
      await client.rpc('save_user_settings', { patch: { balanceStartDate } }).throwOnError();
    };

    beforeAll(async () => {
      ({ client: owner, userId: ownerId } = await registerApproved(h(), 'start-a@test.buget.ro'));
      ({ client: other } = await registerApproved(h(), 'start-b@test.buget.ro'));
      await owner.from('user_accounts').insert({ name: 'Bancă', account_type: 'CHECKING', initial_balance: 1000, display_order: 1 }).throwOnError();
      ids.salary = await insert(owner, { type: 'INCOME', amount: 500, date: '2026-02-20', execution_status: 'COMPLETED' });
      ids.rent = await insert(owner, { type: 'EXPENSE', amount: 100, date: '2026-03-03', execution_status: 'COMPLETED' });
      ids.bonus = await insert(owner, { type: 'INCOME', amount: 1000, date: '2026-03-05', execution_status: null });
    });

    it('without a start date (no settings document) every transaction moves the balances', async () => {
      expect(await figures(owner)).toEqual(expected(null, { salary: true, rent: true }));
    });

    it('a start date leaves the earlier transaction out of every balance, the header, the grid, the day, the list and the export alike', async () => {
      await setStart(owner, '2026-03-01');
      expect(await figures(owner)).toEqual(expected('2026-03-01', { salary: false, rent: true }));
    });

    it('moving the start date earlier or later changes every figure at once', async () => {
      await setStart(owner, '2026-02-01');
      expect(await figures(owner)).toEqual(expected('2026-02-01', { salary: true, rent: true }));
      await setStart(owner, '2026-03-04');
      expect(await figures(owner)).toEqual(expected('2026-03-04', { salary: false, rent: false }));
      // A write to the document by any path applies as well.
      await owner.from('user_settings').update({ settings: { balanceStartDate: '2026-03-01' } }).not('user_id', 'is', null).throwOnError();
      expect(await figures(owner)).toEqual(expected('2026-03-01', { salary: false, rent: true }));
    });

    it("an account's own balance start date counts when it is later than the user's, and sets the balances", async () => {
      const bank = (await owner.from('user_accounts').select('id').single().throwOnError()).data.id;
      const setAccountStart = async (day: string | null) => {
        await owner.from('user_accounts').update({ balance_start_date: day }).eq('id', bank).throwOnError();
      };
      // Later than the setting (1 March): the rent of 3 March no longer moves anything.
      await setAccountStart('2026-03-04');
      expect(await figures(owner)).toEqual(expected('2026-03-01', { salary: false, rent: false }, '2026-03-04'));
      // Earlier than the setting: the setting holds.
      await setAccountStart('2026-02-01');
      expect(await figures(owner)).toEqual(expected('2026-03-01', { salary: false, rent: true }, '2026-02-01'));
      await setAccountStart(null);
      expect(await figures(owner)).toEqual(expected('2026-03-01', { salary: false, rent: true }));
    });

    it("a second user's start date changes nothing of the first one's, and theirs follows their own", async () => {
      await setStart(other, '2026-01-01');
      await insert(other, { type: 'INCOME', amount: 70, date: '2026-02-20', execution_status: 'COMPLETED' });
      expect((await balance(other, '2026-03-10')).available_balance).toBe(70);
      await setStart(other, '2026-03-01');
      expect((await balance(other, '2026-03-10')).available_balance).toBe(0);
      // Nor can they write the first user's document: the update reaches no row.
      const { data } = await other.from('user_settings').update({ settings: { balanceStartDate: '2026-01-01' } }).eq('user_id', ownerId).select('user_id').throwOnError();
      expect(data).toEqual([]);
      expect(await figures(owner)).toEqual(expected('2026-03-01', { salary: false, rent: true }));
    });
  });
}
