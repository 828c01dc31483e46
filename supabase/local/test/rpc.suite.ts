/**
 * Every balance reader compared with the TypeScript reference on random data (seeded,
 * replayable): five accounts (one not counted in the total, one inactive, a credit card below
 * zero, balance starts of their own), rows in each of them and without one, transfers and
 * savings into an account, then the user's balance start date, updates, deletes and account
 * changes. The header (get_available_balance), each account (get_account_balances), the day
 * (get_daily_situation), the grid (get_month_grid) and the list and the export (running_balance)
 * must all say what the reference says.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../shared-domain/src/data/database.types';
import type { Client, Harness } from './support/harness';
import { createAccounts, placeRow, ROW_COLUMNS, type AccountSpec, type LedgerAccount } from './support/ledger';
import { accountBalances, addDays, applySubcategory, availableBalance, dailyBalances, NO_ACCOUNTS, random, runningBalances, type RefLedger, type RefTransaction } from './support/reference';

const TYPES = ['INCOME', 'EXPENSE', 'SAVING', 'TRANSFER'] as const;
const STATUSES = [null, 'COMPLETED', 'MODIFIED', 'SKIPPED'] as const;
const SUBS = ['Alfa', 'Beta', 'Gama', null] as const;
/** The rows' days: 2026-01-20 through 2026-03-10, all before today (a done row may not be later). */
const FIRST_DAY = '2026-01-20';
const DAYS = 50;

const ACCOUNTS: AccountSpec[] = [
  // The first: the default account, where a row written without one goes.
  { name: 'Bancă', account_type: 'CHECKING', initial_balance: 1000, included_in_total: true, is_active: true, balance_start_date: null },
  { name: 'Cash', account_type: 'CASH', initial_balance: 200, included_in_total: true, is_active: true, balance_start_date: '2026-02-10' },
  { name: 'Investiții', account_type: 'INVESTMENT', initial_balance: 750.5, included_in_total: false, is_active: true, balance_start_date: '2026-02-01' },
  { name: 'Vechi', account_type: 'SAVINGS', initial_balance: 500, included_in_total: true, is_active: false, balance_start_date: null },
  { name: 'Card', account_type: 'CREDIT', initial_balance: -300.25, included_in_total: true, is_active: true, balance_start_date: '2026-02-05' },
];

function randomRows(seed: number, n: number, accounts: readonly LedgerAccount[]): Omit<RefTransaction, 'id'>[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  // Without an account there is nothing to transfer between.
  const types = accounts.length > 0 ? TYPES : TYPES.filter((t) => t !== 'TRANSFER');
  return Array.from({ length: n }, () => {
    const type = pick(types);
    const status = pick(STATUSES);
    const actual = next() < 0.3 ? null : next() < 0.15 ? 0 : Math.round(next() * 3_000_000) / 1000;
    return {
      type,
      amount: Math.max(0.001, Math.round(next() * 5_000_000) / 1000),
      actual_amount: actual,
      execution_status: status,
      date: addDays(FIRST_DAY, Math.floor(next() * DAYS)),
      // A transfer's category is the fixed 'TRANSFER' (the server sets it) and it has no subcategory.
      category: type === 'TRANSFER' ? 'TRANSFER' : pick(['NUTRITIE', 'TRANSPORT']),
      subcategory: type === 'TRANSFER' ? null : pick(SUBS),
      ...placeRow(next, type, accounts),
    };
  });
}

async function load(client: Client, rows: Omit<RefTransaction, 'id'>[]): Promise<RefTransaction[]> {
  const { data } = await client.from('transactions').insert(rows).select(ROW_COLUMNS).throwOnError();
  return data as RefTransaction[];
}

/** Today in Europe/Bucharest, the server's default day. */
const bucharestToday = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());

/** The days each comparison reads: around every balance start, the month ends, and after the last row. */
const PROBE_DAYS = ['2026-01-19', '2026-01-31', '2026-02-01', '2026-02-03', '2026-02-04', '2026-02-05', '2026-02-09', '2026-02-10', '2026-02-17', '2026-02-28', '2026-03-10', '2026-04-30'];

