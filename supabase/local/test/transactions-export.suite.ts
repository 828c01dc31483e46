/**
 * export_transactions (the export's keyset page RPC) against a TypeScript reference on random
 * data over three accounts with transfers and savings into an account: walking every page by
 * its cursor gives each row once in the list's order (every sort of the list, both directions),
 * with both of its accounts, the filters of the list (the account among them) and the running
 * balance by the one available-balance rule, and no count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../shared-domain/src/data/database.types';
import { startHarness, type Backend, type Client, type Harness } from './support/harness';
import { createAccounts, placeRow, ROW_COLUMNS, type AccountSpec, type LedgerAccount } from './support/ledger';
import { random, runningBalances, type RefLedger, type RefTransaction } from './support/reference';

type Row = RefTransaction & { description: string | null };
type Args = Database['public']['Functions']['export_transactions']['Args'];
type Out = Database['public']['Functions']['export_transactions']['Returns'][number];

const TYPES = ['INCOME', 'EXPENSE', 'SAVING', 'TRANSFER'] as const;
const STATUSES = [null, 'COMPLETED', 'MODIFIED', 'SKIPPED'] as const;
const ACCOUNTS: AccountSpec[] = [
  { name: 'Bancă', account_type: 'CHECKING', initial_balance: 3000, included_in_total: true, is_active: true, balance_start_date: '2026-01-02' },
  { name: 'Cash', account_type: 'CASH', initial_balance: 150.75, included_in_total: true, is_active: true, balance_start_date: null },
  { name: 'Economii', account_type: 'SAVINGS', initial_balance: 900, included_in_total: false, is_active: true, balance_start_date: null },
];

function randomRows(seed: number, n: number, accounts: readonly LedgerAccount[]): Omit<Row, 'id'>[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return Array.from({ length: n }, () => {
    const type = pick(TYPES);
    return {
      type,
      // Few distinct amounts and days: ties the cursor's id must break.
      amount: pick([10, 25.5, 100, 999.999]),
      actual_amount: next() < 0.4 ? null : Math.round(next() * 3_000_000) / 1000,
      execution_status: pick(STATUSES),
      date: `2026-0${1 + Math.floor(next() * 2)}-${String(1 + Math.floor(next() * 9)).padStart(2, '0')}`,
      category: type === 'TRANSFER' ? 'TRANSFER' : pick(['NUTRITIE', 'TRANSPORT']),
      subcategory: type === 'TRANSFER' ? null : pick(['Alfa', 'Beta', null]),
      description: pick(['chirie', 'salariu 50%', null]),
      ...placeRow(next, type, accounts),
    };
  });
}

const COLUMNS = `${ROW_COLUMNS},description`;

function compare(a: Row, b: Row, sortBy: 'date' | 'amount', dir: 'asc' | 'desc'): number {
  const s = dir === 'asc' ? 1 : -1;
  const cmp = (x: string | number, y: string | number) => (x === y ? 0 : x < y ? -1 : 1);
  return s * cmp(sortBy === 'date' ? a.date : a.amount, sortBy === 'date' ? b.date : b.amount) || s * cmp(a.id, b.id);
}

/** Every page by cursor, as the app walks them. */
async function walk(client: Client, args: Args, pageSize: number): Promise<{ rows: Out[]; pages: number }> {
  const out: Out[] = [];
  let after: Partial<Args> = {};
  for (let pages = 1; ; pages++) {
    const { data } = await client.rpc('export_transactions', { ...args, ...after, page_size: pageSize }).throwOnError();
    out.push(...data);
    const last = data.at(-1);
    if (!last || data.length < pageSize) return { rows: out, pages };
    after = {
      after_id: last.id,
      after_date: last.date,
      ...(args.sort_by === 'amount' && { after_amount: Number(last.amount) }),
      ...(args.sort_by === 'category' && { after_category: last.category, after_subcategory: last.subcategory }),
      ...(args.sort_by === 'type' && { after_type: last.type }),
    };
  }
}

