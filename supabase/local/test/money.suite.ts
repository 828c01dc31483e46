/**
 * Issue 22, money you can trust: one ledger over four accounts (a credit card among them and an
 * investment account not counted in the total), with transfers and a saving into an account,
 * read through the five readers the screens use — the header (get_available_balance), the day
 * (get_daily_situation), the grid (get_month_grid), the list and the export (running_balance) —
 * and each account's own balance (get_account_balances). Every figure is compared with a
 * computation written here, independently of the SQL: per account, the initial balance plus
 * what each counted row moves in it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../shared-domain/src/data/database.types';
import { startHarness, type Backend, type Client, type Harness } from './support/harness';

type TransactionInsert = Database['public']['Tables']['transactions']['Insert'];
import { registerApproved } from './support/users';

type Status = 'COMPLETED' | 'MODIFIED' | 'SKIPPED' | null;
type Entry = {
  type: 'INCOME' | 'EXPENSE' | 'SAVING' | 'TRANSFER';
  amount: number;
  date: string;
  status: Status;
  actual?: number;
  from: AccountKey | null;
  to?: AccountKey;
  description?: string;
};
type AccountKey = 'bank' | 'cash' | 'credit' | 'invest';

const START = '2026-10-01';
const ACCOUNTS: Record<AccountKey, { name: string; type: string; initial: number; counted: boolean }> = {
  bank: { name: 'Bancă', type: 'CHECKING', initial: 1000.5, counted: true },
  cash: { name: 'Cash', type: 'CASH', initial: 200, counted: true },
  credit: { name: 'Card credit', type: 'CREDIT', initial: -300, counted: true },
  invest: { name: 'Investiții', type: 'INVESTMENT', initial: 5000, counted: false },
};

const LEDGER: Entry[] = [
  { type: 'INCOME', amount: 5000, date: '2026-10-01', status: 'COMPLETED', from: 'bank', description: 'Salariu' },
  { type: 'EXPENSE', amount: 89.99, date: '2026-10-02', status: 'COMPLETED', from: 'cash', description: 'Piața din București' },
  { type: 'TRANSFER', amount: 300, date: '2026-10-03', status: 'COMPLETED', from: 'bank', to: 'cash' },
  { type: 'SAVING', amount: 1000, date: '2026-10-05', status: 'COMPLETED', from: 'bank', to: 'invest' },
  { type: 'TRANSFER', amount: 250, date: '2026-10-07', status: 'COMPLETED', from: 'invest', to: 'bank' },
  { type: 'EXPENSE', amount: 700, date: '2026-10-08', status: 'COMPLETED', from: 'credit' },
  { type: 'EXPENSE', amount: 65, date: '2026-10-09', status: 'MODIFIED', actual: 70.5, from: 'bank' },
  { type: 'EXPENSE', amount: 120, date: '2026-10-09', status: 'SKIPPED', from: 'bank' },
  { type: 'EXPENSE', amount: 40, date: '2026-10-10', status: null, from: 'cash' },
  // No account named: the server files it under the default account (Bancă).
  { type: 'EXPENSE', amount: 12.25, date: '2026-10-10', status: 'COMPLETED', from: null },
];
const DAYS = ['2026-09-30', '2026-10-01', '2026-10-02', '2026-10-03', '2026-10-05', '2026-10-07', '2026-10-08', '2026-10-09', '2026-10-10', '2026-10-31'];

/** Money in bani (integers), so sums are exact. */
const bani = (lei: number): number => Math.round(lei * 100);

/** What the rule says each account holds at the end of `day`, written here without the SQL. */
function expectedBalances(day: string, included: Record<AccountKey, boolean>): { accounts: Record<AccountKey, number>; available: number } {
  const held = Object.fromEntries(Object.entries(ACCOUNTS).map(([k, a]) => [k, bani(a.initial)])) as Record<AccountKey, number>;
  for (const e of LEDGER) {
    if (e.date > day || e.date < START || e.status === 'SKIPPED') continue;
    const counted = bani(e.status === 'MODIFIED' && e.actual !== undefined ? e.actual : e.amount);
    const from = e.from ?? 'bank';
    held[from] += e.type === 'INCOME' ? counted : -counted;
    if (e.to) held[e.to] += counted;
  }
  const available = (Object.keys(held) as AccountKey[]).filter((k) => included[k]).reduce((sum, k) => sum + held[k], 0);
  return { accounts: held, available };
}

