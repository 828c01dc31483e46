/**
 * list_transactions (the transactions table's page RPC) against a TypeScript reference on random
 * data: paging, every sort, every filter, the filtered count, and the running balance of the
 * ledger kept right by the daily-totals triggers through inserts, updates and deletes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../shared-domain/src/data/database.types';
import { startHarness, type Backend, type Client, type Harness } from './support/harness';
import { random, runningBalances, type RefTransaction } from './support/reference';

type Row = RefTransaction & { description: string | null };
type Args = Database['public']['Functions']['list_transactions']['Args'];

const TYPES = ['INCOME', 'EXPENSE', 'SAVING'] as const;
const STATUSES = [null, 'COMPLETED', 'MODIFIED', 'SKIPPED'] as const;
const WORDS = ['chirie', 'salariu 50%', 'piață_mare', 'benzină', null] as const;

function randomRows(seed: number, n: number): Omit<Row, 'id'>[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return Array.from({ length: n }, () => ({
    type: pick(TYPES),
    amount: Math.max(0.001, Math.round(next() * 5_000_000) / 1000),
    actual_amount: next() < 0.4 ? null : Math.round(next() * 3_000_000) / 1000,
    execution_status: pick(STATUSES),
    date: `2026-0${1 + Math.floor(next() * 3)}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`,
    category: pick(['NUTRITIE', 'TRANSPORT', 'LOCUINTA']),
    subcategory: pick(['Alfa', 'Beta', null]),
    description: pick(WORDS),
  }));
}

const COLUMNS = 'id,type,amount,actual_amount,execution_status,date,category,subcategory,description';

async function page(client: Client, args: Args) {
  const { data, error } = await client.rpc('list_transactions', args);
  if (error) throw new Error(error.message);
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

    beforeAll(async () => {
      harness = await startHarness(backend);
      ({ client } = await harness.registerUser('horia@test.buget.ro'));
      const { data, error } = await client.from('transactions').insert(randomRows(20260201, 150)).select(COLUMNS);
      if (error) throw new Error(error.message);
      rows = data as Row[];
      // Another user's rows must never show up nor move the balance.
      const other = await harness.registerUser('elena@test.buget.ro');
      await other.client.from('transactions').insert(randomRows(7, 30)).throwOnError();
    });
    afterAll(async () => {
      await harness?.stop();
    });

    it('defaults to 10 rows, newest first, with the count and the ledger running balance', async () => {
      const data = await page(client, {});
      const expected = [...rows].sort((a, b) => compare(a, b, 'date', 'desc')).slice(0, 10);
      expect(data.map((r) => r.id)).toEqual(expected.map((r) => r.id));
      expect(data[0]?.total_count).toBe(rows.length);
      const balances = runningBalances(rows);
      for (const r of data) expect(r.running_balance).toBeCloseTo(balances.get(r.id) ?? NaN, 3);
    });

    for (const sortBy of ['date', 'amount', 'category', 'type'] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        it(`sorts by ${sortBy} ${dir} and pages with offset`, async () => {
          const data = await page(client, { sort_by: sortBy, sort_direction: dir, page_size: 25, page_offset: 40 });
          const expected = [...rows].sort((a, b) => compare(a, b, sortBy, dir)).slice(40, 65);
          expect(data.map((r) => r.id)).toEqual(expected.map((r) => r.id));
          const balances = runningBalances(rows);
          for (const r of data) expect(r.running_balance).toBeCloseTo(balances.get(r.id) ?? NaN, 3);
        });
      }
    }

    const filters: [string, Args, (r: Row) => boolean][] = [
      ['type', { filter_type: 'EXPENSE' }, (r) => r.type === 'EXPENSE'],
      ['category', { filter_category: 'TRANSPORT' }, (r) => r.category === 'TRANSPORT'],
      ['subcategory', { filter_category: 'NUTRITIE', filter_subcategory: 'Beta' }, (r) => r.category === 'NUTRITIE' && r.subcategory === 'Beta'],
      ['date range', { date_from: '2026-02-01', date_to: '2026-02-15' }, (r) => r.date >= '2026-02-01' && r.date <= '2026-02-15'],
      ['amount range', { amount_min: 1000, amount_max: 2500.5 }, (r) => r.amount >= 1000 && r.amount <= 2500.5],
      ['text, literally (% is not a wildcard)', { search: '50%' }, (r) => r.description?.includes('50%') ?? false],
      ['text, case-insensitive (_ is not a wildcard)', { search: 'PIAȚĂ_' }, (r) => r.description?.toLowerCase().includes('piață_') ?? false],
      ['status pending', { status: 'PENDING' }, (r) => r.execution_status === null],
      ['status completed', { status: 'COMPLETED' }, (r) => r.execution_status === 'COMPLETED'],
    ];
    for (const [name, args, keep] of filters) {
      it(`filters by ${name} and counts the filtered set`, async () => {
        const data = await page(client, { ...args, page_size: 500 });
        const expected = rows.filter(keep).sort((a, b) => compare(a, b, 'date', 'desc'));
        expect(expected.length).toBeGreaterThan(0);
        expect(data.map((r) => r.id)).toEqual(expected.map((r) => r.id));
        expect(data[0]?.total_count).toBe(expected.length);
        const balances = runningBalances(rows);
        for (const r of data) expect(r.running_balance).toBeCloseTo(balances.get(r.id) ?? NaN, 3);
      });
    }

    it('refuses bad paging, sort and status', async () => {
      for (const args of [{ page_size: 0 }, { page_size: 10_001 }, { page_offset: -1 }, { sort_by: 'id; drop table x' }, { sort_direction: 'sideways' }, { status: 'DONE' }]) {
        const { error } = await client.rpc('list_transactions', args);
        expect(error?.code).toBe('22023');
      }
    });

    it('keeps the running balance right after inserts, updates and deletes', async () => {
      const next = random(5);
      for (const row of rows.slice(0, 20)) {
        const patch = { amount: Math.round(next() * 900_000) / 1000 + 1, execution_status: 'COMPLETED', date: '2026-03-0' + (1 + Math.floor(next() * 9)) };
        await client.from('transactions').update(patch).eq('id', row.id).throwOnError();
        Object.assign(row, patch);
      }
      const removed = rows.splice(20, 15).map((r) => r.id);
      await client.from('transactions').delete().in('id', removed).throwOnError();
      const { data } = await client.from('transactions').insert(randomRows(11, 10)).select(COLUMNS).throwOnError();
      rows.push(...(data as Row[]));

      const all = await page(client, { page_size: 500, sort_direction: 'asc' });
      expect(all).toHaveLength(rows.length);
      expect(all[0]?.total_count).toBe(rows.length);
      const balances = runningBalances(rows);
      for (const r of all) expect(r.running_balance).toBeCloseTo(balances.get(r.id) ?? NaN, 3);
      const view = await client.from('transactions_with_running_balance').select('id,running_balance');
      for (const r of view.data ?? []) expect(r.running_balance).toBeCloseTo(balances.get(r.id ?? '') ?? NaN, 3);
    });

    it('shows nothing to an anonymous caller', async () => {
      const { data } = await harness.client().rpc('list_transactions', {});
      expect(data ?? []).toEqual([]);
    });
  });
}
