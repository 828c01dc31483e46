/**
 * Issue 27, the reports on the real server: report_cash_flow, report_spending_by_category,
 * report_plan_vs_actual, report_net_worth and report_calendar, each compared with a computation
 * written here from the rows (in thousandths, without the SQL) on a random ledger of five
 * accounts — transfers and savings between them, every status, unplanned items, balance starts of
 * their own — for every account and for a choice of two; again after updates and deletes (the
 * totals are kept by a trigger) and after the user's balance start date; a second user sees
 * nothing of it; bad periods and another user's account are refused with a 4xx and a hint.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Backend, type Client, type Harness } from './support/harness';
import { createAccounts, placeRow, type AccountSpec, type LedgerAccount } from './support/ledger';
import { accountBalances, addDays, random, type RefLedger, type RefTransaction } from './support/reference';
import { registerApproved } from './support/users';

type Row = RefTransaction & { unplanned: boolean };

const TYPES = ['INCOME', 'EXPENSE', 'EXPENSE', 'SAVING', 'TRANSFER'] as const;
const STATUSES = [null, 'COMPLETED', 'COMPLETED', 'MODIFIED', 'SKIPPED'] as const;
const CATEGORIES = ['NUTRITIE', 'TRANSPORT', 'LOCUINTA'] as const;
const SUBS = ['Alfa', 'Beta', null] as const;
const COLUMNS = 'id,type,amount,actual_amount,execution_status,date,category,subcategory,account_id,to_account_id,unplanned';
/** The rows' days: 2025-10-10 through 2026-03-09, before today (a done row may not be later). */
const FIRST_DAY = '2025-10-10';
const DAYS = 150;
const FROM = '2025-09';
const TO = '2026-04';

const ACCOUNTS: AccountSpec[] = [
  { name: 'Bancă', account_type: 'CHECKING', initial_balance: 1000, included_in_total: true, is_active: true, balance_start_date: null },
  { name: 'Cash', account_type: 'CASH', initial_balance: 200, included_in_total: true, is_active: true, balance_start_date: '2025-12-10' },
  { name: 'Investiții', account_type: 'INVESTMENT', initial_balance: 750.5, included_in_total: false, is_active: true, balance_start_date: '2025-11-01' },
  { name: 'Vechi', account_type: 'SAVINGS', initial_balance: 500, included_in_total: true, is_active: false, balance_start_date: null },
  { name: 'Card', account_type: 'CREDIT', initial_balance: -300.25, included_in_total: true, is_active: true, balance_start_date: '2026-01-17' },
];

const milli = (n: number): number => Math.round(n * 1000);
const monthOf = (day: string): string => day.slice(0, 7);
const done = (r: Row): boolean => r.execution_status === 'COMPLETED' || r.execution_status === 'MODIFIED';

/** What a row counts for (thousandths): the balance rule's counted amount, 0 when SKIPPED. */
function counted(r: Row): number {
  if (r.execution_status === 'SKIPPED') return 0;
  const value = r.execution_status === 'MODIFIED' && r.actual_amount !== null ? r.actual_amount : r.amount;
  return Math.max(milli(value), 0);
}

/** The months from `from` through `to`, as 'YYYY-MM'. */
function months(from: string, to: string): string[] {
  const out: string[] = [];
  for (let [y, m] = from.split('-').map(Number) as [number, number]; `${y}-${String(m).padStart(2, '0')}` <= to; m === 12 ? ((y += 1), (m = 1)) : (m += 1)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
  }
  return out;
}

/** The last day of a 'YYYY-MM' month. */
const lastDayOf = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

