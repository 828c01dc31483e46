/**
 * The month grid's server side (issue 11): get_month_grid aggregates a month in SQL under the
 * caller's row-level security by the balance rule (private.counted_amount: pending, COMPLETED
 * and MODIFIED at its actual amount count, SKIPPED does not) and opens it with the available
 * balance at the end of the previous day, the one rule the header and the day read (issue 22:
 * the counted accounts' initial balances and their rows; a transfer is no line of the grid and
 * no part of its net); copy_previous_month_plan copies last
 * month's pending, non-recurring rows forward once, clamping the day, undoable by its batch.
 * Figures are crafted so every expected number is written out by hand, to the leu.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Client, Harness } from './support/harness';
import { registerApproved, type User } from './support/users';

type Status = 'COMPLETED' | 'MODIFIED' | 'SKIPPED' | null;
type Cell = [day: number, status: Status, count: number, value: number];
type Line = { category: string; subcategory: string | null; type: string; cells: Cell[] };
type Day = { day: number; income: number; expenses: number; savings: number; balance: number };
type MonthGrid = {
  month: string;
  first_day: string;
  days_in_month: number;
  opening_balance: number;
  rows: Line[];
  days: Day[];
  totals: { income: number; expenses: number; savings: number; net: number; closing_balance: number; count: number };
};
type Row = {
  type: 'INCOME' | 'EXPENSE' | 'SAVING' | 'TRANSFER';
  amount: number;
  date: string;
  category: string;
  subcategory?: string | null;
  execution_status?: Status;
  actual_amount?: number | null;
  planned_amount?: number | null;
  description?: string | null;
  account_id?: string | null;
  to_account_id?: string | null;
  recurring?: boolean;
  frequency?: 'NONE' | 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';
};

async function grid(client: Client, month: string): Promise<MonthGrid> {
  const { data } = await client.rpc('get_month_grid', { month }).throwOnError();
  return data as unknown as MonthGrid;
}

/** Inserts rows in one request; a key missing from a row of a bulk insert is null, so each row spells out every one. */
async function insert(client: Client, rows: Row[]): Promise<string[]> {
  const full = rows.map((row) => ({ subcategory: null, execution_status: null, actual_amount: null, planned_amount: null, description: null, account_id: null, to_account_id: null, recurring: false, frequency: 'NONE' as const, ...row }));
  const { data } = await client.from('transactions').insert(full).select('id').throwOnError();
  return data.map((r) => r.id);
}

/** Lines and cells in a fixed order, so a whole month compares with toEqual. */
function sorted(rows: Line[]): Line[] {
  const key = (l: Line) => `${l.category}|${l.subcategory ?? ''}|${l.type}`;
  const rank = (s: Status) => ['COMPLETED', 'MODIFIED', 'SKIPPED', null].indexOf(s);
  return [...rows]
    .sort((a, b) => key(a).localeCompare(key(b)))
    .map((l) => ({ ...l, cells: [...l.cells].sort((a, b) => a[0] - b[0] || rank(a[1]) - rank(b[1])) }));
}

const zeroDay = (day: number, balance: number): Day => ({ day, income: 0, expenses: 0, savings: 0, balance });

async function copyPlan(client: Client, month: string): Promise<{ batch_id: string; copied: number }> {
  const { data } = await client.rpc('copy_previous_month_plan', { month }).single().throwOnError();
  return data;
}

