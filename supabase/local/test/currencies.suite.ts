/**
 * Issue 26 points 1 and 2, accounts in other currencies on the real server: a row is in its
 * account's currency; the totals (the header, each account's value, the day, the grid, the list's
 * running balance) are in the default currency at the BNR rate of each day — a Saturday takes
 * Friday's — and a currency without a rate is named, not guessed; a transfer between two
 * currencies records the amount that reached the other account, and the difference from BNR's
 * rate is neither income nor expense; an account's currency is fixed once it has rows; another
 * user's accounts are out of reach. Expected figures are computed here from the ledger and the
 * rates, without the SQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, startHarness, type Backend, type Client, type Harness } from './support/harness';
import { registerApproved } from './support/users';

// October 2026: Thursday 15, Friday 16, (Saturday 17, Sunday 18), Monday 19.
const START = '2026-10-01';
const RATES: Record<string, Record<string, number>> = {
  EUR: { '2026-10-15': 4.97, '2026-10-16': 4.98, '2026-10-19': 4.99 },
};

/** Lei per unit of `currency` on `day`: the last rate published on or before it (RON: 1); null without one. */
const leiPerUnit = (currency: string, day: string): number | null => {
  if (currency === 'RON') return 1;
  const days = Object.keys(RATES[currency] ?? {}).filter((d) => d <= day).sort();
  const last = days.at(-1);
  return last === undefined ? null : (RATES[currency]?.[last] ?? null);
};

/** `amount` of `from` in `to` on `day`, or null when a rate is missing. */
const convert = (amount: number, from: string, to: string, day: string): number | null => {
  const [a, b] = [leiPerUnit(from, day), leiPerUnit(to, day)];
  return a === null || b === null ? null : (amount * a) / b;
};

type Account = { id: string; currency: string; initial: number };
type Move = { account: string; delta: number; day: string };

/** Each account's own balance at the end of `day`, from its initial balance and the moves. */
const ownBalance = (account: Account, moves: readonly Move[], day: string): number =>
  account.initial + moves.filter((m) => m.account === account.id && m.day <= day).reduce((sum, m) => sum + m.delta, 0);

/** The available balance in `target` at the end of `day`: each account valued at that day's rate; no rate, left out. */
const available = (accounts: readonly Account[], moves: readonly Move[], day: string, target = 'RON'): number =>
  accounts.reduce((sum, a) => sum + (convert(ownBalance(a, moves, day), a.currency, target, day) ?? 0), 0);

