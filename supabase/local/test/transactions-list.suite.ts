/**
 * list_transactions (the transactions table's page RPC) against a TypeScript reference on random
 * data over three accounts (one not counted in the total, one with a later balance start) with
 * transfers and savings into an account: paging, every sort, every filter (the account, rows
 * from or to it; a search that ignores case and diacritics), the filtered count, each row's two
 * accounts, and the running balance by the one available-balance rule, kept right through
 * inserts, updates, deletes and changes of the accounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../shared-domain/src/data/database.types';
import { startHarness, type Backend, type Client, type Harness } from './support/harness';
import { createAccounts, placeRow, ROW_COLUMNS, type AccountSpec, type LedgerAccount } from './support/ledger';
import { random, runningBalances, type RefLedger, type RefTransaction } from './support/reference';

type Row = RefTransaction & { description: string | null };
type Args = Database['public']['Functions']['list_transactions']['Args'];

const TYPES = ['INCOME', 'EXPENSE', 'SAVING', 'TRANSFER'] as const;
const STATUSES = [null, 'COMPLETED', 'MODIFIED', 'SKIPPED'] as const;
const WORDS = ['chirie', 'salariu 50%', 'piață_mare', 'benzină', 'Ştrand în București', null] as const;
const ACCOUNTS: AccountSpec[] = [
  { name: 'Bancă', account_type: 'CHECKING', initial_balance: 1000.5, included_in_total: true, is_active: true, balance_start_date: null },
  { name: 'Cash', account_type: 'CASH', initial_balance: 250, included_in_total: true, is_active: true, balance_start_date: '2026-02-01' },
  { name: 'Investiții', account_type: 'INVESTMENT', initial_balance: 400, included_in_total: false, is_active: true, balance_start_date: null },
];

/** Lower case without diacritics, written apart from the SQL's fold (Unicode decomposition). */
const fold = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

function randomRows(seed: number, n: number, accounts: readonly LedgerAccount[]): Omit<Row, 'id'>[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return Array.from({ length: n }, () => {
    const type = pick(TYPES);
    return {
      type,
      amount: Math.max(0.001, Math.round(next() * 5_000_000) / 1000),
      actual_amount: next() < 0.4 ? null : Math.round(next() * 3_000_000) / 1000,
      execution_status: pick(STATUSES),
      date: `2026-0${1 + Math.floor(next() * 3)}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`,
      category: type === 'TRANSFER' ? 'TRANSFER' : pick(['NUTRITIE', 'TRANSPORT', 'LOCUINTA']),
      subcategory: type === 'TRANSFER' ? null : pick(['Alfa', 'Beta', null]),
      description: pick(WORDS),
      ...placeRow(next, type, accounts),
    };
  });
}

const COLUMNS = `${ROW_COLUMNS},description`;

async function page(client: Client, args: Args) {
  const { data } = await client.rpc('list_transactions', args).throwOnError();
  return data;
}

function compare(a: Row, b: Row, sortBy: string, dir: 'asc' | 'desc'): number {
  const s = dir === 'asc' ? 1 : -1;
  const cmp = (x: string | number | null, y: string | number | null) => (x === y ? 0 : x === null ? 1 : y === null ? -1 : x < y ? -1 : 1);
  const byDateDesc = () => -cmp(a.date, b.date) || -cmp(a.id, b.id);
  if (sortBy === 'amount') return s * cmp(a.amount, b.amount) || s * cmp(a.id, b.id);
  if (sortBy === 'category') return s * cmp(a.category, b.category) || (a.subcategory === null || b.subcategory === null ? cmp(a.subcategory, b.subcategory) : s * cmp(a.subcategory, b.subcategory)) || byDateDesc();
  if (sortBy === 'type') return s * cmp(a.type, b.type) || byDateDesc();
  return s * cmp(a.date, b.date) || s * cmp(a.id, b.id);
}

