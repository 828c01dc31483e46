/**
 * export_transactions (the export's keyset page RPC) against a TypeScript reference on random
 * data: walking every page by its cursor gives each row once in the list's order (every sort of
 * the list, both directions), with the filters of the list and the ledger running balance, and
 * no count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../shared-domain/src/data/database.types';
import { startHarness, type Backend, type Client, type Harness } from './support/harness';
import { random, runningBalances, type RefTransaction } from './support/reference';

type Row = RefTransaction & { description: string | null };
type Args = Database['public']['Functions']['export_transactions']['Args'];
type Out = Database['public']['Functions']['export_transactions']['Returns'][number];

const TYPES = ['INCOME', 'EXPENSE', 'SAVING'] as const;
const STATUSES = [null, 'COMPLETED', 'MODIFIED', 'SKIPPED'] as const;

function randomRows(seed: number, n: number): Omit<Row, 'id'>[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return Array.from({ length: n }, () => ({
    type: pick(TYPES),
    // Few distinct amounts and days: ties the cursor's id must break.
    amount: pick([10, 25.5, 100, 999.999]),
    actual_amount: next() < 0.4 ? null : Math.round(next() * 3_000_000) / 1000,
    execution_status: pick(STATUSES),
    date: `2026-0${1 + Math.floor(next() * 2)}-${String(1 + Math.floor(next() * 9)).padStart(2, '0')}`,
    category: pick(['NUTRITIE', 'TRANSPORT']),
    subcategory: pick(['Alfa', 'Beta', null]),
    description: pick(['chirie', 'salariu 50%', null]),
  }));
}

const COLUMNS = 'id,type,amount,actual_amount,execution_status,date,category,subcategory,description';

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
    const { data, error } = await client.rpc('export_transactions', { ...args, ...after, page_size: pageSize });
    if (error) throw new Error(error.message);
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

    beforeAll(async () => {
      harness = await startHarness(backend);
      ({ client } = await harness.registerUser('gabi@test.buget.ro'));
      const { data, error } = await client.from('transactions').insert(randomRows(20260301, 160)).select(COLUMNS);
      if (error) throw new Error(error.message);
      rows = data as Row[];
      // Another user's rows must never show up nor move the balance.
      const other = await harness.registerUser('florin@test.buget.ro');
      await other.client.from('transactions').insert(randomRows(3, 30)).throwOnError();
    });
    afterAll(async () => {
      await harness?.stop();
    });

    for (const sortBy of ['date', 'amount'] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        it(`walks every row once by ${sortBy} ${dir}, with the ledger running balance`, async () => {
          const { rows: got, pages } = await walk(client, { sort_by: sortBy, sort_direction: dir }, 17);
          expect(pages).toBe(Math.floor(rows.length / 17) + 1);
          expect(got.map((r) => r.id)).toEqual([...rows].sort((a, b) => compare(a, b, sortBy, dir)).map((r) => r.id));
          const balances = runningBalances(rows);
          for (const r of got) expect(r.running_balance).toBeCloseTo(balances.get(r.id) ?? NaN, 3);
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
    ];
    for (const [name, args, keep] of filters) {
      it(`filters by ${name} like list_transactions`, async () => {
        const { rows: got } = await walk(client, { ...args, sort_by: 'date', sort_direction: 'desc' }, 13);
        const expected = rows.filter(keep).sort((a, b) => compare(a, b, 'date', 'desc'));
        expect(expected.length).toBeGreaterThan(0);
        expect(got.map((r) => r.id)).toEqual(expected.map((r) => r.id));
        const balances = runningBalances(rows);
        for (const r of got) expect(r.running_balance).toBeCloseTo(balances.get(r.id) ?? NaN, 3);
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