export function currenciesSuite(backend: Backend): void {
  describe(`accounts in other currencies on ${backend} (issue 26 points 1 and 2)`, () => {
    let harness: Harness;
    let service: Client;
    let owner: Client;
    let other: Client;
    let bank: Account;
    let euro: Account;
    let dollars: Account;
    let otherBank: string;
    const moves: Move[] = [];

    const insert = async (client: Client, row: Record<string, unknown>): Promise<string> =>
      (await client.from('transactions').insert(row as never).select('id').single().throwOnError()).data.id;
    const header = async (day: string) => (await owner.rpc('get_available_balance', { as_of: day }).single().throwOnError()).data;
    /** The grid's NUTRITIE cell of 19 October 2026 (subcategory none, COMPLETED): [count, value]. */
    const gridCell = async (): Promise<[number, number] | undefined> => {
      const { data } = await owner.rpc('get_month_grid', { month: '2026-10' }).throwOnError();
      const rows = (data as unknown as { rows: { category: string; subcategory: string | null; cells: [number, string | null, number, number][] }[] }).rows;
      const cell = rows.find((r) => r.category === 'NUTRITIE' && r.subcategory === null)?.cells.find((c) => c[0] === 19 && c[1] === 'COMPLETED');
      return cell && [cell[2], cell[3]];
    };
    const accountRow = async (id: string, day: string) => (await owner.rpc('get_account_balances', { as_of: day }).throwOnError()).data.find((a) => a.account_id === id);

    beforeAll(async () => {
      harness = await startHarness(backend);
      service = newClient(harness.server.url, harness.server.serviceRoleKey);
      ({ client: owner } = await registerApproved(harness, 'currencies-owner@test.buget.ro'));
      ({ client: other } = await registerApproved(harness, 'currencies-other@test.buget.ro'));
      await service
        .from('exchange_rates')
        .upsert(Object.entries(RATES.EUR ?? {}).map(([date, rate]) => ({ currency: 'EUR', date, rate })))
        .throwOnError();
      const account = async (client: Client, name: string, order: number, initial: number, currency: string): Promise<Account> => {
        const { data } = await client
          .from('user_accounts')
          .insert({ name, account_type: 'CHECKING', initial_balance: initial, display_order: order, balance_start_date: START, currency })
          .select('id')
          .single()
          .throwOnError();
        return { id: data.id, currency, initial };
      };
      bank = await account(owner, 'Bancă', 1, 1000, 'RON');
      euro = await account(owner, 'Revolut', 2, 100, 'EUR');
      otherBank = (await account(other, 'Bancă', 1, 500, 'RON')).id;
    });
    afterAll(async () => {
      await harness?.stop();
    });

    it('a EUR expense on a Saturday counts at Friday’s rate in the month’s lines, the header, the day, the grid and the list', async () => {
      const id = await insert(owner, { type: 'EXPENSE', amount: 20, date: '2026-10-17', category: 'NUTRITIE', execution_status: 'COMPLETED', account_id: euro.id, currency: 'RON' });
      moves.push({ account: euro.id, delta: -20, day: '2026-10-17' });
      // The row is in its account's currency, whatever the writer sent.
      expect((await owner.from('transactions').select('currency').eq('id', id).single().throwOnError()).data.currency).toBe('EUR');

      const saturday = await header('2026-10-17');
      const expected = available([bank, euro], moves, '2026-10-17');
      expect(expected).toBeCloseTo(1000 + 80 * 4.98, 6);
      expect(saturday.available_balance).toBeCloseTo(expected, 6);
      expect(saturday.total_expenses).toBeCloseTo(20 * 4.98, 6);
      expect([saturday.currency, saturday.missing_rates]).toEqual(['RON', []]);

      // The account in its currency, and in lei at the day's rate with the day BNR published it.
      expect(await accountRow(euro.id, '2026-10-17')).toMatchObject({ balance: 80, currency: 'EUR', rate: 4.98, rate_date: '2026-10-16' });
      expect((await accountRow(euro.id, '2026-10-17'))?.converted).toBeCloseTo(80 * 4.98, 6);
      expect(await accountRow(bank.id, '2026-10-17')).toMatchObject({ balance: 1000, currency: 'RON', converted: 1000, rate: 1, rate_date: null });

      // The day: opening at Friday's end, closing at Saturday's, both as the header says.
      const day = (await owner.rpc('get_daily_situation', { day: '2026-10-17' }).throwOnError()).data as unknown as { opening_balance: number; closing_balance: number; items: unknown[][] };
      expect(day.opening_balance).toBeCloseTo(available([bank, euro], moves, '2026-10-16'), 6);
      expect(day.closing_balance).toBeCloseTo(expected, 6);
      expect(day.items[0]?.[6]).toBe(20);
      expect(day.items[0]?.[13]).toBe('EUR');

      // The grid: the cell and the day's expenses in lei, the Sold row the header's figure every day.
      const grid = (await owner.rpc('get_month_grid', { month: '2026-10' }).throwOnError()).data as unknown as {
        rows: { category: string; cells: [number, string, number, number][] }[];
        days: { expenses: number; balance: number }[];
      };
      expect(grid.rows.find((r) => r.category === 'NUTRITIE')?.cells[0]?.[3]).toBeCloseTo(99.6, 6);
      expect(grid.days[16]?.expenses).toBeCloseTo(99.6, 6);
      for (const d of [15, 16, 17, 18, 19, 20]) {
        const iso = `2026-10-${String(d)}`;
        expect(grid.days[d - 1]?.balance, iso).toBeCloseTo(available([bank, euro], moves, iso), 6);
      }
      // Monday: the same euros at Monday's rate.
      expect((await header('2026-10-19')).available_balance).toBeCloseTo(1000 + 80 * 4.99, 6);

      // The list's running balance after the row: the header's figure on its day.
      const { data: list } = await owner.rpc('list_transactions', { page_size: 50, sort_direction: 'asc' }).throwOnError();
      expect(list.find((r) => r.id === id)?.running_balance).toBeCloseTo(expected, 6);
    });

    it('Avere netă values the EUR account at the BNR rate of each month’s last day, and leaves it out of a month without a rate', async () => {
      const worth = (await owner.rpc('report_net_worth', { from_month: '2026-09', to_month: '2026-11' }).throwOnError()).data;
      // September ends before the first EUR rate (15 October): only the lei count.
      const [september, october, november] = [1000, available([bank, euro], moves, '2026-10-31'), available([bank, euro], moves, '2026-11-30')];
      expect(october).toBeCloseTo(1000 + 80 * 4.99, 6);
      expect(worth.map((m) => m.month)).toEqual(['2026-09', '2026-10', '2026-11']);
      expect(worth[0]?.net_worth).toBeCloseTo(september, 6);
      expect(worth[1]?.net_worth).toBeCloseTo(october, 6);
      expect(worth[1]?.change).toBeCloseTo(october - september, 6);
      expect(worth[2]?.net_worth).toBeCloseTo(november, 6);
    });

    it('a transfer RON → EUR records what reached the EUR account; the difference from BNR’s rate is neither income nor expense', async () => {
      const before = await header('2026-10-19');
      // The bank sold 99 € for 500 lei (5.0505 lei/€), BNR says 4.99.
      const id = await insert(owner, { type: 'TRANSFER', amount: 500, to_amount: 99, date: '2026-10-19', category: 'TRANSFER', execution_status: 'COMPLETED', account_id: bank.id, to_account_id: euro.id });
      moves.push({ account: bank.id, delta: -500, day: '2026-10-19' }, { account: euro.id, delta: 99, day: '2026-10-19' });
      expect((await owner.from('transactions').select('currency, to_currency, amount, to_amount').eq('id', id).single().throwOnError()).data).toEqual({ currency: 'RON', to_currency: 'EUR', amount: 500, to_amount: 99 });
      expect((await accountRow(bank.id, '2026-10-19'))?.balance).toBe(500);
      expect((await accountRow(euro.id, '2026-10-19'))?.balance).toBe(179);

      const after = await header('2026-10-19');
      expect(after.available_balance).toBeCloseTo(available([bank, euro], moves, '2026-10-19'), 6);
      expect(after.available_balance).toBeCloseTo(500 + 179 * 4.99, 6);
      // The 500 − 99 × 4.99 lei the bank kept: the balance lower by it, no line of the month moved.
      expect(before.available_balance - after.available_balance).toBeCloseTo(500 - 99 * 4.99, 6);
      expect([after.total_income, after.total_expenses, after.total_savings]).toEqual([before.total_income, before.total_expenses, before.total_savings]);

      // Without the amount received the server refuses it, and saves nothing.
      const refused = await owner.from('transactions').insert({ type: 'TRANSFER', amount: 100, date: '2026-10-19', category: 'TRANSFER', execution_status: 'COMPLETED', account_id: bank.id, to_account_id: euro.id });
      expect([refused.status, refused.error?.code, refused.error?.hint]).toEqual([400, '23514', 'TRANSFER_AMOUNT_REQUIRED']);
      // A monthly automatic transfer cannot know what each month's euros will cost: refused, nothing saved.
      const monthly = await owner.rpc('set_auto_transfer', { to_account_id: euro.id, from_account_id: bank.id, amount: 100, day: 5, today: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date()) });
      expect([monthly.status, monthly.error?.hint]).toEqual([400, 'TRANSFER_AMOUNT_REQUIRED']);
      expect((await owner.from('recurring_rules').select('id')).data).toEqual([]);
      // Between two lei accounts the amount received is the amount, whatever the writer sent.
      const cash = (await owner.from('user_accounts').insert({ name: 'Cash', account_type: 'CASH', initial_balance: 0, display_order: 3, balance_start_date: START }).select('id').single().throwOnError()).data.id;
      const same = await insert(owner, { type: 'TRANSFER', amount: 40, to_amount: 45, date: '2026-10-19', category: 'TRANSFER', execution_status: 'COMPLETED', account_id: bank.id, to_account_id: cash });
      expect((await owner.from('transactions').select('to_amount, to_currency').eq('id', same).single().throwOnError()).data).toEqual({ to_amount: 40, to_currency: 'RON' });
      await owner.from('transactions').delete().eq('id', same).throwOnError();
      await owner.from('user_accounts').delete().eq('id', cash).throwOnError();
    });

    it('with no rate at all for USD the account keeps its dollars and the totals name the missing rate; the first USD rate fills them in', async () => {
      const { data } = await owner.from('user_accounts').insert({ name: 'Dolari', account_type: 'CHECKING', initial_balance: 50, display_order: 4, balance_start_date: START, currency: 'USD' }).select('id').single().throwOnError();
      dollars = { id: data.id, currency: 'USD', initial: 50 };
      await insert(owner, { type: 'EXPENSE', amount: 10, date: '2026-10-19', category: 'NUTRITIE', execution_status: 'COMPLETED', account_id: dollars.id });
      moves.push({ account: dollars.id, delta: -10, day: '2026-10-19' });
      const before = await header('2026-10-19');
      expect(before.missing_rates).toEqual(['USD']);
      // Nothing guessed: the dollars are left out of the figure and the month's expenses.
      expect(before.available_balance).toBeCloseTo(available([bank, euro, dollars], moves, '2026-10-19'), 6);
      expect(before.available_balance).toBeCloseTo(500 + 179 * 4.99, 6);
      expect(before.total_expenses).toBeCloseTo(20 * 4.98, 6);
      expect(await accountRow(dollars.id, '2026-10-19')).toMatchObject({ balance: 40, currency: 'USD', converted: null, rate: null, rate_date: null });
      // The grid's cell counts the row and leaves its dollars out of the value.
      expect(await gridCell()).toEqual([1, 0]);

      // BNR's Friday rate arrives (the service role writes it): Monday's figures use it.
      RATES.USD = { '2026-10-16': 4.5 };
      await service.from('exchange_rates').insert({ currency: 'USD', date: '2026-10-16', rate: 4.5 }).throwOnError();
      const after = await header('2026-10-19');
      expect(after.missing_rates).toEqual([]);
      expect(after.available_balance).toBeCloseTo(available([bank, euro, dollars], moves, '2026-10-19'), 6);
      expect(after.total_expenses).toBeCloseTo(20 * 4.98 + 10 * 4.5, 6);
      expect(await accountRow(dollars.id, '2026-10-19')).toMatchObject({ converted: 180, rate: 4.5, rate_date: '2026-10-16' });
      // The cell the grid keeps is summed again when the rate arrives.
      expect(await gridCell()).toEqual([1, 45]);
    });

    it('totals follow the default currency: in EUR the lei are converted at the day’s rate', async () => {
      await owner.rpc('save_user_settings', { patch: { defaultCurrency: 'EUR' } }).throwOnError();
      try {
        const inEuro = await header('2026-10-19');
        expect(inEuro.currency).toBe('EUR');
        expect(inEuro.available_balance).toBeCloseTo(available([bank, euro, dollars], moves, '2026-10-19', 'EUR'), 6);
        expect(inEuro.total_expenses).toBeCloseTo(20 + (10 * 4.5) / 4.99, 6);
        expect((await accountRow(bank.id, '2026-10-19'))?.converted).toBeCloseTo(500 / 4.99, 6);
        // The grid's cells follow the setting: the dollars in euros at the day's rates.
        const [count, value] = (await gridCell()) ?? [];
        expect(count).toBe(1);
        expect(value).toBeCloseTo((10 * 4.5) / 4.99, 6);
      } finally {
        await owner.rpc('save_user_settings', { patch: { defaultCurrency: 'RON' } }).throwOnError();
      }
      expect((await header('2026-10-19')).total_expenses).toBeCloseTo(20 * 4.98 + 10 * 4.5, 6);
      expect(await gridCell()).toEqual([1, 45]);
    });

    it('an account’s currency cannot change once it has rows, nor be one the settings do not offer', async () => {
      const locked = await owner.from('user_accounts').update({ currency: 'GBP' }).eq('id', euro.id);
      expect([locked.status, locked.error?.hint]).toEqual([400, 'ACCOUNT_CURRENCY_LOCKED']);
      expect((await owner.from('user_accounts').select('currency').eq('id', euro.id).single().throwOnError()).data.currency).toBe('EUR');
      const fresh = (await owner.from('user_accounts').insert({ name: 'Nou', initial_balance: 0, display_order: 5 }).select('id').single().throwOnError()).data.id;
      await owner.from('user_accounts').update({ currency: 'GBP' }).eq('id', fresh).throwOnError();
      const unknown = await owner.from('user_accounts').update({ currency: 'CHF' }).eq('id', fresh);
      expect([unknown.status, unknown.error?.code]).toEqual([400, '23514']);
      await owner.from('user_accounts').delete().eq('id', fresh).throwOnError();
    });

    it('a second user reaches none of it: no transfer into the owner’s EUR account, no change of its currency, none of its balances', async () => {
      const into = await other.from('transactions').insert({ type: 'TRANSFER', amount: 10, to_amount: 2, date: '2026-10-19', category: 'TRANSFER', execution_status: 'COMPLETED', account_id: otherBank, to_account_id: euro.id });
      expect(into.status).toBeGreaterThanOrEqual(400);
      expect(into.status).toBeLessThan(500);
      const changed = await other.from('user_accounts').update({ currency: 'GBP' }).eq('id', euro.id).select('id');
      expect(changed.data).toEqual([]);
      expect((await owner.from('user_accounts').select('currency').eq('id', euro.id).single().throwOnError()).data.currency).toBe('EUR');
      const theirs = (await other.rpc('get_account_balances', { as_of: '2026-10-19' }).throwOnError()).data;
      expect(theirs.map((a) => [a.account_id, a.balance])).toEqual([[otherBank, 500]]);
      expect((await other.rpc('get_available_balance', { as_of: '2026-10-19' }).single().throwOnError()).data).toMatchObject({ available_balance: 500, missing_rates: [] });
      expect((await accountRow(euro.id, '2026-10-19'))?.balance).toBe(179);
    });
  });
}