export function transactionsListSuite(backend: Backend): void {
  describe(`list_transactions on ${backend}`, () => {
    let harness: Harness;
    let client: Client;
    let rows: Row[];
    let accounts: LedgerAccount[];
    let ledger: RefLedger;
    const idOf = (name: string): string => accounts.find((a) => a.name === name)?.id ?? '';

    beforeAll(async () => {
      harness = await startHarness(backend);
      ({ client } = await harness.registerUser('horia@test.buget.ro'));
      accounts = await createAccounts(client, ACCOUNTS);
      ledger = { accounts: accounts.map((a) => ({ ...a })), settingStart: null };
      const { data } = await client.from('transactions').insert(randomRows(20260201, 150, accounts)).select(COLUMNS).throwOnError();
      rows = data as Row[];
      // Another user's rows must never show up nor move the balance.
      const other = await harness.registerUser('elena@test.buget.ro');
      const theirs = await createAccounts(other.client, ACCOUNTS);
      await other.client.from('transactions').insert(randomRows(7, 30, theirs)).throwOnError();
    });
    afterAll(async () => {
      await harness?.stop();
    });

    it('defaults to 10 rows, newest first, with the count and the ledger running balance', async () => {
      const data = await page(client, {});
      const expected = [...rows].sort((a, b) => compare(a, b, 'date', 'desc')).slice(0, 10);
      expect(data.map((r) => r.id)).toEqual(expected.map((r) => r.id));
      expect(data[0]?.total_count).toBe(rows.length);
      const balances = runningBalances(rows, ledger);
      for (const r of data) expect(r.running_balance).toBe(balances.get(r.id));
      // Each row with both of its accounts.
      expect(data.map((r) => [r.account_id, r.to_account_id])).toEqual(expected.map((r) => [r.account_id, r.to_account_id]));
      expect(rows.filter((r) => r.type === 'TRANSFER').length).toBeGreaterThan(10);
    });

    for (const sortBy of ['date', 'amount', 'category', 'type'] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        it(`sorts by ${sortBy} ${dir} and pages with offset`, async () => {
          const data = await page(client, { sort_by: sortBy, sort_direction: dir, page_size: 25, page_offset: 40 });
          const expected = [...rows].sort((a, b) => compare(a, b, sortBy, dir)).slice(40, 65);
          expect(data.map((r) => r.id)).toEqual(expected.map((r) => r.id));
          const balances = runningBalances(rows, ledger);
          for (const r of data) expect(r.running_balance).toBe(balances.get(r.id));
        });
      }
    }

    const filters: [string, Args, (r: Row) => boolean][] = [
      ['type', { filter_type: 'EXPENSE' }, (r) => r.type === 'EXPENSE'],
      ['category', { filter_category: 'TRANSPORT' }, (r) => r.category === 'TRANSPORT'],
      ['subcategory', { filter_category: 'NUTRITIE', filter_subcategory: 'Beta' }, (r) => r.category === 'NUTRITIE' && r.subcategory === 'Beta'],
      ['date range', { date_from: '2026-02-01', date_to: '2026-02-15' }, (r) => r.date >= '2026-02-01' && r.date <= '2026-02-15'],
      ['amount range', { amount_min: 1000, amount_max: 2500.5 }, (r) => r.amount >= 1000 && r.amount <= 2500.5],
      ['type transfer', { filter_type: 'TRANSFER' }, (r) => r.type === 'TRANSFER'],
      ['account, the rows from or to it', { filter_account: 'Cash' }, (r) => r.account_id === idOf('Cash') || r.to_account_id === idOf('Cash')],
      ['account and type', { filter_account: 'Investiții', filter_type: 'SAVING' }, (r) => r.type === 'SAVING' && (r.account_id === idOf('Investiții') || r.to_account_id === idOf('Investiții'))],
      ['text, literally (% is not a wildcard)', { search: '50%' }, (r) => r.description?.includes('50%') ?? false],
      ['text, case-insensitive (_ is not a wildcard)', { search: 'PIAȚĂ_' }, (r) => fold(r.description ?? '').includes('piata_')],
      ['text, without diacritics', { search: 'piata_m' }, (r) => fold(r.description ?? '').includes('piata_m')],
      ['text, diacritics with a cedilla or a comma below alike', { search: 'ștrand ÎN bucureşti' }, (r) => fold(r.description ?? '').includes('strand in bucuresti')],
      ['status pending', { status: 'PENDING' }, (r) => r.execution_status === null],
      ['status completed', { status: 'COMPLETED' }, (r) => r.execution_status === 'COMPLETED'],
    ];
    for (const [name, given, keep] of filters) {
      it(`filters by ${name} and counts the filtered set`, async () => {
        // An account is named here and sent by its id.
        const args = given.filter_account ? { ...given, filter_account: idOf(given.filter_account) } : given;
        const data = await page(client, { ...args, page_size: 500 });
        const expected = rows.filter(keep).sort((a, b) => compare(a, b, 'date', 'desc'));
        expect(expected.length).toBeGreaterThan(0);
        expect(data.map((r) => r.id)).toEqual(expected.map((r) => r.id));
        expect(data[0]?.total_count).toBe(expected.length);
        const balances = runningBalances(rows, ledger);
        for (const r of data) expect(r.running_balance).toBe(balances.get(r.id));
      });
    }

    it('refuses bad paging, sort and status', async () => {
      for (const args of [{ page_size: 0 }, { page_size: 10_001 }, { page_offset: -1 }, { sort_by: 'id; drop table x' }, { sort_direction: 'sideways' }, { status: 'DONE' }]) {
        const { error } = await client.rpc('list_transactions', args);
        expect(error?.code).toBe('22023');
      }
    });

    it('keeps the running balance right after inserts, updates, deletes and changes of the accounts', async () => {
      const next = random(5);
      for (const row of rows.slice(0, 20)) {
        const patch = { amount: Math.round(next() * 900_000) / 1000 + 1, execution_status: 'COMPLETED', date: '2026-03-0' + (1 + Math.floor(next() * 9)) };
        await client.from('transactions').update(patch).eq('id', row.id).throwOnError();
        Object.assign(row, patch);
      }
      const removed = rows.splice(20, 15).map((r) => r.id);
      await client.from('transactions').delete().in('id', removed).throwOnError();
      const { data } = await client.from('transactions').insert(randomRows(11, 10, accounts)).select(COLUMNS).throwOnError();
      rows.push(...(data as Row[]));
      // Cash leaves the total, Investiții's rows count from 15 February in its own balance only,
      // and the user's balance start date leaves January out.
      const changes: [string, Partial<LedgerAccount>][] = [['Cash', { included_in_total: false }], ['Investiții', { balance_start_date: '2026-02-15' }]];
      for (const [name, change] of changes) {
        await client.from('user_accounts').update(change).eq('id', idOf(name)).throwOnError();
        Object.assign(ledger.accounts.find((a) => a.id === idOf(name)) ?? {}, change);
      }
      await client.rpc('save_user_settings', { patch: { balanceStartDate: '2026-02-01' } }).throwOnError();
      ledger.settingStart = '2026-02-01';

      const all = await page(client, { page_size: 500, sort_direction: 'asc' });
      expect(all).toHaveLength(rows.length);
      expect(all[0]?.total_count).toBe(rows.length);
      const balances = runningBalances(rows, ledger);
      expect(all.map((r) => [r.id, r.running_balance])).toEqual([...balances.entries()]);
      // The export says the same after each row.
      const { data: exported } = await client.rpc('export_transactions', { page_size: 500, sort_direction: 'asc' }).throwOnError();
      expect(exported.map((r) => [r.id, r.running_balance])).toEqual([...balances.entries()]);
    });

    it('shows nothing to an anonymous caller', async () => {
      const { data } = await harness.client().rpc('list_transactions', {});
      expect(data ?? []).toEqual([]);
    });
  });
}