function randomRows(seed: number, n: number, accounts: readonly LedgerAccount[]): Omit<Row, 'id'>[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return Array.from({ length: n }, () => {
    const type = pick(TYPES);
    const status = pick(STATUSES);
    return {
      type,
      amount: Math.max(0.001, Math.round(next() * 2_000_000) / 1000),
      actual_amount: status === 'MODIFIED' && next() < 0.8 ? Math.round(next() * 2_000_000) / 1000 : null,
      execution_status: status,
      date: addDays(FIRST_DAY, Math.floor(next() * DAYS)),
      category: type === 'TRANSFER' ? 'TRANSFER' : pick(CATEGORIES),
      subcategory: type === 'TRANSFER' ? null : pick(SUBS),
      unplanned: type !== 'TRANSFER' && status === 'COMPLETED' && next() < 0.3,
      ...placeRow(next, type, accounts),
    };
  });
}

/** The rows a report reads: of the chosen accounts (null: every one), never a transfer. */
const chosen = (rows: readonly Row[], ids: readonly string[] | null): Row[] =>
  rows.filter((r) => r.type !== 'TRANSFER' && (ids === null || (r.account_id !== null && ids.includes(r.account_id))));

function cashFlow(rows: readonly Row[], ids: readonly string[] | null, from: string, to: string) {
  return months(from, to).map((month) => {
    const of = chosen(rows, ids).filter((r) => monthOf(r.date) === month);
    const sum = (type: string) => of.filter((r) => r.type === type).reduce((s, r) => s + counted(r), 0);
    const [income, expenses, savings] = [sum('INCOME'), sum('EXPENSE'), sum('SAVING')];
    return { month, income: income / 1000, expenses: expenses / 1000, savings: savings / 1000, net: (income - expenses - savings) / 1000, savings_rate: income > 0 ? Math.round((savings / income) * 10000) / 10000 : null };
  });
}

function spending(rows: readonly Row[], ids: readonly string[] | null, from: string, to: string, category: string | null) {
  const sums = new Map<string, number>();
  for (const r of chosen(rows, ids)) {
    if (r.type !== 'EXPENSE' || monthOf(r.date) < from || monthOf(r.date) > to || (category !== null && r.category !== category)) continue;
    const key = JSON.stringify([monthOf(r.date), r.category, category === null ? null : r.subcategory]);
    sums.set(key, (sums.get(key) ?? 0) + counted(r));
  }
  return [...sums]
    .filter(([, v]) => v > 0)
    .map(([key, v]) => {
      const [month, cat, sub] = JSON.parse(key) as [string, string, string | null];
      return { month, category: cat, subcategory: sub, amount: v / 1000 };
    });
}

function planVsActual(rows: readonly Row[], ids: readonly string[] | null, from: string, to: string) {
  const cells = new Map<string, { planned: number; actual: number }>();
  for (const r of chosen(rows, ids)) {
    if (r.type !== 'EXPENSE' || monthOf(r.date) < from || monthOf(r.date) > to) continue;
    const key = `${r.category}|${monthOf(r.date)}`;
    const cell = cells.get(key) ?? { planned: 0, actual: 0 };
    if (!r.unplanned && r.execution_status !== 'SKIPPED') cell.planned += milli(r.amount);
    if (done(r)) cell.actual += counted(r);
    cells.set(key, cell);
  }
  const kept = [...cells].filter(([, c]) => c.planned > 0 || c.actual > 0);
  const over = new Map<string, number>();
  for (const [key, c] of kept) if (c.actual > c.planned) over.set(key.split('|')[0] ?? '', (over.get(key.split('|')[0] ?? '') ?? 0) + 1);
  return kept.map(([key, c]) => {
    const [category, month] = key.split('|') as [string, string];
    return { category, month, planned: c.planned / 1000, actual: c.actual / 1000, difference: (c.actual - c.planned) / 1000, used_share: c.planned > 0 ? Math.round((c.actual / c.planned) * 10000) / 10000 : null, months_over: over.get(category) ?? 0 };
  });
}

