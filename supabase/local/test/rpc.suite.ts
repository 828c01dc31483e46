/** Every RPC compared with the TypeScript reference on random data (seeded, replayable). */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Client, Harness } from './support/harness';
import { applySubcategory, availableBalance, dailyBalances, random, runningBalances, type RefTransaction } from './support/reference';

const TYPES = ['INCOME', 'EXPENSE', 'SAVING'] as const;
const STATUSES = [null, 'COMPLETED', 'MODIFIED', 'SKIPPED'] as const;
const SUBS = ['Alfa', 'Beta', 'Gama', null] as const;

function randomRows(seed: number, n: number): Omit<RefTransaction, 'id'>[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return Array.from({ length: n }, () => {
    const status = pick(STATUSES);
    const actual = next() < 0.3 ? null : next() < 0.15 ? 0 : Math.round(next() * 3_000_000) / 1000;
    return {
      type: pick(TYPES),
      amount: Math.max(0.001, Math.round(next() * 5_000_000) / 1000),
      actual_amount: actual,
      execution_status: status,
      date: `2026-02-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`,
      category: pick(['NUTRITIE', 'TRANSPORT']),
      subcategory: pick(SUBS),
    };
  });
}

async function load(client: Client, seed: number, n: number): Promise<RefTransaction[]> {
  const { data, error } = await client.from('transactions').insert(randomRows(seed, n)).select('id,type,amount,actual_amount,execution_status,date,category,subcategory');
  if (error) throw new Error(error.message);
  return data as RefTransaction[];
}

export function rpcSuite(h: () => Harness): void {
  describe('rpc equals the reference', () => {
    let client: Client;
    let rows: RefTransaction[];

    beforeAll(async () => {
      ({ client } = await h().registerUser('gabi@test.buget.ro'));
      await client.from('user_accounts').insert([
        // Every row lists every key: in a bulk insert PostgREST sends a missing key as null.
        { name: 'Bancă', account_type: 'CHECKING', initial_balance: 1000, display_order: 1, included_in_total: true, is_active: true },
        { name: 'Cash', account_type: 'CASH', initial_balance: 200, display_order: 2, included_in_total: true, is_active: true },
        { name: 'Investiții', account_type: 'INVESTMENT', initial_balance: 0, display_order: 3, included_in_total: false, is_active: true },
        { name: 'Vechi', account_type: 'SAVINGS', initial_balance: 500, display_order: 4, included_in_total: true, is_active: false },
      ]).throwOnError();
      rows = await load(client, 20260215, 120);
    });

    it('get_available_balance', async () => {
      const { data, error } = await client.rpc('get_available_balance').single();
      expect(error).toBeNull();
      const ref = availableBalance(rows);
      expect(data).toEqual({ total_income: ref.income, total_expenses: ref.expenses, total_savings: ref.savings, available_balance: ref.available });
    });

    it('get_available_balance follows updates and deletes (its totals are kept by triggers)', async () => {
      const next = random(99);
      for (const row of rows.slice(0, 25)) {
        const change = { execution_status: STATUSES[Math.floor(next() * STATUSES.length)] ?? null, actual_amount: next() < 0.5 ? null : Math.round(next() * 900_000) / 1000, type: TYPES[Math.floor(next() * 3)] ?? 'INCOME' };
        await client.from('transactions').update(change).eq('id', row.id).throwOnError();
        Object.assign(row, change);
      }
      const gone = rows.splice(25, 10).map((r) => r.id);
      await client.from('transactions').delete().in('id', gone).throwOnError();
      const { data } = await client.rpc('get_available_balance').single();
      const ref = availableBalance(rows);
      expect(data).toEqual({ total_income: ref.income, total_expenses: ref.expenses, total_savings: ref.savings, available_balance: ref.available });
    });

    it('get_daily_balances, with a given opening and with the accounts as opening', async () => {
      for (const opening of [500.5, undefined]) {
        const args = opening === undefined ? { start_date: '2026-02-03', end_date: '2026-03-02' } : { start_date: '2026-02-03', end_date: '2026-03-02', opening_balance: opening };
        const { data, error } = await client.rpc('get_daily_balances', args);
        expect(error).toBeNull();
        const ref = dailyBalances(rows, '2026-02-03', '2026-03-02', opening ?? 1200);
        expect(data?.map((d) => ({ date: d.date, balance: d.balance, ids: [...d.transaction_ids].sort() }))).toEqual(ref);
      }
      const bad = await client.rpc('get_daily_balances', { start_date: '2026-03-01', end_date: '2026-02-01' });
      expect(bad.status).toBe(400);
      const viaGet = await client.rpc('get_daily_balances', { start_date: '2026-02-03', end_date: '2026-02-05' }, { get: true });
      expect(viaGet.data).toHaveLength(3);
    });

    it('running balance view', async () => {
      const { data, error } = await client.from('transactions_with_running_balance').select('id,running_balance').order('date', { ascending: false }).order('id', { ascending: false }).range(0, 199);
      expect(error).toBeNull();
      const ref = runningBalances(rows);
      expect(data?.length).toBe(rows.length);
      for (const row of data ?? []) expect(row.running_balance, row.id ?? '').toBe(ref.get(row.id ?? ''));
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
      expect(data).toEqual({ transactions_deleted: rows.length, recurring_rules_deleted: 0, accounts_deleted: 4, categories_deleted: 1 });
      for (const table of ['transactions', 'user_accounts', 'custom_categories', 'recurring_rules'] as const) {
        expect((await client.from(table).select('*', { count: 'exact', head: true })).count).toBe(0);
      }
      const demo = await h().client().auth.signInWithPassword({ email: 'demo@buget.ro', password: 'Demo#Buget2026' });
      expect(demo.error).toBeNull();
    });

    it('a second random data set gives the same totals as the reference', async () => {
      const second = await load(client, 7, 60);
      const { data } = await client.rpc('get_available_balance').single();
      const ref = availableBalance(second);
      expect(data?.available_balance).toBe(ref.available);
      expect(data?.total_income).toBe(ref.income);
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
  });
}
