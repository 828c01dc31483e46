/** PostgREST behaviour through supabase-js: CRUD on every table, row-level security, injection. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Client, Harness } from './support/harness';

type User = { client: Client; userId: string; accessToken: string };

const tx = (over: Record<string, unknown> = {}) => ({
  type: 'EXPENSE' as const,
  amount: 12.5,
  date: '2026-03-10',
  category: 'NUTRITIE',
  subcategory: 'Supermarket',
  ...over,
});

export function dataSuite(h: () => Harness): void {
  describe('data', () => {
    let a: User;
    let b: User;
    let aTx: string;
    let aAccount: string;

    beforeAll(async () => {
      a = await h().registerUser('elena@test.buget.ro');
      b = await h().registerUser('florin@test.buget.ro');
    });

    it('creates, reads, updates and deletes user_accounts with its rules (default, unique name, limit)', async () => {
      const first = await a.client.from('user_accounts').insert({ name: 'Bancă', account_type: 'CHECKING', initial_balance: 1000, display_order: 1 }).select().single();
      expect(first.error).toBeNull();
      expect(first.data?.is_default).toBe(true);
      expect(first.data?.user_id).toBe(a.userId);
      aAccount = first.data?.id ?? '';
      const dup = await a.client.from('user_accounts').insert({ name: '  bancă ', account_type: 'CASH' });
      expect(dup.status).toBe(409);
      expect(dup.error?.code).toBe('23505');
      const second = await a.client.from('user_accounts').insert({ name: 'Cash', account_type: 'CASH', initial_balance: 200, display_order: 2 }).select('id,is_default').single();
      expect(second.data?.is_default).toBe(false);
      const twoDefaults = await a.client.from('user_accounts').update({ is_default: true }).eq('id', second.data?.id ?? '');
      expect(twoDefaults.error?.code).toBe('23505');
      expect((await a.client.rpc('set_default_account', { account_id: second.data?.id ?? '' })).error).toBeNull();
      const list = await a.client.from('user_accounts').select('name,is_default').order('display_order');
      expect(list.data).toEqual([{ name: 'Bancă', is_default: false }, { name: 'Cash', is_default: true }]);
      for (let i = 3; i <= 10; i++) {
        expect((await a.client.from('user_accounts').insert({ name: `Cont ${i}`, display_order: i })).error).toBeNull();
      }
      const eleventh = await a.client.from('user_accounts').insert({ name: 'Cont 11' });
      expect(eleventh.status).toBe(400);
      expect(eleventh.error?.message).toMatch(/maximum accounts/);
      const removed = await a.client.from('user_accounts').delete().like('name', 'Cont *').select('id');
      expect(removed.data).toHaveLength(8);
      const negative = await a.client.from('user_accounts').insert({ name: 'Minus', initial_balance: -1 });
      expect(negative.error?.code).toBe('23514');
      // A credit account may owe money.
      const card = await a.client.from('user_accounts').insert({ name: 'Card', account_type: 'CREDIT', initial_balance: -1500.5 }).select('id,initial_balance').single();
      expect(card.data?.initial_balance).toBe(-1500.5);
      await a.client.from('user_accounts').delete().eq('id', card.data?.id ?? '').throwOnError();
    });

    it('creates, reads, updates and deletes transactions, with the checks of spec point 5', async () => {
      const created = await a.client.from('transactions').insert(tx({ account_id: aAccount, description: 'Lidl' })).select().single();
      expect(created.error).toBeNull();
      aTx = created.data?.id ?? '';
      expect(created.data?.amount).toBe(12.5);
      expect(created.data?.currency).toBe('RON');
      for (const bad of [{ amount: 0 }, { amount: 1_000_000.001 }, { amount: 1.0005 }, { category: '' }, { description: 'x'.repeat(1001) }, { type: 'GIFT' }, { recurring: true }]) {
        const r = await a.client.from('transactions').insert(tx(bad as Record<string, unknown>));
        expect(r.status, JSON.stringify(bad)).toBe(400);
      }
      expect((await a.client.from('transactions').insert(tx({ amount: 1_000_000 }))).error).toBeNull();
      const updated = await a.client.from('transactions').update({ execution_status: 'MODIFIED', actual_amount: 14 }).eq('id', aTx).select('execution_status,actual_amount').single();
      expect(updated.data).toEqual({ execution_status: 'MODIFIED', actual_amount: 14 });
      // on delete restrict: PostgreSQL 15 raises 23503 (PostgREST: 409), 16 and later 23001 (400).
      const inUse = await a.client.from('user_accounts').delete().eq('id', aAccount);
      expect([{ status: 409, code: '23503' }, { status: 400, code: '23001' }]).toContainEqual({ status: inUse.status, code: inUse.error?.code });
      const del = await a.client.from('transactions').delete().eq('amount', 1_000_000).select('id');
      expect(del.data).toHaveLength(1);
    });

    it('creates, reads, updates and deletes recurring_rules and custom_categories', async () => {
      const rule = await a.client.from('recurring_rules').insert({ transaction_id: aTx, amount: 12.5, frequency: 'MONTHLY', lookahead_days: 60 }).select().single();
      expect(rule.error).toBeNull();
      expect((await a.client.from('recurring_rules').insert({ transaction_id: aTx, amount: 1, frequency: 'MONTHLY', lookahead_days: 4000 })).status).toBe(400);
      expect((await a.client.from('recurring_rules').update({ is_active: false }).eq('id', rule.data?.id ?? '').select('is_active').single()).data?.is_active).toBe(false);
      expect((await a.client.from('recurring_rules').delete().eq('id', rule.data?.id ?? '').select('id')).data).toHaveLength(1);

      const doc = { categories: [{ name: 'NUTRITIE', isCustom: false, subcategories: [{ name: 'Supermarket', isCustom: true }, { name: 'Restaurante', isCustom: false }] }], version: 1 };
      const up1 = await a.client.from('custom_categories').upsert({ user_id: a.userId, category_data: doc, version: 1 }, { onConflict: 'user_id' }).select('version').single();
      expect(up1.error).toBeNull();
      const up2 = await a.client.from('custom_categories').upsert({ user_id: a.userId, category_data: doc, version: 2, updated_at: new Date().toISOString() }, { onConflict: 'user_id' }).select('version').single();
      expect(up2.data?.version).toBe(2);
      const ignored = await a.client.from('custom_categories').upsert({ user_id: a.userId, category_data: { categories: [], version: 9 }, version: 9 }, { onConflict: 'user_id', ignoreDuplicates: true });
      expect(ignored.error).toBeNull();
      const read = await a.client.from('custom_categories').select('category_data,version').eq('user_id', a.userId).single();
      expect(read.data?.version).toBe(2);
    });

    it('speaks PostgREST: count, range, order, filters, single, head, errors', async () => {
      const rows = ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04'].map((date, i) => tx({ date, amount: i + 1, description: i % 2 ? 'par' : null, category: i < 2 ? 'TRANSPORT' : 'NUTRITIE' }));
      expect((await a.client.from('transactions').insert(rows)).error).toBeNull();
      const page = await a.client.from('transactions').select('date,amount', { count: 'exact' }).gte('date', '2026-01-01').lte('date', '2026-01-31').order('date', { ascending: false }).range(1, 2);
      expect(page.count).toBe(4);
      expect(page.data?.map((r) => r.date)).toEqual(['2026-01-03', '2026-01-02']);
      const head = await a.client.from('transactions').select('*', { count: 'exact', head: true }).eq('category', 'TRANSPORT');
      expect(head.count).toBe(2);
      expect(head.data).toBeNull();
      const ors = await a.client.from('transactions').select('amount').gte('date', '2026-01-01').lte('date', '2026-01-31').or('amount.eq.1,and(amount.gt.3,category.eq.NUTRITIE)').order('amount');
      expect(ors.data).toEqual([{ amount: 1 }, { amount: 4 }]);
      const ins = await a.client.from('transactions').select('amount').gte('date', '2026-01-01').lte('date', '2026-01-31').in('amount', [2, 3]).not('description', 'is', null);
      expect(ins.data).toEqual([{ amount: 2 }]);
      const ilike = await a.client.from('transactions').select('amount').gte('date', '2026-01-01').lte('date', '2026-01-31').ilike('description', 'PA*').order('amount');
      expect(ilike.data).toEqual([{ amount: 2 }, { amount: 4 }]);
      const nulls = await a.client.from('transactions').select('description').in('amount', [1, 2]).order('description', { ascending: true, nullsFirst: true });
      expect(nulls.data?.[0]?.description).toBeNull();
      const range = await fetch(`${h().server.url}/rest/v1/transactions?select=amount&order=amount.asc&amount=lte.4`, {
        headers: { apikey: h().server.anonKey, authorization: `Bearer ${a.accessToken}`, range: '0-1', prefer: 'count=exact' },
      });
      expect(range.headers.get('content-range')).toBe('0-1/4');
      const single = await a.client.from('transactions').select('id').eq('category', 'TRANSPORT').single();
      expect(single.status).toBe(406);
      expect(single.error?.code).toBe('PGRST116');
      const maybe = await a.client.from('transactions').select('id').eq('category', 'NIMIC').maybeSingle();
      expect(maybe.data).toBeNull();
      expect(maybe.error).toBeNull();
      const minimal = await a.client.from('transactions').insert(tx());
      expect(minimal.status).toBe(201);
      expect(minimal.data).toBeNull();
      const unknownTable = await a.client.from('nope' as 'transactions').select('*');
      expect(unknownTable.status).toBe(404);
      expect(unknownTable.error?.code).toBe('PGRST205');
      const unknownColumn = await a.client.from('transactions').select('nope' as '*');
      expect(unknownColumn.status).toBe(400);
      const badValue = await a.client.from('transactions').select('id').eq('id', 'not-a-uuid');
      expect(badValue.status).toBe(400);
      expect(badValue.error?.code).toBe('22P02');
      const noWhere = await fetch(`${h().server.url}/rest/v1/transactions`, {
        method: 'DELETE',
        headers: { apikey: h().server.anonKey, authorization: `Bearer ${a.accessToken}` },
      });
      expect(noWhere.status).toBe(400);
    });

    it('keeps user B out of user A\'s rows through every endpoint, filter and RPC', async () => {
      const own = await a.client.from('transactions').insert(tx({ description: 'secret A', subcategory: 'Secret' })).select('id').single();
      const id = own.data?.id ?? '';
      expect((await b.client.from('transactions').select('*').eq('id', id)).data).toEqual([]);
      expect((await b.client.from('transactions').select('*').eq('user_id', a.userId)).data).toEqual([]);
      expect((await b.client.from('transactions').select('*').or(`user_id.eq.${a.userId},id.eq.${id}`)).data).toEqual([]);
      expect((await b.client.rpc('list_transactions', { search: 'secret A' }).throwOnError()).data).toEqual([]);
      expect((await b.client.rpc('export_transactions', { search: 'secret A' }).throwOnError()).data).toEqual([]);
      expect((await b.client.rpc('list_transactions', { filter_account: aAccount }).throwOnError()).data).toEqual([]);
      expect((await b.client.rpc('get_account_balances', {}).throwOnError()).data).toEqual([]);
      // The owner does see the row, through the same calls.
      expect((await a.client.rpc('list_transactions', { search: 'secret A' }).throwOnError()).data.map((r) => r.id)).toEqual([id]);
      expect((await b.client.from('user_accounts').select('*').eq('user_id', a.userId)).data).toEqual([]);
      expect((await b.client.from('custom_categories').select('*').eq('user_id', a.userId)).data).toEqual([]);
      const upd = await b.client.from('transactions').update({ amount: 999 }).eq('id', id).select('id');
      expect(upd.data).toEqual([]);
      const del = await b.client.from('transactions').delete().eq('id', id).select('id');
      expect(del.data).toEqual([]);
      const steal = await b.client.from('transactions').insert(tx({ user_id: a.userId }));
      expect(steal.status).toBe(403);
      expect(steal.error?.code).toBe('42501');
      const hijack = await b.client.from('custom_categories').upsert({ user_id: a.userId, category_data: { categories: [], version: 1 }, version: 1 }, { onConflict: 'user_id' });
      expect(hijack.status).toBe(403);
      expect((await b.client.rpc('rename_subcategory', { category: 'NUTRITIE', old_name: 'Secret', new_name: 'Furat' })).data).toBe(0);
      expect((await b.client.rpc('delete_subcategory', { category: 'NUTRITIE', subcategory: 'Secret' })).data).toBe(0);
      const bal = await b.client.rpc('get_available_balance').single();
      expect(bal.data?.total_expenses).toBe(0);
      // B moving a row of its own onto A: the row exists and B may update it, so only the policy's
      // check on the new row stops it; the row stays B's and A gains nothing.
      const aCount = async () => (await a.client.from('transactions').select('id', { count: 'exact', head: true })).count;
      const aRowsBefore = await aCount();
      const bRow = await b.client.from('transactions').insert(tx({ description: 'rând B' })).select('id, user_id').single();
      expect(bRow.data?.user_id).toBe(b.userId);
      const bId = bRow.data?.id ?? '';
      // No representation asked: with one, the read policy alone would refuse the moved row.
      const move = await b.client.from('transactions').update({ user_id: a.userId }).eq('id', bId);
      expect(move.status).toBe(403);
      expect(move.error?.code).toBe('42501');
      expect((await b.client.from('transactions').select('user_id').eq('id', bId).single()).data).toEqual({ user_id: b.userId });
      expect(await aCount()).toBe(aRowsBefore);
      await b.client.rpc('delete_user_data');
      const still = await a.client.from('transactions').select('amount,subcategory').eq('id', id).single();
      expect(still.data).toEqual({ amount: 12.5, subcategory: 'Secret' });
      expect((await b.client.from('beta_allowlist').select('*')).status).toBe(403);
      const anon = h().client();
      expect((await anon.from('transactions').select('*')).data).toEqual([]);
      expect((await anon.rpc('get_available_balance')).status).toBe(401);
      expect((await anon.rpc('is_email_approved', { email: 'Demo@Buget.ro ' })).data).toBe(true);
      expect((await anon.rpc('is_email_approved', { email: 'intrus@example.com' })).data).toBe(false);
    });

    it('serves concurrent requests of two users (one transaction each, nothing lost)', async () => {
      const before = (await a.client.from('transactions').select('*', { count: 'exact', head: true })).count ?? 0;
      const calls = Array.from({ length: 40 }, (_, i) => {
        const user = i % 2 ? a : b;
        if (i % 4 < 2) return user.client.from('transactions').insert(tx({ description: `paralel ${i}` }));
        return i % 4 === 2 ? user.client.rpc('get_available_balance').single() : user.client.from('transactions').select('id').limit(5);
      });
      const results = await Promise.all(calls);
      for (const r of results) expect(r.error).toBeNull();
      const after = (await a.client.from('transactions').select('*', { count: 'exact', head: true })).count ?? 0;
      expect(after - before).toBe(10);
    });

    it('refuses SQL in column lists and order, and keeps it inert in filter values', async () => {
      const s = h().server;
      const headers = { apikey: s.anonKey, authorization: `Bearer ${a.accessToken}` };
      const get = (query: string): Promise<Response> => fetch(`${s.url}/rest/v1/transactions?${query}`, { headers });
      for (const query of [
        'select=id,amount;drop table public.transactions',
        'select=id,(select 1)',
        'select=id&order=date;drop table public.transactions',
        'select=id&order=date.desc,(select 1)',
        'select=id&amount=gt.1;drop',
        'select=id&amount)or(1=1=eq.1',
      ]) {
        const r = await get(query);
        expect(r.status, query).toBeGreaterThanOrEqual(400);
        expect(r.status, query).toBeLessThan(500);
      }
      const inert = await a.client.from('transactions').select('id').eq('description', "x' or '1'='1").eq('category', "'; drop table public.transactions; --");
      expect(inert.data).toEqual([]);
      const likeInert = await a.client.from('transactions').select('id').like('category', "%' or 1=1 --");
      expect(likeInert.data).toEqual([]);
      const inList = await get(`select=id&category=in.(${encodeURIComponent(`"x') or true --","y\\"z"`)})`);
      expect(inList.status).toBe(200);
      expect(await inList.json()).toEqual([]);
      const unbalanced = await get(`select=id&category=in.(${encodeURIComponent('"a\\",b") or true --"')})`);
      expect(unbalanced.status).toBe(400);
      const count = await a.client.from('transactions').select('id', { count: 'exact', head: true });
      expect(count.count).toBeGreaterThan(0);
    });
  });
}