const COUNTED = Object.fromEntries(Object.entries(ACCOUNTS).map(([k, a]) => [k, a.counted])) as Record<AccountKey, boolean>;

export function moneySuite(backend: Backend): void {
  describe(`money you can trust on ${backend}: accounts, transfers and one balance on every screen (issue 22)`, () => {
    let harness: Harness;
    const h = () => harness;
    let owner: Client;
    let other: Client;
    const ids = {} as Record<AccountKey, string>;

    afterAll(async () => {
      await harness?.stop();
    });

    beforeAll(async () => {
      harness = await startHarness(backend);
      ({ client: owner } = await registerApproved(h(), 'ledger-owner@test.buget.ro'));
      ({ client: other } = await registerApproved(h(), 'ledger-other@test.buget.ro'));
      let order = 1;
      for (const [key, a] of Object.entries(ACCOUNTS) as [AccountKey, (typeof ACCOUNTS)[AccountKey]][]) {
        const { data } = await owner
          .from('user_accounts')
          .insert({ name: a.name, account_type: a.type, initial_balance: a.initial, included_in_total: a.counted, display_order: order++, balance_start_date: START })
          .select('id')
          .single()
          .throwOnError();
        ids[key] = data.id;
      }
      await other.from('user_accounts').insert({ name: 'Bancă', account_type: 'CHECKING', initial_balance: 777, display_order: 1, balance_start_date: START }).throwOnError();
      await owner
        .from('transactions')
        .insert(LEDGER.map((e) => ({
          type: e.type,
          amount: e.amount,
          actual_amount: e.actual ?? null,
          execution_status: e.status,
          date: e.date,
          category: e.type === 'INCOME' ? 'VENITURI' : e.type === 'SAVING' ? 'ECONOMII' : 'NUTRITIE',
          description: e.description ?? null,
          ...(e.from ? { account_id: ids[e.from] } : {}),
          ...(e.to ? { to_account_id: ids[e.to] } : {}),
        })))
        .throwOnError();
    });

    it('a row written without an account is filed under the default account', async () => {
      const { data } = await owner.from('transactions').select('account_id').eq('amount', 12.25).single().throwOnError();
      expect(data.account_id).toBe(ids.bank);
    });

    it('each account holds its initial balance plus its rows; a credit card goes below zero', async () => {
      for (const day of ['2026-10-05', '2026-10-31']) {
        const { data } = await owner.rpc('get_account_balances', { as_of: day }).throwOnError();
        const want = expectedBalances(day, COUNTED).accounts;
        for (const key of Object.keys(ids) as AccountKey[]) {
          const row = data.find((r) => r.account_id === ids[key]);
          expect(bani(Number(row?.balance)), `${key} on ${day}`).toBe(want[key]);
          expect(row?.counted).toBe(COUNTED[key]);
          expect(row?.balance_start).toBe(START);
        }
      }
      const { data } = await owner.rpc('get_account_balances', { as_of: '2026-10-31' }).throwOnError();
      expect(Number(data.find((r) => r.account_id === ids.credit)?.balance)).toBe(-1000);
    });

    it('the header, the day, the grid, the list and the export say the same available balance on every day', async () => {
      const grid = (await owner.rpc('get_month_grid', { month: '2026-10' }).throwOnError()).data as unknown as { opening_balance: number; days: { day: number; balance: number }[] };
      const list = (await owner.rpc('list_transactions', { page_size: 100, sort_by: 'date', sort_direction: 'desc' }).throwOnError()).data;
      const exported = (await owner.rpc('export_transactions', { page_size: 100, sort_by: 'date', sort_direction: 'desc' }).throwOnError()).data;
      for (const day of DAYS) {
        const want = expectedBalances(day, COUNTED).available;
        const header = (await owner.rpc('get_available_balance', { as_of: day }).single().throwOnError()).data;
        expect(bani(Number(header.available_balance)), `header on ${day}`).toBe(want);
        const situation = (await owner.rpc('get_daily_situation', { day }).throwOnError()).data as unknown as { closing_balance: number };
        expect(bani(Number(situation.closing_balance)), `day on ${day}`).toBe(want);
        if (day.startsWith('2026-10')) {
          const cell = grid.days.find((d) => d.day === Number(day.slice(8)));
          expect(bani(Number(cell?.balance)), `grid on ${day}`).toBe(want);
        } else {
          expect(bani(Number(grid.opening_balance)), 'grid opening').toBe(want);
        }
        // Newest first: the first row dated on or before the day is the last one of that day.
        const lastRow = list.find((r) => r.date <= day);
        const lastExported = exported.find((r) => r.date <= day);
        if (lastRow && lastRow.date === day) {
          expect(bani(Number(lastRow.running_balance)), `list on ${day}`).toBe(want);
          expect(bani(Number(lastExported?.running_balance)), `export on ${day}`).toBe(want);
        }
      }
    });

    it('a transfer between counted accounts changes nothing available; to or from an account not counted it does', async () => {
      const before = (day: string) => expectedBalances(day, COUNTED).available;
      // 3 Oct: Bancă → Cash, both counted.
      expect(before('2026-10-03')).toBe(before('2026-10-02'));
      const on = async (day: string) => bani(Number((await owner.rpc('get_available_balance', { as_of: day }).single().throwOnError()).data.available_balance));
      expect(await on('2026-10-03')).toBe(await on('2026-10-02'));
      // 5 Oct: a saving into Investiții lowers it by 1.000; 7 Oct: 250 back raises it.
      expect((await on('2026-10-05')) - (await on('2026-10-03'))).toBe(-100_000);
      expect((await on('2026-10-07')) - (await on('2026-10-05'))).toBe(25_000);
      // A transfer is neither income nor expense: the month's lines leave it out.
      const month = (await owner.rpc('get_available_balance', { as_of: '2026-10-31' }).single().throwOnError()).data;
      expect(Number(month.total_income)).toBe(5000);
      expect(bani(Number(month.total_expenses))).toBe(bani(89.99 + 700 + 70.5 + 40 + 12.25));
      expect(Number(month.total_savings)).toBe(1000);
    });

    it('taking an account out of the total takes exactly its balance out of the available figure', async () => {
      await owner.from('user_accounts').update({ included_in_total: false }).eq('id', ids.cash).throwOnError();
      try {
        const header = (await owner.rpc('get_available_balance', { as_of: '2026-10-31' }).single().throwOnError()).data;
        expect(bani(Number(header.available_balance))).toBe(expectedBalances('2026-10-31', { ...COUNTED, cash: false }).available);
      } finally {
        await owner.from('user_accounts').update({ included_in_total: true }).eq('id', ids.cash).throwOnError();
      }
    });

    it('the list filters by account (rows from or to it) and its search ignores case and diacritics', async () => {
      const cash = (await owner.rpc('list_transactions', { page_size: 100, filter_account: ids.cash }).throwOnError()).data;
      expect(cash.map((r) => [r.type, Number(r.amount)]).sort()).toEqual([['EXPENSE', 40], ['EXPENSE', 89.99], ['TRANSFER', 300]]);
      const transfer = cash.find((r) => r.type === 'TRANSFER');
      expect([transfer?.account_id, transfer?.to_account_id, transfer?.category]).toEqual([ids.bank, ids.cash, 'TRANSFER']);
      for (const search of ['bucuresti', 'BUCUREȘTI', 'bucureşti']) {
        const found = (await owner.rpc('list_transactions', { page_size: 10, search }).throwOnError()).data;
        expect(found.map((r) => r.description), search).toEqual(['Piața din București']);
      }
    });

    it('refuses a transfer to the same account, a saving into a current account, a done row in the future and a plan over a year ahead', async () => {
      const day = (offset: number) => {
        const d = new Date(Date.now() + offset * 86_400_000);
        return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(d);
      };
      const cases: [TransactionInsert, string][] = [
        [{ type: 'TRANSFER', amount: 10, date: '2026-10-11', execution_status: 'COMPLETED', category: 'TRANSFER', account_id: ids.bank, to_account_id: ids.bank }, 'TRANSFER_SAME_ACCOUNT'],
        [{ type: 'SAVING', amount: 10, date: '2026-10-11', execution_status: 'COMPLETED', category: 'ECONOMII', account_id: ids.bank, to_account_id: ids.cash }, 'SAVING_ACCOUNT_INVALID'],
        [{ type: 'EXPENSE', amount: 10, date: day(2), execution_status: 'COMPLETED', category: 'NUTRITIE' }, 'DONE_IN_FUTURE'],
        [{ type: 'EXPENSE', amount: 10, date: day(400), execution_status: null, category: 'NUTRITIE' }, 'PLANNED_TOO_FAR'],
      ];
      const { count: before } = await owner.from('transactions').select('id', { count: 'exact', head: true });
      for (const [row, hint] of cases) {
        const { error, status } = await owner.from('transactions').insert(row);
        expect([status, error?.code, error?.hint], hint).toEqual([400, '23514', hint]);
      }
      // A transfer without its other end is refused by the table.
      const { status: noTo } = await owner.from('transactions').insert({ type: 'TRANSFER', amount: 5, date: '2026-10-11', execution_status: 'COMPLETED', category: 'TRANSFER', account_id: ids.bank });
      expect(noTo).toBe(400);
      const { count: after } = await owner.from('transactions').select('id', { count: 'exact', head: true });
      expect(after).toBe(before);
      // A plan within the year is fine.
      const { status } = await owner.from('transactions').insert({ type: 'EXPENSE', amount: 10, date: day(300), execution_status: null, category: 'NUTRITIE' }).select('id');
      expect(status).toBe(201);
    });

    it("a second user can neither file a row under the owner's account nor move money into it", async () => {
      const attacks: TransactionInsert[] = [
        { type: 'EXPENSE', amount: 1, date: '2026-10-11', execution_status: 'COMPLETED', category: 'NUTRITIE', account_id: ids.bank },
        { type: 'TRANSFER', amount: 1, date: '2026-10-11', execution_status: 'COMPLETED', category: 'TRANSFER', to_account_id: ids.cash },
      ];
      for (const row of attacks) {
        const { status } = await other.from('transactions').insert(row);
        expect(status).toBeGreaterThanOrEqual(400);
        expect(status).toBeLessThan(500);
      }
      const { data } = await owner.rpc('get_account_balances', { as_of: '2026-10-31' }).throwOnError();
      const want = expectedBalances('2026-10-31', COUNTED).accounts;
      expect(bani(Number(data.find((r) => r.account_id === ids.cash)?.balance))).toBe(want.cash);
      const theirs = (await other.rpc('get_account_balances', {}).throwOnError()).data;
      expect(theirs.map((r) => Number(r.balance))).toEqual([777]);
    });

    it('the balances are set only once every counted account has its starting balance date', async () => {
      const set = async () => (await owner.rpc('get_available_balance', {}).single().throwOnError()).data.balances_set;
      expect(await set()).toBe(true);
      const { data } = await owner.from('user_accounts').insert({ name: 'Cont nou', account_type: 'CHECKING', initial_balance: 0, display_order: 9 }).select('id').single().throwOnError();
      expect(await set()).toBe(false);
      await owner.from('user_accounts').update({ balance_start_date: START }).eq('id', data.id).throwOnError();
      expect(await set()).toBe(true);
      await owner.from('user_accounts').delete().eq('id', data.id).throwOnError();
    });

    it("the first-run answer (set_starting_balances) is one transaction: a refusal anywhere changes nothing", async () => {
      const { client: fresh } = await registerApproved(h(), 'ledger-first-run@test.buget.ro');
      const made = async (name: string, type: string, order: number) =>
        (await fresh.from('user_accounts').insert({ name, account_type: type, initial_balance: 0, display_order: order }).select('id').single().throwOnError()).data.id;
      const [bank, cash, card] = [await made('Bancă', 'CHECKING', 1), await made('Cash', 'CASH', 2), await made('Card', 'CREDIT', 3)];
      await fresh.from('transactions').insert({ type: 'EXPENSE', amount: 5, date: START, category: 'NUTRITIE', execution_status: 'COMPLETED', account_id: cash }).throwOnError();
      const state = async () => (await fresh.from('user_accounts').select('name,initial_balance,balance_start_date,is_active').order('display_order').throwOnError()).data;
      const before = await state();
      const call = (balances: { account_id: string; amount: number }[], dropped: string[] = []) =>
        fresh.rpc('set_starting_balances', { start_date: START, balances, dropped });

      // A negative balance on a current account, after a valid one: nothing is saved (400).
      const negative = await call([{ account_id: bank, amount: 100 }, { account_id: cash, amount: -1 }]);
      expect([negative.status, negative.error?.code]).toEqual([400, '23514']);
      // Another user's account among them: 404, nothing saved.
      const { data: theirs } = await other.from('user_accounts').select('id').limit(1).single().throwOnError();
      const foreign = await call([{ account_id: bank, amount: 100 }, { account_id: theirs.id, amount: 1 }]);
      expect([foreign.status, foreign.error?.code]).toEqual([404, 'PT404']);
      expect(await state()).toEqual(before);

      // The answer: Bancă 1.234,56, the card owes 300; Cash (it has a transaction) is deactivated.
      const { data } = await call([{ account_id: bank, amount: 1234.56 }, { account_id: card, amount: -300 }], [cash]).throwOnError();
      expect(data).toEqual({ deleted: [], deactivated: [cash] });
      expect(await state()).toEqual([
        { name: 'Bancă', initial_balance: 1234.56, balance_start_date: START, is_active: true },
        { name: 'Cash', initial_balance: 0, balance_start_date: null, is_active: false },
        { name: 'Card', initial_balance: -300, balance_start_date: START, is_active: true },
      ]);
    });

    it('balances over months (read as whole months and the days at each end) follow rows moved, re-filed and deleted', async () => {
      // A user of their own: a balance start in mid-month and rows over three months, so a balance
      // sums whole months plus the days of the months at its two ends.
      const { client: months } = await registerApproved(h(), 'ledger-months@test.buget.ro');
      const account = async (name: string, initial: number, start: string) =>
        (await months.from('user_accounts').insert({ name, account_type: 'CHECKING', initial_balance: initial, display_order: name.length, balance_start_date: start }).select('id').single().throwOnError()).data.id;
      const a = await account('Bancă', 100, '2026-07-15');
      const b = await account('Cash', 50, '2026-08-10');
      type Row = { id?: string; type: 'INCOME' | 'EXPENSE'; amount: number; date: string; account_id: string };
      const rows: Row[] = [
        { type: 'INCOME', amount: 1000, date: '2026-07-01', account_id: a },
        { type: 'EXPENSE', amount: 10.5, date: '2026-07-14', account_id: a },
        { type: 'EXPENSE', amount: 20, date: '2026-07-15', account_id: a },
        { type: 'INCOME', amount: 300, date: '2026-07-31', account_id: a },
        { type: 'EXPENSE', amount: 7.25, date: '2026-08-01', account_id: b },
        { type: 'EXPENSE', amount: 40, date: '2026-08-09', account_id: b },
        { type: 'EXPENSE', amount: 60, date: '2026-08-10', account_id: b },
        { type: 'INCOME', amount: 500, date: '2026-08-20', account_id: a },
        { type: 'EXPENSE', amount: 33.33, date: '2026-09-02', account_id: a },
        { type: 'EXPENSE', amount: 12, date: '2026-09-30', account_id: b },
      ];
      const inserted = (await months.from('transactions').insert(rows.map((r) => ({ ...r, category: r.type === 'INCOME' ? 'VENITURI' : 'NUTRITIE', execution_status: 'COMPLETED' }))).select('id').throwOnError()).data;
      inserted.forEach((r, i) => Object.assign(rows[i] ?? {}, { id: r.id }));
      const starts: Record<string, string> = { [a]: '2026-07-15', [b]: '2026-08-10' };
      const initial: Record<string, number> = { [a]: 100, [b]: 50 };
      const expected = (id: string, day: string) =>
        rows.filter((r) => r.account_id === id && r.date >= (starts[id] ?? '') && r.date <= day).reduce((sum, r) => sum + (r.type === 'INCOME' ? 1 : -1) * bani(r.amount), bani(initial[id] ?? 0));
      const check = async (label: string) => {
        for (const day of ['2026-07-14', '2026-07-15', '2026-07-31', '2026-08-09', '2026-08-10', '2026-08-31', '2026-09-01', '2026-09-15', '2026-12-31']) {
          const balances = (await months.rpc('get_account_balances', { as_of: day }).throwOnError()).data;
          for (const id of [a, b]) expect(bani(Number(balances.find((r) => r.account_id === id)?.balance)), `${label}: ${id === a ? 'Bancă' : 'Cash'} on ${day}`).toBe(expected(id, day));
          const header = (await months.rpc('get_available_balance', { as_of: day }).single().throwOnError()).data;
          expect(bani(Number(header.available_balance)), `${label}: available on ${day}`).toBe(expected(a, day) + expected(b, day));
        }
      };
      await check('as written');
      const move = async (i: number, patch: Partial<Row>) => {
        const row = rows[i];
        if (!row?.id) throw new Error(`no row ${i}`);
        await months.from('transactions').update(patch).eq('id', row.id).throwOnError();
        Object.assign(row, patch);
      };
      // Across a month boundary, into another account, and a deletion.
      await move(3, { date: '2026-08-01' });
      await move(8, { date: '2026-08-31', account_id: b });
      await move(5, { date: '2026-08-11' });
      const gone = rows.splice(7, 1)[0];
      await months.from('transactions').delete().eq('id', gone?.id ?? '').throwOnError();
      await check('after the edits');
    });
  });
}