export function gridSuite(h: () => Harness): void {
  describe('the month grid (get_month_grid) and the plan copy (copy_previous_month_plan)', () => {
    let owner: User;
    let other: User;
    let bank: string;

    beforeAll(async () => {
      owner = await registerApproved(h(), 'grila-a@test.buget.ro');
      other = await registerApproved(h(), 'grila-b@test.buget.ro');
      const { data: accounts } = await owner.client
        .from('user_accounts')
        .insert([
          { name: 'Bancă', account_type: 'CHECKING', initial_balance: 1000.25, display_order: 1, included_in_total: true },
          { name: 'Cash', account_type: 'CASH', initial_balance: 200, display_order: 2, included_in_total: true },
          // Not counted in the total: no part of the opening balance.
          { name: 'Investiții', account_type: 'INVESTMENT', initial_balance: 500, display_order: 3, included_in_total: false },
        ])
        .select('id,name')
        .throwOnError();
      bank = accounts.find((a) => a.name === 'Bancă')?.id ?? '';

      await insert(owner.client, [
        // Before March 2025: the opening balance.
        { type: 'INCOME', amount: 5000, date: '2025-01-10', category: 'VENITURI', subcategory: 'Salariu', execution_status: 'COMPLETED' },
        { type: 'EXPENSE', amount: 120.5, date: '2025-02-14', category: 'NUTRITIE', subcategory: 'Restaurante' },
        { type: 'EXPENSE', amount: 80, date: '2025-02-20', category: 'NUTRITIE', subcategory: 'Restaurante', execution_status: 'SKIPPED' },
        { type: 'SAVING', amount: 300, date: '2025-02-28', category: 'ECONOMII', subcategory: 'Fond de urgență', execution_status: 'MODIFIED', actual_amount: 250.75 },
        // March 2025 (31 days).
        { type: 'INCOME', amount: 4000, date: '2025-03-01', category: 'VENITURI', subcategory: 'Salariu', execution_status: 'COMPLETED' },
        { type: 'EXPENSE', amount: 100.1, date: '2025-03-05', category: 'NUTRITIE', subcategory: 'Cumpărături alimentare' },
        { type: 'EXPENSE', amount: 50.05, date: '2025-03-05', category: 'NUTRITIE', subcategory: 'Cumpărături alimentare' },
        { type: 'EXPENSE', amount: 70, date: '2025-03-05', category: 'NUTRITIE', subcategory: 'Cumpărături alimentare', execution_status: 'COMPLETED' },
        { type: 'EXPENSE', amount: 40, date: '2025-03-05', category: 'NUTRITIE', subcategory: 'Cumpărături alimentare', execution_status: 'SKIPPED' },
        { type: 'EXPENSE', amount: 1500, date: '2025-03-12', category: 'LOCUINTA', subcategory: 'Chirie', execution_status: 'MODIFIED', actual_amount: 1450.5 },
        // MODIFIED without an actual amount counts its amount.
        { type: 'EXPENSE', amount: 200, date: '2025-03-12', category: 'LOCUINTA', subcategory: 'Chirie', execution_status: 'MODIFIED' },
        { type: 'SAVING', amount: 500, date: '2025-03-31', category: 'ECONOMII', subcategory: 'Fond general' },
        { type: 'EXPENSE', amount: 10.001, date: '2025-03-31', category: 'NECATEGORIZAT', subcategory: null, execution_status: 'COMPLETED' },
        // After March: in no figure of March.
        { type: 'EXPENSE', amount: 999, date: '2025-04-01', category: 'LOCUINTA', subcategory: 'Chirie' },
        // February 2024 (29 days) and April 2025 (30 days): the last day of each.
        { type: 'EXPENSE', amount: 29, date: '2024-02-29', category: 'TRANSPORT', subcategory: 'Parcare', execution_status: 'COMPLETED' },
        { type: 'EXPENSE', amount: 30, date: '2025-04-30', category: 'TRANSPORT', subcategory: 'Parcare' },
      ]);
      // The other user's March must never show in the owner's grid, nor the owner's in theirs.
      await insert(other.client, [
        { type: 'EXPENSE', amount: 777, date: '2025-03-05', category: 'NUTRITIE', subcategory: 'Cumpărături alimentare' },
        { type: 'INCOME', amount: 3333, date: '2025-03-01', category: 'VENITURI', subcategory: 'Salariu', execution_status: 'COMPLETED' },
      ]);
    });

    it('aggregates a month per line and (day, status), by the balance rule, to the leu', async () => {
      const march = await grid(owner.client, '2025-03');
      // Accounts counted in the total (1000.25 + 200) - 29 (February 2024) + 5000 - 120.5 (pending)
      // - 250.75 (MODIFIED, its actual amount); the SKIPPED 80 does not count.
      const opening = 5800;
      expect(march.opening_balance).toBe(opening);
      expect({ month: march.month, first_day: march.first_day, days_in_month: march.days_in_month }).toEqual({ month: '2025-03', first_day: '2025-03-01', days_in_month: 31 });
      expect(sorted(march.rows)).toEqual([
        { category: 'ECONOMII', subcategory: 'Fond general', type: 'SAVING', cells: [[31, null, 1, 500]] },
        { category: 'LOCUINTA', subcategory: 'Chirie', type: 'EXPENSE', cells: [[12, 'MODIFIED', 2, 1650.5]] },
        { category: 'NECATEGORIZAT', subcategory: null, type: 'EXPENSE', cells: [[31, 'COMPLETED', 1, 10.001]] },
        {
          category: 'NUTRITIE',
          subcategory: 'Cumpărături alimentare',
          type: 'EXPENSE',
          cells: [
            [5, 'COMPLETED', 1, 70],
            [5, 'SKIPPED', 1, 0],
            [5, null, 2, 150.15],
          ],
        },
        { category: 'VENITURI', subcategory: 'Salariu', type: 'INCOME', cells: [[1, 'COMPLETED', 1, 4000]] },
      ]);

      const moves: Record<number, Partial<Day>> = { 1: { income: 4000 }, 5: { expenses: 220.15 }, 12: { expenses: 1650.5 }, 31: { expenses: 10.001, savings: 500 } };
      const expected: Day[] = [];
      let balance = opening;
      for (let day = 1; day <= 31; day++) {
        const figures = { income: 0, expenses: 0, savings: 0, ...moves[day] };
        balance = Math.round((balance + figures.income - figures.expenses - figures.savings) * 1000) / 1000;
        expected.push({ day, ...figures, balance });
      }
      expect(march.days).toEqual(expected);
      expect(march.days.at(-1)?.balance).toBe(7419.349);
      expect(march.totals).toEqual({ income: 4000, expenses: 1880.651, savings: 500, net: 1619.349, closing_balance: 7419.349, count: 9 });
    });

    it("each day's figures are the sums of its cells, and its balance is the header's and the day's", async () => {
      const march = await grid(owner.client, '2025-03');
      const field = { INCOME: 'income', EXPENSE: 'expenses', SAVING: 'savings' } as const;
      for (const day of march.days) {
        const sums = { income: 0, expenses: 0, savings: 0 };
        for (const line of march.rows) {
          for (const [d, , , value] of line.cells) if (d === day.day) sums[field[line.type as keyof typeof field]] += value;
        }
        expect({ income: day.income, expenses: day.expenses, savings: day.savings }).toEqual({
          income: Math.round(sums.income * 1000) / 1000,
          expenses: Math.round(sums.expenses * 1000) / 1000,
          savings: Math.round(sums.savings * 1000) / 1000,
        });
      }
      // The same opening and every closing as the header (get_available_balance) and the day
      // (get_daily_situation) say for that day.
      const header = async (day: string) => (await owner.client.rpc('get_available_balance', { as_of: day }).single().throwOnError()).data.available_balance;
      expect(march.opening_balance).toBe(await header('2025-02-28'));
      for (const day of march.days) {
        const date = `2025-03-${String(day.day).padStart(2, '0')}`;
        const situation = (await owner.client.rpc('get_daily_situation', { day: date }).throwOnError()).data as unknown as { closing_balance: number };
        expect([day.balance, day.balance], date).toEqual([await header(date), situation.closing_balance]);
      }
    });

    it('has every day of a 28, 29, 30 or 31-day month, the last one included', async () => {
      const lengths: Record<string, number> = { '2025-02': 28, '2024-02': 29, '2025-04': 30, '2025-03': 31 };
      for (const [month, days] of Object.entries(lengths)) {
        const result = await grid(owner.client, month);
        expect(result.days_in_month).toBe(days);
        expect(result.days.map((d) => d.day)).toEqual(Array.from({ length: days }, (_, i) => i + 1));
      }
      const leap = await grid(owner.client, '2024-02');
      expect(leap.rows).toEqual([{ category: 'TRANSPORT', subcategory: 'Parcare', type: 'EXPENSE', cells: [[29, 'COMPLETED', 1, 29]] }]);
      expect(leap.days[28]).toEqual({ day: 29, income: 0, expenses: 29, savings: 0, balance: 1200.25 - 29 });
      const april = await grid(owner.client, '2025-04');
      expect(sorted(april.rows).map((l) => l.cells)).toEqual([[[1, null, 1, 999]], [[30, null, 1, 30]]]);
      // April opens where March closed.
      expect(april.opening_balance).toBe(7419.349);
      expect(april.totals).toEqual({ income: 0, expenses: 1029, savings: 0, net: -1029, closing_balance: 6390.349, count: 2 });
    });

    it('an empty month still has its days, its opening balance and zero totals', async () => {
      const empty = await grid(owner.client, '2030-01');
      expect(empty.rows).toEqual([]);
      expect(empty.days).toHaveLength(31);
      expect(empty.days).toEqual(Array.from({ length: 31 }, (_, i) => zeroDay(i + 1, 6390.349)));
      expect(empty.totals).toEqual({ income: 0, expenses: 0, savings: 0, net: 0, closing_balance: 6390.349, count: 0 });
    });

    it('a transfer is no line and no part of the net; it moves the balance only out of the counted accounts', async () => {
      const ids = Object.fromEntries(((await owner.client.from('user_accounts').select('id,name').throwOnError()).data).map((a) => [a.name, a.id]));
      const before = await grid(owner.client, '2025-06');
      const opening = 6390.349;
      expect(before.opening_balance).toBe(opening);
      const added = await insert(owner.client, [
        // Bancă to Cash, both counted: the available money does not change.
        { type: 'TRANSFER', amount: 100, date: '2025-06-10', category: 'TRANSFER', account_id: bank, to_account_id: ids.Cash, execution_status: 'COMPLETED' },
        // Bancă to Investiții, not counted: like a saving, it leaves the available money.
        { type: 'TRANSFER', amount: 40, date: '2025-06-12', category: 'TRANSFER', account_id: bank, to_account_id: ids['Investiții'] },
        // And back, pending (it counts from its day, as any pending row).
        { type: 'TRANSFER', amount: 15.5, date: '2025-06-20', category: 'TRANSFER', account_id: ids['Investiții'], to_account_id: ids.Cash },
        // A saving into Investiții stays a saving line.
        { type: 'SAVING', amount: 60, date: '2025-06-15', category: 'ECONOMII', subcategory: 'Fond general', account_id: bank, to_account_id: ids['Investiții'], execution_status: 'COMPLETED' },
      ]);
      const june = await grid(owner.client, '2025-06');
      expect(june.rows).toEqual([{ category: 'ECONOMII', subcategory: 'Fond general', type: 'SAVING', cells: [[15, 'COMPLETED', 1, 60]] }]);
      const balances = Object.fromEntries([9, 10, 12, 15, 20, 30].map((d) => [d, june.days[d - 1]?.balance]));
      expect(balances).toEqual({ 9: opening, 10: opening, 12: opening - 40, 15: opening - 100, 20: opening - 84.5, 30: opening - 84.5 });
      expect(june.days.every((d) => d.income === 0 && d.expenses === 0 && d.savings === (d.day === 15 ? 60 : 0))).toBe(true);
      expect(june.totals).toMatchObject({ income: 0, expenses: 0, savings: 60, net: -60, closing_balance: opening - 84.5 });
      await owner.client.from('transactions').delete().in('id', added).throwOnError();
      expect((await grid(owner.client, '2025-06')).totals.closing_balance).toBe(opening);
    });

    it('its cells follow every write: an edit, a status change, a move to another day and month, a re-filing and a delete', async () => {
      // The month's cells computed here from the rows themselves (the counted rule: SKIPPED 0,
      // MODIFIED its actual amount when it has one, else the amount), against the cells the
      // server keeps per day.
      const expected = async (month: string): Promise<Line[]> => {
        const { data } = await owner.client
          .from('transactions')
          .select('type, amount, actual_amount, execution_status, date, category, subcategory')
          .gte('date', `${month}-01`)
          .lte('date', `${month}-31`)
          .neq('type', 'TRANSFER')
          .throwOnError();
        const lines = new Map<string, Line>();
        for (const r of data) {
          const key = `${r.category}|${r.subcategory ?? ''}|${r.type}`;
          const line = lines.get(key) ?? { category: r.category, subcategory: r.subcategory, type: r.type, cells: [] };
          lines.set(key, line);
          const day = Number(r.date.slice(8));
          const status = r.execution_status as Status;
          const counted = status === 'SKIPPED' ? 0 : status === 'MODIFIED' ? (r.actual_amount ?? r.amount) : r.amount;
          const cell = line.cells.find((c) => c[0] === day && c[1] === status);
          if (cell) {
            cell[2] += 1;
            cell[3] = Math.round((cell[3] + counted) * 1000) / 1000;
          } else {
            line.cells.push([day, status, 1, counted]);
          }
        }
        return sorted([...lines.values()]);
      };
      const check = async (...months: string[]) => {
        for (const month of months) expect(sorted((await grid(owner.client, month)).rows), month).toEqual(await expected(month));
      };
      const [a, b, c] = await insert(owner.client, [
        { type: 'EXPENSE', amount: 45.5, date: '2025-07-03', category: 'TRANSPORT', subcategory: 'Parcare' },
        { type: 'EXPENSE', amount: 20, date: '2025-07-03', category: 'TRANSPORT', subcategory: 'Parcare', execution_status: 'COMPLETED' },
        { type: 'INCOME', amount: 900, date: '2025-07-15', category: 'VENITURI', subcategory: 'Salariu' },
      ]);
      await check('2025-07');
      await owner.client.from('transactions').update({ amount: 50.25 }).eq('id', a!).throwOnError();
      await check('2025-07');
      await owner.client.from('transactions').update({ execution_status: 'MODIFIED', actual_amount: 18.4 }).eq('id', b!).throwOnError();
      await check('2025-07');
      await owner.client.from('transactions').update({ date: '2025-07-09' }).eq('id', a!).throwOnError();
      await check('2025-07');
      await owner.client.from('transactions').update({ date: '2025-08-01' }).eq('id', c!).throwOnError();
      await check('2025-07', '2025-08');
      await owner.client.from('transactions').update({ category: 'NUTRITIE', subcategory: 'Restaurante' }).eq('id', b!).throwOnError();
      await check('2025-07');
      await owner.client.from('transactions').update({ execution_status: 'SKIPPED' }).eq('id', a!).throwOnError();
      await check('2025-07');
      await owner.client.from('transactions').delete().in('id', [a!, b!, c!]).throwOnError();
      await check('2025-07', '2025-08');
      expect((await grid(owner.client, '2025-07')).rows).toEqual([]);
    });

    it("a second user sees only their own month; without a session there is no grid", async () => {
      const theirs = await grid(other.client, '2025-03');
      expect(theirs.opening_balance).toBe(0);
      expect(sorted(theirs.rows)).toEqual([
        { category: 'NUTRITIE', subcategory: 'Cumpărături alimentare', type: 'EXPENSE', cells: [[5, null, 1, 777]] },
        { category: 'VENITURI', subcategory: 'Salariu', type: 'INCOME', cells: [[1, 'COMPLETED', 1, 3333]] },
      ]);
      expect(theirs.totals).toEqual({ income: 3333, expenses: 777, savings: 0, net: 2556, closing_balance: 2556, count: 2 });
      const nothing = await grid(other.client, '2025-02');
      expect(nothing.rows).toEqual([]);
      expect(nothing.totals.count).toBe(0);

      const anonymous = await h().client().rpc('get_month_grid', { month: '2025-03' });
      expect(anonymous.status).toBe(401);
      expect(anonymous.data).toBeNull();
    });

    it('answers a month that is not YYYY-MM (1900-01 to 2199-12) with 400, never 5xx', async () => {
      const { server } = h();
      const call = (body: string) =>
        fetch(`${server.url}/rest/v1/rpc/get_month_grid`, {
          method: 'POST',
          headers: { apikey: server.anonKey, authorization: `Bearer ${owner.accessToken}`, 'content-type': 'application/json' },
          body,
        });
      for (const month of ['2025-13', '2025-00', '2025-1', '25-03', '2025/03', '2025-03-01', ' 2025-03', '2025-03\n', 'martie', '', '1899-12', '2200-01', '0000-01', 'x'.repeat(10_000)]) {
        const response = await call(JSON.stringify({ month }));
        expect({ month: month.slice(0, 20), status: response.status, code: ((await response.json()) as { code: string }).code }).toEqual({ month: month.slice(0, 20), status: 400, code: '22023' });
      }
      for (const body of ['{"month":null}', '{"month":202503}', '{"month":["2025-03"]}', '{"month":{"y":2025}}']) {
        const response = await call(body);
        expect({ body, status: response.status }).toEqual({ body, status: 400 });
      }
      const read = await fetch(`${server.url}/rest/v1/rpc/get_month_grid?month=2025-3`, { headers: { apikey: server.anonKey, authorization: `Bearer ${owner.accessToken}` } });
      expect(read.status).toBe(400);
      // A missing argument names no function, as in PostgREST: 404, still not a server error.
      expect((await call('{}')).status).toBe(404);
      const edges = await Promise.all(['1900-01', '2199-12'].map((m) => grid(owner.client, m)));
      expect(edges.map((g) => g.days_in_month)).toEqual([31, 31]);
    });

    describe('copy_previous_month_plan', () => {
      let copier: User;
      let stranger: User;

      const monthRows = async (user: User, from: string, to: string) =>
        (
          await user.client
            .from('transactions')
            .select('id,type,amount,planned_amount,actual_amount,date,category,subcategory,description,account_id,currency,execution_status,recurring,frequency,recurring_rule_id,copied_from_id,copy_batch_id')
            .gte('date', from)
            .lte('date', to)
            .order('date')
            .order('amount')
            .throwOnError()
        ).data;

      beforeAll(async () => {
        copier = await registerApproved(h(), 'grila-c@test.buget.ro');
        stranger = await registerApproved(h(), 'grila-d@test.buget.ro');
      });

      it('copies the pending, non-recurring rows to the same day, clamped to the month (31 -> 28)', async () => {
        const account = (await copier.client.from('user_accounts').insert({ name: 'Bancă', initial_balance: 10 }).select('id').single().throwOnError()).data.id;
        const cash = (await copier.client.from('user_accounts').insert({ name: 'Cash', account_type: 'CASH', initial_balance: 0 }).select('id').single().throwOnError()).data.id;
        // A copy keeps its source's account: the rent and the income in the default account
        // (Bancă, filled in by the server), the dinner in Cash.
        const [rent, dinner, day30] = await insert(copier.client, [
          { type: 'EXPENSE', amount: 1500, date: '2023-01-31', category: 'LOCUINTA', subcategory: 'Chirie', description: 'Chirie ianuarie', account_id: account },
          { type: 'EXPENSE', amount: 99.999, planned_amount: 100, date: '2023-01-15', category: 'NUTRITIE', subcategory: 'Restaurante', account_id: cash },
          { type: 'INCOME', amount: 250, date: '2023-01-30', category: 'VENITURI', subcategory: 'Cadouri' },
        ]);
        // Done or postponed rows are not the plan still to do; December and February are not January.
        await insert(copier.client, [
          { type: 'EXPENSE', amount: 10, date: '2023-01-05', category: 'NUTRITIE', subcategory: 'Cafenele', execution_status: 'COMPLETED' },
          { type: 'EXPENSE', amount: 11, date: '2023-01-06', category: 'NUTRITIE', subcategory: 'Cafenele', execution_status: 'MODIFIED', actual_amount: 12 },
          { type: 'EXPENSE', amount: 13, date: '2023-01-07', category: 'NUTRITIE', subcategory: 'Cafenele', execution_status: 'SKIPPED' },
          { type: 'EXPENSE', amount: 14, date: '2022-12-31', category: 'NUTRITIE', subcategory: 'Cafenele' },
          { type: 'EXPENSE', amount: 15, date: '2023-02-01', category: 'NUTRITIE', subcategory: 'Cafenele' },
          // A recurring row without a rule (its rule was deleted) is still a recurring occurrence.
          { type: 'EXPENSE', amount: 16, date: '2023-01-08', category: 'TRANSPORT', subcategory: 'Parcare', recurring: true, frequency: 'MONTHLY' },
        ]);
        // A real series, all in January: its template (Jan 10) and occurrences (17, 24, 31).
        const today = new Date().toISOString().slice(0, 10);
        const { data: series } = await copier.client
          .rpc('create_recurring_series', { type: 'EXPENSE', amount: 60, category: 'TIMP_LIBER', subcategory: 'Abonamente streaming', date: '2023-01-10', frequency: 'WEEKLY', end_type: 'AFTER_OCCURRENCES', occurrences: 4, lookahead_days: 0, today })
          .single()
          .throwOnError();
        // An occurrence marked not recurring still belongs to its rule.
        await copier.client.from('transactions').update({ recurring: false }).eq('recurring_rule_id', series.rule_id).neq('id', series.transaction_id).throwOnError();

        const first = await copyPlan(copier.client, '2023-02');
        expect(first.copied).toBe(3);
        const february = await monthRows(copier, '2023-02-01', '2023-02-28');
        const copies = february.filter((r) => r.copy_batch_id === first.batch_id);
        const common = { actual_amount: null, currency: 'RON', execution_status: null, recurring: false, frequency: 'NONE', recurring_rule_id: null, copy_batch_id: first.batch_id };
        expect(copies.map(({ id: _id, ...rest }) => rest)).toEqual([
          { ...common, type: 'EXPENSE', amount: 99.999, planned_amount: 100, date: '2023-02-15', category: 'NUTRITIE', subcategory: 'Restaurante', description: null, account_id: cash, copied_from_id: dinner },
          { ...common, type: 'INCOME', amount: 250, planned_amount: null, date: '2023-02-28', category: 'VENITURI', subcategory: 'Cadouri', description: null, account_id: account, copied_from_id: day30 },
          { ...common, type: 'EXPENSE', amount: 1500, planned_amount: null, date: '2023-02-28', category: 'LOCUINTA', subcategory: 'Chirie', description: 'Chirie ianuarie', account_id: account, copied_from_id: rent },
        ]);
        // Nothing else moved: February holds its own row and the copies.
        expect(february).toHaveLength(4);

        // The grid shows the copies at once.
        const grid28 = await grid(copier.client, '2023-02');
        expect(grid28.days[27]).toMatchObject({ day: 28, income: 250, expenses: 1500 });
      });

      it('a second click copies nothing; the undo deletes the batch; then it copies again', async () => {
        const before = await monthRows(copier, '2023-02-01', '2023-02-28');
        const again = await copyPlan(copier.client, '2023-02');
        expect(again.copied).toBe(0);
        expect(await monthRows(copier, '2023-02-01', '2023-02-28')).toEqual(before);

        const batch = before.find((r) => r.copy_batch_id)?.copy_batch_id ?? '';
        // The undo: one delete by batch, under row-level security.
        const { data: undone } = await copier.client.from('transactions').delete().eq('copy_batch_id', batch).select('id').throwOnError();
        expect(undone).toHaveLength(3);
        expect((await monthRows(copier, '2023-02-01', '2023-02-28')).filter((r) => r.copied_from_id)).toEqual([]);
        const redo = await copyPlan(copier.client, '2023-02');
        expect(redo.copied).toBe(3);
        expect(redo.batch_id).not.toBe(batch);
      });

      it('two clicks at once copy once (the unique link settles the race)', async () => {
        await insert(
          copier.client,
          Array.from({ length: 40 }, (_, i) => ({ type: 'EXPENSE' as const, amount: i + 1, date: `2023-07-${String((i % 31) + 1).padStart(2, '0')}`, category: 'NUTRITIE', subcategory: 'Cafenele' })),
        );
        const both = await Promise.all([copyPlan(copier.client, '2023-08'), copyPlan(copier.client, '2023-08')]);
        expect(both.map((r) => r.copied).sort((a, b) => a - b)).toEqual([0, 40]);
        expect(await monthRows(copier, '2023-08-01', '2023-08-31')).toHaveLength(40);
      });

      it('clamps day 31 to 30 (April) and to 29 (February of a leap year)', async () => {
        const [march31, march30] = await insert(copier.client, [
          { type: 'EXPENSE', amount: 31, date: '2023-03-31', category: 'TRANSPORT', subcategory: 'Combustibil' },
          { type: 'EXPENSE', amount: 30, date: '2023-03-30', category: 'TRANSPORT', subcategory: 'Combustibil' },
        ]);
        expect((await copyPlan(copier.client, '2023-04')).copied).toBe(2);
        expect((await monthRows(copier, '2023-04-01', '2023-04-30')).map((r) => [r.date, r.copied_from_id])).toEqual([
          ['2023-04-30', march30],
          ['2023-04-30', march31],
        ]);
        const [jan31] = await insert(copier.client, [{ type: 'EXPENSE', amount: 31, date: '2024-01-31', category: 'TRANSPORT', subcategory: 'Combustibil' }]);
        expect((await copyPlan(copier.client, '2024-02')).copied).toBe(1);
        expect((await monthRows(copier, '2024-02-01', '2024-02-29')).map((r) => [r.date, r.copied_from_id])).toEqual([['2024-02-29', jan31]]);
        // A copy is itself a plan row: it moves on to the next month, once.
        expect((await copyPlan(copier.client, '2024-03')).copied).toBe(1);
        expect((await monthRows(copier, '2024-03-01', '2024-03-31')).map((r) => r.date)).toEqual(['2024-03-29']);
      });

      it('a second user copies nothing of the first, cannot link to their rows nor undo their batch', async () => {
        const owners = await monthRows(copier, '2023-02-01', '2023-02-28');
        const theirs = await copyPlan(stranger.client, '2023-02');
        expect(theirs.copied).toBe(0);
        expect(await monthRows(stranger, '2000-01-01', '2100-01-01')).toEqual([]);

        const source = owners.find((r) => r.copied_from_id)?.copied_from_id ?? '';
        const link = await stranger.client.from('transactions').insert({ type: 'EXPENSE', amount: 1, date: '2023-02-01', category: 'NUTRITIE', copied_from_id: source });
        expect({ status: link.status, code: link.error?.code }).toEqual({ status: 409, code: '23503' });

        const batch = owners.find((r) => r.copy_batch_id)?.copy_batch_id ?? '';
        const { data: deleted } = await stranger.client.from('transactions').delete().eq('copy_batch_id', batch).select('id').throwOnError();
        expect(deleted).toEqual([]);
        expect(await monthRows(copier, '2023-02-01', '2023-02-28')).toEqual(owners);
        // Without a session: no copy at all.
        expect((await h().client().rpc('copy_previous_month_plan', { month: '2023-02' })).status).toBe(401);
      });

      it('a source deleted and restored keeps its copy linked; a copy restored after a new copy comes back unlinked', async () => {
        const [source] = await insert(copier.client, [{ type: 'EXPENSE', amount: 42, date: '2023-05-10', category: 'SANATATE', subcategory: 'Medicamente' }]);
        expect((await copyPlan(copier.client, '2023-06')).copied).toBe(1);
        const [copy] = await monthRows(copier, '2023-06-01', '2023-06-30');

        const { data: sourceSnapshot } = await copier.client.rpc('delete_transaction', { transaction_id: source ?? '' }).throwOnError();
        expect(sourceSnapshot).toMatchObject({ copy_ids: [copy?.id] });
        expect((await monthRows(copier, '2023-06-01', '2023-06-30'))[0]?.copied_from_id).toBeNull();
        await copier.client.rpc('restore_transaction', { snapshot: sourceSnapshot }).throwOnError();
        expect((await monthRows(copier, '2023-06-01', '2023-06-30'))[0]?.copied_from_id).toBe(source);
        expect((await copyPlan(copier.client, '2023-06')).copied).toBe(0);

        // The copy deleted, the plan copied again, then the first copy's undo: both rows stay.
        const { data: copySnapshot } = await copier.client.rpc('delete_transaction', { transaction_id: copy?.id ?? '' }).throwOnError();
        expect((await copyPlan(copier.client, '2023-06')).copied).toBe(1);
        const restored = await copier.client.rpc('restore_transaction', { snapshot: copySnapshot });
        expect(restored.error).toBeNull();
        const june = await monthRows(copier, '2023-06-01', '2023-06-30');
        expect(june.map((r) => [r.id === copy?.id, r.copied_from_id]).sort()).toEqual([
          [false, source],
          [true, null],
        ]);
      });

      it('answers a bad month with 400', async () => {
        for (const month of ['2023-13', '2023-2', '', 'februarie', '2200-01']) {
          const { status, error } = await copier.client.rpc('copy_previous_month_plan', { month });
          expect({ month, status, code: error?.code }).toEqual({ month, status: 400, code: '22023' });
        }
      });
    });
  });
}