async function expectHeaderAndAccounts(client: Client, rows: readonly RefTransaction[], ledger: RefLedger, days: readonly string[] = PROBE_DAYS): Promise<void> {
  for (const day of days) {
    const { data: header } = await client.rpc('get_available_balance', { as_of: day }).single().throwOnError();
    const ref = availableBalance(rows, ledger, day);
    // Every account in lei, the default currency: nothing is converted, nothing missing.
    expect(header, day).toEqual({ total_income: ref.income, total_expenses: ref.expenses, total_savings: ref.savings, available_balance: ref.available, balances_set: ref.balancesSet, currency: 'RON', missing_rates: [] });
    const { data: accounts } = await client.rpc('get_account_balances', { as_of: day }).throwOnError();
    const refAccounts = accountBalances(rows, ledger, day);
    expect(new Map(accounts.map((a) => [a.account_id, { balance: a.balance, balance_start: a.balance_start, counted: a.counted }])), day).toEqual(refAccounts);
  }
}

export function rpcSuite(h: () => Harness): void {
  describe('rpc equals the reference', () => {
    let client: Client;
    let accounts: LedgerAccount[];
    let ledger: RefLedger;
    let rows: RefTransaction[];

    beforeAll(async () => {
      ({ client } = await h().registerUser('gabi@test.buget.ro'));
      // Rows written before the user has any account keep none.
      const early = await load(client, randomRows(11, 15, []));
      accounts = await createAccounts(client, ACCOUNTS);
      ledger = { accounts: accounts.map((a) => ({ ...a })), settingStart: null };
      rows = [...early, ...(await load(client, randomRows(20260215, 150, accounts)))];
    });

    it('a row written without an account has none before the first account, the default one after', async () => {
      const early = rows.slice(0, 15);
      expect(early.every((r) => r.account_id === null && r.to_account_id === null)).toBe(true);
      const later = rows.slice(15);
      expect(later.filter((r) => r.account_id === null)).toEqual([]);
      // The generator left some accounts out; the server filled in the default (the first).
      const { data } = await client.from('transactions').insert({ type: 'EXPENSE', amount: 3.5, date: '2026-02-12', category: 'NUTRITIE', execution_status: 'COMPLETED' }).select(ROW_COLUMNS).single().throwOnError();
      expect(data.account_id).toBe(accounts[0]?.id);
      rows.push(data as RefTransaction);
      // Transfers and savings into an account are among the rows compared below.
      expect(later.filter((r) => r.type === 'TRANSFER').length).toBeGreaterThan(5);
      expect(later.filter((r) => r.type === 'SAVING' && r.to_account_id !== null).length).toBeGreaterThan(3);
      expect(later.filter((r) => r.type === 'TRANSFER').every((r) => r.category === 'TRANSFER')).toBe(true);
    });

    it('get_available_balance and get_account_balances, on every day around the balance starts', async () => {
      await expectHeaderAndAccounts(client, rows, ledger);
      // Without as_of: today in Europe/Bucharest.
      const { data } = await client.rpc('get_available_balance').single().throwOnError();
      expect(data.available_balance).toBe(availableBalance(rows, ledger, bucharestToday()).available);
      // Cash, Investiții and the card have a start date; Bancă has none, so the balances are not set.
      expect(data.balances_set).toBe(false);
      // The same call by GET, its argument in the query string.
      const byId = (list: { account_id: string }[]) => [...list].sort((x, y) => (x.account_id < y.account_id ? -1 : 1));
      const viaGet = await client.rpc('get_account_balances', { as_of: '2026-02-28' }, { get: true }).throwOnError();
      const viaPost = await client.rpc('get_account_balances', { as_of: '2026-02-28' }).throwOnError();
      expect(byId(viaGet.data)).toEqual(byId(viaPost.data));
      expect(viaGet.data).toHaveLength(ACCOUNTS.length);
    });

    it("the user's balance start date moves every account's start that is earlier, and the rows without an account", async () => {
      await client.rpc('save_user_settings', { patch: { balanceStartDate: '2026-02-03' } }).throwOnError();
      ledger.settingStart = '2026-02-03';
      await expectHeaderAndAccounts(client, rows, ledger);
    });

    it('follows updates and deletes of rows (kept by triggers) and changes of accounts (read when the balance is)', async () => {
      const next = random(99);
      const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
      const ids = new Set<string>();
      // Rows 0-14 have no account: a write of one files it under the default account.
      for (const row of [...rows.slice(10, 20), ...rows.slice(40, 70)]) {
        const change: Database['public']['Tables']['transactions']['Update'] = { execution_status: pick(STATUSES), actual_amount: next() < 0.5 ? null : Math.round(next() * 900_000) / 1000 };
        if (row.to_account_id === null) {
          change.type = pick(['INCOME', 'EXPENSE', 'SAVING']);
          if (row.account_id !== null && next() < 0.5) change.account_id = pick(accounts).id;
        } else if (next() < 0.5) {
          // Another account at the receiving end of a transfer or saving (never its own account).
          const target = pick(accounts.filter((a) => a.id !== row.account_id && (row.type === 'TRANSFER' || ['SAVINGS', 'INVESTMENT'].includes(a.account_type))));
          change.to_account_id = target.id;
        }
        if (next() < 0.3) change.date = addDays(FIRST_DAY, Math.floor(next() * DAYS));
        await client.from('transactions').update(change).eq('id', row.id).throwOnError();
        ids.add(row.id);
      }
      const { data: stored } = await client.from('transactions').select(ROW_COLUMNS).in('id', [...ids]).throwOnError();
      for (const s of stored as RefTransaction[]) rows[rows.findIndex((r) => r.id === s.id)] = s;
      expect(rows.slice(10, 15).every((r) => r.account_id === accounts[0]?.id)).toBe(true);
      const gone = rows.splice(80, 10).map((r) => r.id);
      await client.from('transactions').delete().in('id', gone).throwOnError();

      // The accounts: Cash out of the total, Vechi active again, a later start, another initial balance.
      const changes: [string, Partial<LedgerAccount>][] = [
        ['Cash', { included_in_total: false }],
        ['Vechi', { is_active: true }],
        ['Investiții', { balance_start_date: '2026-02-20' }],
        ['Bancă', { initial_balance: 2500.15, balance_start_date: '2026-01-25' }],
      ];
      for (const [name, change] of changes) {
        await client.from('user_accounts').update(change).eq('name', name).throwOnError();
        const id = accounts.find((a) => a.name === name)?.id;
        Object.assign(ledger.accounts.find((a) => a.id === id) ?? {}, change);
      }
      await expectHeaderAndAccounts(client, rows, ledger);
    });

    it("the day's opening and closing balances (get_daily_situation) are the rule's, every day", async () => {
      const ref = dailyBalances(rows, ledger, addDays(FIRST_DAY, -2), addDays(FIRST_DAY, DAYS + 1));
      for (const [i, day] of ref.entries()) {
        const { data } = await client.rpc('get_daily_situation', { day: day.date }).throwOnError();
        const doc = data as unknown as { opening_balance: number; closing_balance: number };
        const opening = i === 0 ? dailyBalances(rows, ledger, addDays(day.date, -1), addDays(day.date, -1))[0]?.balance : ref[i - 1]?.balance;
        expect([doc.opening_balance, doc.closing_balance], day.date).toEqual([opening, day.balance]);
      }
    });

    it("the grid's opening, per-day and closing balances (get_month_grid) are the rule's", async () => {
      for (const [month, last] of [['2026-01', '2026-01-31'], ['2026-02', '2026-02-28'], ['2026-03', '2026-03-31']] as const) {
        const { data } = await client.rpc('get_month_grid', { month }).throwOnError();
        const grid = data as unknown as { opening_balance: number; days: { day: number; balance: number }[]; totals: { closing_balance: number } };
        const ref = dailyBalances(rows, ledger, addDays(`${month}-01`, -1), last);
        expect(grid.opening_balance, month).toBe(ref[0]?.balance);
        expect(grid.days.map((d) => d.balance), month).toEqual(ref.slice(1).map((d) => d.balance));
        expect(grid.totals.closing_balance, month).toBe(ref.at(-1)?.balance);
      }
    });

    it('the running balance of the list and of the export is the rule after each row, in ledger order', async () => {
      const ref = runningBalances(rows, ledger);
      const { data: listed } = await client.rpc('list_transactions', { page_size: 500, sort_direction: 'asc' }).throwOnError();
      expect(listed.map((r) => r.id)).toEqual([...ref.keys()]);
      for (const r of listed) expect(r.running_balance, r.id).toBe(ref.get(r.id));
      const { data: exported } = await client.rpc('export_transactions', { page_size: 500, sort_direction: 'asc' }).throwOnError();
      expect(exported.map((r) => [r.id, r.running_balance])).toEqual([...ref.entries()]);
      // The ledger's last row closes its day as the header says.
      const last = listed.at(-1);
      expect(last?.running_balance).toBe(availableBalance(rows, ledger, last?.date ?? '').available);
    });

    it('rename, migrate and delete subcategories, atomically and like the reference', async () => {
      const doc = {
        version: 3,
        categories: [
          { name: 'NUTRITIE', isCustom: false, subcategories: [{ name: 'Alfa', isCustom: true }, { name: 'Beta', isCustom: true }, { name: 'Gama', isCustom: true }, { name: 'Restaurante', isCustom: false }] },
          { name: 'TRANSPORT', isCustom: false, subcategories: [{ name: 'Alfa', isCustom: true }] },
        ],
      };
      await client.from('custom_categories').upsert({ category_data: doc, version: 3 }, { onConflict: 'user_id' }).throwOnError();
      const dup = await client.rpc('rename_subcategory', { category: 'NUTRITIE', old_name: 'Alfa', new_name: ' beta ' });
      expect(dup.status).toBe(409);

      const renamed = await client.rpc('rename_subcategory', { category: 'NUTRITIE', old_name: 'Alfa', new_name: ' Delta ' });
      expect(renamed.data).toBe(applySubcategory(rows, 'NUTRITIE', 'Alfa', 'Delta'));
      const migrated = await client.rpc('migrate_subcategory', { category: 'NUTRITIE', subcategory: 'Beta', target_subcategory: 'Gama' });
      expect(migrated.data).toBe(applySubcategory(rows, 'NUTRITIE', 'Beta', 'Gama'));
      const deleted = await client.rpc('delete_subcategory', { category: 'NUTRITIE', subcategory: 'Gama' });
      expect(deleted.data).toBe(applySubcategory(rows, 'NUTRITIE', 'Gama', null));
      const predefined = await client.rpc('delete_subcategory', { category: 'NUTRITIE', subcategory: 'Restaurante' });
      expect(predefined.error?.code).toBe('23514');

      const stored = await client.from('transactions').select('id,subcategory');
      const byId = new Map(rows.map((r) => [r.id, r.subcategory]));
      for (const row of stored.data ?? []) expect(row.subcategory).toBe(byId.get(row.id));
      const categories = await client.from('custom_categories').select('category_data,version').single();
      expect(categories.data?.version).toBe(6);
      expect(categories.data?.category_data).toEqual({
        version: 6,
        categories: [
          { name: 'NUTRITIE', isCustom: false, subcategories: [{ name: 'Delta', isCustom: true }, { name: 'Restaurante', isCustom: false }] },
          { name: 'TRANSPORT', isCustom: false, subcategories: [{ name: 'Alfa', isCustom: true }] },
        ],
      });
    });

    it('delete_user_data removes everything of the caller and nothing else', async () => {
      const { data, error } = await client.rpc('delete_user_data').single();
      expect(error).toBeNull();
      expect(data).toEqual({ transactions_deleted: rows.length, recurring_rules_deleted: 0, accounts_deleted: ACCOUNTS.length, categories_deleted: 1, done: true });
      for (const table of ['transactions', 'user_accounts', 'custom_categories', 'recurring_rules'] as const) {
        expect((await client.from(table).select('*', { count: 'exact', head: true })).count).toBe(0);
      }
      const demo = await h().client().auth.signInWithPassword({ email: 'demo@buget.ro', password: 'Demo#Buget2026' });
      expect(demo.error).toBeNull();
    });

    it('a second random data set, with no account and no setting left, gives the reference figures', async () => {
      const second = await load(client, randomRows(7, 60, []));
      expect(second.every((r) => r.account_id === null)).toBe(true);
      for (const day of ['2026-02-14', '2026-03-10']) {
        const { data } = await client.rpc('get_available_balance', { as_of: day }).single().throwOnError();
        const ref = availableBalance(second, NO_ACCOUNTS, day);
        expect(data, day).toEqual({ total_income: ref.income, total_expenses: ref.expenses, total_savings: ref.savings, available_balance: ref.available, balances_set: true, currency: 'RON', missing_rates: [] });
      }
      expect((await client.rpc('get_account_balances', {}).throwOnError()).data).toEqual([]);
      const ref = runningBalances(second, NO_ACCOUNTS);
      const { data: listed } = await client.rpc('list_transactions', { page_size: 500 }).throwOnError();
      for (const r of listed) expect(r.running_balance, r.id).toBe(ref.get(r.id));
    });
  });

  describe('delete_transaction and restore_transaction (undo)', () => {
    let client: Client;
    let other: Client;
    const base = { type: 'EXPENSE', amount: 1500, category: 'LOCUINTA', subcategory: 'Chirie', recurring: true, frequency: 'MONTHLY' } as const;

    beforeAll(async () => {
      ({ client } = await h().registerUser('ioana@test.buget.ro'));
      ({ client: other } = await h().registerUser('jean@test.buget.ro'));
    });

    /** A monthly series as the app makes it: the template, its rule, two later occurrences. */
    async function series() {
      const { data: template } = await client.from('transactions').insert({ ...base, date: '2026-01-31' }).select('*').single().throwOnError();
      const { data: rule } = await client
        .from('recurring_rules')
        .insert({ transaction_id: template.id, amount: 1500, frequency: 'MONTHLY', start_date: '2026-01-31', end_type: 'AFTER_OCCURRENCES', occurrences: 3 })
        .select('*')
        .single()
        .throwOnError();
      await client.from('transactions').update({ recurring_rule_id: rule.id }).eq('id', template.id).throwOnError();
      const { data: later } = await client
        .from('transactions')
        .insert(['2026-02-28', '2026-03-31'].map((date) => ({ ...base, date, recurring_rule_id: rule.id })))
        .select('id')
        .throwOnError();
      const { data: stored } = await client.from('transactions').select('*').eq('id', template.id).single().throwOnError();
      return { template: stored, rule, laterIds: later.map((r) => r.id) };
    }

    it('deleting a series template takes its rule; the undo brings back the row, the rule and every link', async () => {
      const { template, rule, laterIds } = await series();
      const { data: snapshot, error } = await client.rpc('delete_transaction', { transaction_id: template.id });
      expect(error).toBeNull();
      expect(snapshot).toMatchObject({ transaction: { id: template.id }, rule: { id: rule.id }, linked_transaction_ids: laterIds });
      expect((await client.from('recurring_rules').select('id').eq('id', rule.id)).data).toEqual([]);
      expect((await client.from('transactions').select('recurring_rule_id').in('id', laterIds)).data).toEqual([{ recurring_rule_id: null }, { recurring_rule_id: null }]);

      const restored = await client.rpc('restore_transaction', { snapshot: snapshot! });
      expect(restored.error).toBeNull();
      expect((await client.from('transactions').select('*').eq('id', template.id).single()).data).toEqual(template);
      expect((await client.from('recurring_rules').select('*').eq('id', rule.id).single()).data).toEqual(rule);
      const links = await client.from('transactions').select('recurring_rule_id').in('id', laterIds);
      expect(links.data).toEqual([{ recurring_rule_id: rule.id }, { recurring_rule_id: rule.id }]);
    });

    it('an ordinary row comes back alone, exactly as it was', async () => {
      const { data: row } = await client.from('transactions').insert({ type: 'INCOME', amount: 99.125, category: 'VENITURI', date: '2026-02-10', description: 'Bonus' }).select('*').single().throwOnError();
      const { data: snapshot } = await client.rpc('delete_transaction', { transaction_id: row.id }).throwOnError();
      expect(snapshot).toEqual({ transaction: expect.objectContaining({ id: row.id }), rule: null, linked_transaction_ids: [], copy_ids: [], postponed_ids: [] });
      await client.rpc('restore_transaction', { snapshot: snapshot! }).throwOnError();
      expect((await client.from('transactions').select('*').eq('id', row.id).single()).data).toEqual(row);
    });

    it('another user can neither delete nor restore into the owner', async () => {
      const { data: row } = await client.from('transactions').insert({ type: 'INCOME', amount: 10, category: 'VENITURI', date: '2026-02-11' }).select('*').single().throwOnError();
      const foreign = await other.rpc('delete_transaction', { transaction_id: row.id });
      expect(foreign.status).toBe(404);
      expect(foreign.error?.code).toBe('PT404');
      expect((await client.from('transactions').select('id').eq('id', row.id)).data).toHaveLength(1);

      const { data: snapshot } = await client.rpc('delete_transaction', { transaction_id: row.id }).throwOnError();
      const forged = await other.rpc('restore_transaction', { snapshot: snapshot! });
      expect(forged.error?.code).toBe('42501');
      expect((await client.from('transactions').select('id').eq('id', row.id)).data).toEqual([]);
      const anon = await h().client().rpc('restore_transaction', { snapshot: snapshot! });
      expect(anon.error).not.toBeNull();
    });

    it('a snapshot without a transaction is refused', async () => {
      const bad = await client.rpc('restore_transaction', { snapshot: { rule: null } });
      expect(bad.error?.code).toBe('22023');
      expect(bad.status).toBe(400);
    });

    it("delete_transactions takes a cell's rows in one transaction, all or none; restore_transactions puts them back", async () => {
      const { template, laterIds } = await series();
      const { data: plain } = await client.from('transactions').insert({ type: 'EXPENSE', amount: 12.5, category: 'NUTRITIE', date: '2026-01-31' }).select('*').single().throwOnError();
      const { data: theirs } = await other.from('transactions').insert({ type: 'EXPENSE', amount: 3, category: 'NUTRITIE', date: '2026-01-31' }).select('id').single().throwOnError();
      const ids = [template.id, plain.id];
      const count = async () => (await client.from('transactions').select('id').in('id', ids).throwOnError()).data.length;

      // One of them another user's: nothing goes (PT404, 404), not even the rows before it.
      const refused = await client.rpc('delete_transactions', { transaction_ids: [...ids, theirs.id] });
      expect([refused.status, refused.error?.code]).toEqual([404, 'PT404']);
      expect(await count()).toBe(2);
      expect((await other.from('transactions').select('id').eq('id', theirs.id).throwOnError()).data).toHaveLength(1);
      // No ids, or more than 1000: 400.
      for (const transaction_ids of [[], Array.from({ length: 1001 }, () => plain.id)]) {
        const bad = await client.rpc('delete_transactions', { transaction_ids });
        expect([bad.status, bad.error?.code]).toEqual([400, '22023']);
      }

      const { data: snapshots } = await client.rpc('delete_transactions', { transaction_ids: ids }).throwOnError();
      expect(snapshots).toMatchObject([{ transaction: { id: template.id }, linked_transaction_ids: laterIds }, { transaction: { id: plain.id } }]);
      expect(await count()).toBe(0);
      // Another user cannot put them back into the owner.
      expect((await other.rpc('restore_transactions', { snapshots: snapshots! })).error?.code).toBe('42501');
      expect(await count()).toBe(0);
      await client.rpc('restore_transactions', { snapshots: snapshots! }).throwOnError();
      expect((await client.from('transactions').select('*').eq('id', plain.id).single().throwOnError()).data).toEqual(plain);
      expect((await client.from('transactions').select('*').eq('id', template.id).single().throwOnError()).data).toEqual(template);
    });
  });
}