export function transactionsExportSuite(backend: Backend): void {
  describe(`export_transactions on ${backend}`, () => {
    let harness: Harness;
    let client: Client;
    let rows: Row[];
    let accounts: LedgerAccount[];
    let ledger: RefLedger;
    const idOf = (name: string): string => accounts.find((a) => a.name === name)?.id ?? '';

    beforeAll(async () => {
      harness = await startHarness(backend);
      ({ client } = await harness.registerUser('gabi@test.buget.ro'));
      accounts = await createAccounts(client, ACCOUNTS);
      ledger = { accounts, settingStart: null };
      const { data } = await client.from('transactions').insert(randomRows(20260301, 160, accounts)).select(COLUMNS).throwOnError();
      rows = data as Row[];
      // Another user's rows must never show up nor move the balance.
      const other = await harness.registerUser('florin@test.buget.ro');
      const theirs = await createAccounts(other.client, ACCOUNTS);
      await other.client.from('transactions').insert(randomRows(3, 30, theirs)).throwOnError();
    });
    afterAll(async () => {
      await harness?.stop();
    });

    for (const sortBy of ['date', 'amount'] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        it(`walks every row once by ${sortBy} ${dir}, with the ledger running balance`, async () => {
          const { rows: got, pages } = await walk(client, { sort_by: sortBy, sort_direction: dir }, 17);
          expect(pages).toBe(Math.floor(rows.length / 17) + 1);
          const expected = [...rows].sort((a, b) => compare(a, b, sortBy, dir));
          expect(got.map((r) => r.id)).toEqual(expected.map((r) => r.id));
          expect(got.map((r) => [r.account_id, r.to_account_id])).toEqual(expected.map((r) => [r.account_id, r.to_account_id]));
          const balances = runningBalances(rows, ledger);
          for (const r of got) expect(r.running_balance).toBe(balances.get(r.id));
          expect(got[0]).not.toHaveProperty('total_count');
        });
      }
    }

    for (const sortBy of ['category', 'type', 'date', 'amount'] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        it(`pages by ${sortBy} ${dir} in exactly the order of list_transactions`, async () => {
          const { rows: got } = await walk(client, { sort_by: sortBy, sort_direction: dir }, 11);
          const { data: listed } = await client.rpc('list_transactions', { sort_by: sortBy, sort_direction: dir, page_size: 10_000 }).throwOnError();
          expect(got.map((r) => r.id)).toEqual(listed.map((r) => r.id));
          expect(got.map((r) => r.running_balance)).toEqual(listed.map((r) => r.running_balance));
        });
      }
    }

    const filters: [string, Args, (r: Row) => boolean][] = [
      ['type', { filter_type: 'EXPENSE' }, (r) => r.type === 'EXPENSE'],
      ['category and subcategory', { filter_category: 'NUTRITIE', filter_subcategory: 'Alfa' }, (r) => r.category === 'NUTRITIE' && r.subcategory === 'Alfa'],
      ['date range', { date_from: '2026-01-03', date_to: '2026-02-04' }, (r) => r.date >= '2026-01-03' && r.date <= '2026-02-04'],
      ['amount range', { amount_min: 25.5, amount_max: 100 }, (r) => r.amount >= 25.5 && r.amount <= 100],
      ['text, literally', { search: '50%' }, (r) => r.description?.includes('50%') ?? false],
      ['status pending', { status: 'PENDING' }, (r) => r.execution_status === null],
      ['type transfer', { filter_type: 'TRANSFER' }, (r) => r.type === 'TRANSFER'],
      ['account, the rows from or to it', { filter_account: 'Economii' }, (r) => r.account_id === idOf('Economii') || r.to_account_id === idOf('Economii')],
    ];
    for (const [name, given, keep] of filters) {
      it(`filters by ${name} like list_transactions`, async () => {
        // An account is named here and sent by its id.
        const args = given.filter_account ? { ...given, filter_account: idOf(given.filter_account) } : given;
        const { rows: got } = await walk(client, { ...args, sort_by: 'date', sort_direction: 'desc' }, 13);
        const expected = rows.filter(keep).sort((a, b) => compare(a, b, 'date', 'desc'));
        expect(expected.length).toBeGreaterThan(0);
        expect(got.map((r) => r.id)).toEqual(expected.map((r) => r.id));
        const balances = runningBalances(rows, ledger);
        for (const r of got) expect(r.running_balance).toBe(balances.get(r.id));
        const { data: listed } = await client.rpc('list_transactions', { ...args, page_size: 10_000 }).throwOnError();
        expect(got.map((r) => r.id)).toEqual(listed.map((r) => r.id));
      });
    }

    it('refuses bad paging, sort, status and a half cursor', async () => {
      const bad: Args[] = [
        { page_size: 0 },
        { page_size: 10_001 },
        { sort_by: 'category', after_id: '00000000-0000-0000-0000-000000000000', after_date: '2026-01-01' },
        { sort_by: 'type', after_id: '00000000-0000-0000-0000-000000000000', after_date: '2026-01-01' },
        { sort_by: 'id; drop table x' },
        { sort_direction: 'sideways' },
        { status: 'DONE' },
        { after_id: '00000000-0000-0000-0000-000000000000' },
      ];
      for (const args of bad) {
        const { error } = await client.rpc('export_transactions', args);
        expect(error?.code).toBe('22023');
      }
    });

    it('shows nothing to an anonymous caller', async () => {
      const { data } = await harness.client().rpc('export_transactions', {});
      expect(data ?? []).toEqual([]);
    });
  });
}