function netWorth(rows: readonly Row[], ledger: RefLedger, ids: readonly string[] | null, from: string, to: string) {
  const worth = (day: string): number => {
    let sum = 0;
    for (const [id, account] of accountBalances(rows, ledger, day)) if (ids === null || ids.includes(id)) sum += milli(account.balance);
    return sum;
  };
  return months(from, to).map((month) => {
    const end = worth(lastDayOf(month));
    return { month, net_worth: end / 1000, change: (end - worth(addDays(`${month}-01`, -1))) / 1000 };
  });
}

function calendar(rows: readonly Row[], ids: readonly string[] | null, month: string) {
  const out: { day: string; expenses: number }[] = [];
  for (let day = `${month}-01`; monthOf(day) === month; day = addDays(day, 1)) {
    out.push({ day, expenses: chosen(rows, ids).filter((r) => r.type === 'EXPENSE' && r.date === day).reduce((s, r) => s + counted(r), 0) / 1000 });
  }
  return out;
}

/** Plan vs actual in a fixed order for the comparison (the server's own order is checked apart). */
const byKey = <T extends { category: string; month: string }>(list: T[]): T[] => [...list].sort((a, b) => (a.category + a.month < b.category + b.month ? -1 : 1));

export function reportsSuite(backend: Backend): void {
  describe(`reports on ${backend} (issue 27)`, () => {
    let harness: Harness;
    let owner: Client;
    let other: Client;
    let accounts: LedgerAccount[];
    let ledger: RefLedger;
    let rows: Row[];
    let choice: string[];

    afterAll(async () => {
      await harness?.stop();
    });

    beforeAll(async () => {
      harness = await startHarness(backend);
      ({ client: owner } = await registerApproved(harness, 'reports-owner@test.buget.ro'));
      ({ client: other } = await registerApproved(harness, 'reports-other@test.buget.ro'));
      accounts = await createAccounts(owner, ACCOUNTS);
      ledger = { accounts: accounts.map((a) => ({ ...a })), settingStart: null };
      const { data } = await owner.from('transactions').insert(randomRows(2027, 260, accounts)).select(COLUMNS).throwOnError();
      rows = data as Row[];
      choice = [accounts[1]?.id ?? '', accounts[4]?.id ?? ''];
    });

    async function expectAllReports(): Promise<void> {
      for (const ids of [null, choice]) {
        const args = { from_month: FROM, to_month: TO, ...(ids ? { account_ids: ids } : {}) };
        const flow = (await owner.rpc('report_cash_flow', args).throwOnError()).data;
        const refFlow = cashFlow(rows, ids, FROM, TO);
        expect(flow.map(({ savings_rate, ...rest }) => rest), `cash flow ${String(ids)}`).toEqual(refFlow.map(({ savings_rate, ...rest }) => rest));
        for (const [i, m] of flow.entries()) {
          const want = refFlow[i]?.savings_rate ?? null;
          if (want === null) expect(m.savings_rate).toBeNull();
          else expect(Math.abs((m.savings_rate ?? NaN) - want)).toBeLessThan(0.00011);
        }

        const spent = (await owner.rpc('report_spending_by_category', args).throwOnError()).data;
        const order = (list: { month: string; category: string; subcategory: string | null }[]) => [...list].sort((a, b) => (JSON.stringify([a.month, a.category, a.subcategory]) < JSON.stringify([b.month, b.category, b.subcategory]) ? -1 : 1));
        expect(order(spent), `spending ${String(ids)}`).toEqual(order(spending(rows, ids, FROM, TO, null)));
        // The server's order: months in turn, the largest category first.
        for (let i = 1; i < spent.length; i++) {
          const [a, b] = [spent[i - 1], spent[i]];
          if (a && b && a.month === b.month) expect(a.amount).toBeGreaterThanOrEqual(b.amount);
          else if (a && b) expect(a.month < b.month).toBe(true);
        }
        for (const category of CATEGORIES) {
          const drill = (await owner.rpc('report_spending_by_category', { ...args, of_category: category }).throwOnError()).data;
          expect(order(drill), `${category} ${String(ids)}`).toEqual(order(spending(rows, ids, FROM, TO, category)));
        }

        const plan = (await owner.rpc('report_plan_vs_actual', args).throwOnError()).data;
        const refPlan = planVsActual(rows, ids, FROM, TO);
        expect(byKey(plan).map(({ used_share, ...rest }) => rest), `plan ${String(ids)}`).toEqual(byKey(refPlan).map(({ used_share, ...rest }) => rest));
        for (const cell of plan) {
          const want = refPlan.find((r) => r.category === cell.category && r.month === cell.month)?.used_share ?? null;
          if (want === null) expect(cell.used_share).toBeNull();
          else expect(Math.abs((cell.used_share ?? NaN) - want)).toBeLessThan(0.00011);
        }
        // The categories most often over plan come first.
        for (let i = 1; i < plan.length; i++) expect((plan[i - 1]?.months_over ?? 0) >= (plan[i]?.months_over ?? 0)).toBe(true);

        const worth = (await owner.rpc('report_net_worth', args).throwOnError()).data;
        expect(worth, `net worth ${String(ids)}`).toEqual(netWorth(rows, ledger, ids, FROM, TO));
        // A later start reads its opening from the months before it.
        const part = (await owner.rpc('report_net_worth', { ...args, from_month: '2025-12', to_month: '2026-01' }).throwOnError()).data;
        expect(part, `net worth from December ${String(ids)}`).toEqual(netWorth(rows, ledger, ids, '2025-12', '2026-01'));

        for (const month of ['2025-12', '2026-01', '2026-03']) {
          const days = (await owner.rpc('report_calendar', { month, ...(ids ? { account_ids: ids } : {}) }).throwOnError()).data;
          expect(days, `calendar ${month} ${String(ids)}`).toEqual(calendar(rows, ids, month));
        }
      }
    }

    it('each report equals the computation from the rows, for every account and for two of them', async () => {
      // The ledger holds what the reports must tell apart.
      expect(rows.filter((r) => r.type === 'TRANSFER').length).toBeGreaterThan(20);
      expect(rows.filter((r) => r.unplanned).length).toBeGreaterThan(5);
      expect(rows.filter((r) => r.execution_status === 'SKIPPED').length).toBeGreaterThan(20);
      await expectAllReports();
    });

    it('a transfer between two accounts is neither income nor expense, in any report', async () => {
      const args = { from_month: '2026-03', to_month: '2026-03' };
      const before = (await owner.rpc('report_cash_flow', args).throwOnError()).data;
      const beforeSpent = (await owner.rpc('report_spending_by_category', args).throwOnError()).data;
      const { data } = await owner
        .from('transactions')
        .insert({ type: 'TRANSFER', amount: 12345, date: '2026-03-02', category: 'TRANSFER', execution_status: 'COMPLETED', account_id: accounts[0]?.id ?? '', to_account_id: accounts[1]?.id ?? '' })
        .select(COLUMNS)
        .single()
        .throwOnError();
      rows.push(data as Row);
      expect((await owner.rpc('report_cash_flow', args).throwOnError()).data).toEqual(before);
      expect((await owner.rpc('report_spending_by_category', args).throwOnError()).data).toEqual(beforeSpent);
      // Net worth over every account does not move either; over one of the two it does.
      const worth = (await owner.rpc('report_net_worth', args).throwOnError()).data;
      expect(worth).toEqual(netWorth(rows, ledger, null, '2026-03', '2026-03'));
      const cash = (await owner.rpc('report_net_worth', { ...args, account_ids: [accounts[1]?.id ?? ''] }).throwOnError()).data;
      expect(cash).toEqual(netWorth(rows, ledger, [accounts[1]?.id ?? ''], '2026-03', '2026-03'));
    });

    it('follows updates and deletes of rows (the totals are kept by a trigger) and the balance start date', async () => {
      const next = random(7);
      const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
      for (const row of rows.slice(0, 40)) {
        if (row.type === 'TRANSFER') continue;
        const change = {
          category: pick(CATEGORIES),
          amount: (Math.round(next() * 900_000) + 1) / 1000,
          execution_status: pick(['COMPLETED', null, 'SKIPPED'] as const),
          unplanned: false,
          date: next() < 0.5 ? addDays(row.date, 20) : row.date,
          account_id: pick(accounts).id,
        };
        // A saving into an account keeps its target; the account it comes from must differ.
        if (row.to_account_id === change.account_id) change.account_id = row.account_id ?? change.account_id;
        const { data } = await owner.from('transactions').update(change).eq('id', row.id).select(COLUMNS).single().throwOnError();
        rows[rows.indexOf(row)] = data as Row;
      }
      const gone = rows.slice(40, 70).map((r) => r.id);
      await owner.from('transactions').delete().in('id', gone).throwOnError();
      rows = rows.filter((r) => !gone.includes(r.id));
      await owner.rpc('save_user_settings', { patch: { balanceStartDate: '2025-12-20' } }).throwOnError();
      ledger.settingStart = '2025-12-20';
      await expectAllReports();
    });

    it('a second user sees nothing of it: empty reports, and the first user\'s accounts are not found', async () => {
      const args = { from_month: FROM, to_month: TO };
      const flow = (await other.rpc('report_cash_flow', args).throwOnError()).data;
      expect(flow).toHaveLength(months(FROM, TO).length);
      expect(flow.every((m) => m.income === 0 && m.expenses === 0 && m.savings === 0 && m.net === 0 && m.savings_rate === null)).toBe(true);
      expect((await other.rpc('report_spending_by_category', args).throwOnError()).data).toEqual([]);
      expect((await other.rpc('report_plan_vs_actual', args).throwOnError()).data).toEqual([]);
      expect((await other.rpc('report_net_worth', args).throwOnError()).data.every((m) => m.net_worth === 0 && m.change === 0)).toBe(true);
      expect((await other.rpc('report_calendar', { month: '2026-01' }).throwOnError()).data.every((d) => d.expenses === 0)).toBe(true);
      for (const call of [
        other.rpc('report_cash_flow', { ...args, account_ids: choice }),
        other.rpc('report_spending_by_category', { ...args, account_ids: choice }),
        other.rpc('report_plan_vs_actual', { ...args, account_ids: choice }),
        other.rpc('report_net_worth', { ...args, account_ids: choice }),
        other.rpc('report_calendar', { month: '2026-01', account_ids: choice }),
      ]) {
        const { error, status } = await call;
        expect(status).toBe(404);
        expect(error?.hint).toBe('ACCOUNT_NOT_FOUND');
      }
    });

    it('refuses a reversed, a too long or an unreadable period with a 400 and says which', async () => {
      const refused = async (from: string, to: string) => {
        const { error, status } = await owner.rpc('report_cash_flow', { from_month: from, to_month: to });
        expect(status, `${from}..${to}`).toBe(400);
        return error;
      };
      expect((await refused('2026-03', '2026-01'))?.hint).toBe('REPORT_RANGE_REVERSED');
      expect((await refused('2010-01', '2020-01'))?.hint).toBe('REPORT_RANGE_TOO_LONG');
      expect((await refused('2026-13', '2026-12'))?.code).toBe('22023');
      expect((await refused('1800-01', '1800-02'))?.code).toBe('22023');
      // Ten whole years is the longest period.
      expect((await owner.rpc('report_cash_flow', { from_month: '2016-04', to_month: '2026-03' }).throwOnError()).data).toHaveLength(120);
      // A signed-out caller reads nothing.
      const anon = harness.client();
      expect((await anon.rpc('report_cash_flow', { from_month: FROM, to_month: TO })).error).not.toBeNull();
    });
  });
}
