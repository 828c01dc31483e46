/**
 * Ownership across tables (issue 9 point 1): a foreign key ignores row-level security, so every
 * reference between user tables must carry the owner. User B, with a valid token, tries to point
 * rows at user A's account (as its account or as a transfer's or saving's receiving account,
 * issue 22), rule and transaction by every write path (insert, update, the undo RPC); each attempt is refused (PostgREST: 409, 23503), and A can still delete the account and
 * everything else afterwards.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../shared-domain/src/data/database.types';
import type { Harness } from './support/harness';
import { registerApproved, type User } from './support/users';

const tx = (over: Record<string, unknown> = {}) => ({
  type: 'EXPENSE' as const,
  amount: 40,
  date: '2026-03-01',
  category: 'LOCUINTA',
  subcategory: 'Chirie',
  ...over,
});

const refused = (result: { status: number; error: { code: string } | null }) => ({ status: result.status, code: result.error?.code });
const FK_REFUSED = { status: 409, code: '23503' };

export function ownershipSuite(h: () => Harness): void {
  describe('ownership of references between user tables', () => {
    let a: User;
    let b: User;
    // A's rows that B tries to reach.
    let aAccount: string;
    let aSavings: string;
    let aTemplate: string;
    let aRule: string;
    // B's own rows, to update.
    let bAccount: string;
    let bTx: string;
    let bRule: string;

    beforeAll(async () => {
      a = await registerApproved(h(), 'owner-a@test.buget.ro');
      b = await registerApproved(h(), 'intruder-b@test.buget.ro');
      aAccount = (await a.client.from('user_accounts').insert({ name: 'Banca A' }).select('id').single().throwOnError()).data.id;
      aSavings = (await a.client.from('user_accounts').insert({ name: 'Economii A', account_type: 'SAVINGS' }).select('id').single().throwOnError()).data.id;
      aTemplate = (await a.client.from('transactions').insert(tx({ recurring: true, frequency: 'MONTHLY' })).select('id').single().throwOnError()).data.id;
      aRule = (await a.client.from('recurring_rules').insert({ transaction_id: aTemplate, amount: 40, frequency: 'MONTHLY', start_date: '2026-03-01' }).select('id').single().throwOnError()).data.id;
      await a.client.from('transactions').update({ recurring_rule_id: aRule }).eq('id', aTemplate).throwOnError();

      bAccount = (await b.client.from('user_accounts').insert({ name: 'Banca B' }).select('id').single().throwOnError()).data.id;
      bTx = (await b.client.from('transactions').insert(tx({ account_id: bAccount })).select('id').single().throwOnError()).data.id;
      bRule = (await b.client.from('recurring_rules').insert({ transaction_id: bTx, amount: 40, frequency: 'MONTHLY', start_date: '2026-03-01' }).select('id').single().throwOnError()).data.id;
    });

    it('every foreign key between user tables includes user_id on both sides', async () => {
      const { rows } = await h().server.db.query<{ name: string; columns: string[]; referenced: string[] }>(
        `select con.conname as name,
           array(select a.attname::text from unnest(con.conkey) with ordinality k(n, o) join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.o) as columns,
           array(select a.attname::text from unnest(con.confkey) with ordinality k(n, o) join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.o) as referenced
         from pg_constraint con
         join pg_class c on c.oid = con.conrelid
         join pg_class rc on rc.oid = con.confrelid
         join pg_namespace rn on rn.oid = rc.relnamespace
         where con.contype = 'f' and rn.nspname in ('public', 'private')
         order by 1`,
      );
      expect(rows.map((r) => r.name)).toEqual([
        'import_batch_matches_batch_id_fkey', 'import_batch_matches_transaction_id_fkey', 'import_batches_account_id_fkey',
        'recurring_rules_transaction_id_fkey', 'transactions_account_id_fkey', 'transactions_copied_from_id_fkey', 'transactions_import_batch_id_fkey',
        'transactions_postponed_from_id_fkey', 'transactions_recurring_rule_id_fkey', 'transactions_to_account_id_fkey',
      ]);
      for (const r of rows) {
        expect(r.columns, r.name).toContain('user_id');
        expect(r.referenced[r.columns.indexOf('user_id')], r.name).toBe('user_id');
      }
    });

    it("a transaction cannot be filed under another user's account", async () => {
      expect(refused(await b.client.from('transactions').insert(tx({ account_id: aAccount })))).toEqual(FK_REFUSED);
      expect(refused(await b.client.from('transactions').update({ account_id: aAccount }).eq('id', bTx))).toEqual(FK_REFUSED);
      // The same writes with B's own account pass: the refusal is about the owner only.
      expect((await b.client.from('transactions').insert(tx({ account_id: bAccount }))).status).toBe(201);
    });

    it("a transfer or a saving cannot move money into, or out of, another user's account", async () => {
      const aBalances = async () => (await a.client.rpc('get_account_balances', { as_of: '2026-12-31' }).throwOnError()).data;
      const bRows = async () => (await b.client.from('transactions').select('id,account_id,to_account_id').order('id').throwOnError()).data;
      const before = { a: await aBalances(), b: await bRows() };
      const transfer = { type: 'TRANSFER', amount: 40, date: '2026-03-01', category: 'TRANSFER', execution_status: 'COMPLETED' } as const;
      const attacks: Database['public']['Tables']['transactions']['Insert'][] = [
        { ...transfer, account_id: bAccount, to_account_id: aAccount },
        { ...transfer, account_id: aAccount, to_account_id: bAccount },
        // Without account_id: B's default account, to A's.
        { ...transfer, to_account_id: aAccount },
        { ...tx({ type: 'SAVING', category: 'ECONOMII', subcategory: null }), account_id: bAccount, to_account_id: aSavings },
      ];
      for (const row of attacks) {
        const result = await b.client.from('transactions').insert(row);
        expect({ row: JSON.stringify(row).slice(0, 120), ...refused(result) }).toEqual({ row: JSON.stringify(row).slice(0, 120), ...FK_REFUSED });
      }
      // B's own saving redirected to A's savings account, and the undo path.
      const bSaving = (await b.client.from('transactions').insert(tx({ type: 'SAVING', category: 'ECONOMII', subcategory: null, account_id: bAccount })).select('id').single().throwOnError()).data.id;
      expect(refused(await b.client.from('transactions').update({ to_account_id: aSavings }).eq('id', bSaving))).toEqual(FK_REFUSED);
      await b.client.from('transactions').delete().eq('id', bSaving).throwOnError();
      const now = new Date().toISOString();
      const restored = await b.client.rpc('restore_transaction', {
        snapshot: { transaction: { ...transfer, id: crypto.randomUUID(), user_id: b.userId, account_id: bAccount, to_account_id: aAccount, recurring: false, unplanned: false, frequency: 'NONE', currency: 'RON', created_at: now, updated_at: now }, rule: null, linked_transaction_ids: [] },
      });
      expect(refused(restored)).toEqual(FK_REFUSED);
      // Nothing changed on either side.
      expect(await aBalances()).toEqual(before.a);
      expect(await bRows()).toEqual(before.b);
    });

    it("a transaction cannot join another user's recurring rule", async () => {
      expect(refused(await b.client.from('transactions').insert(tx({ recurring_rule_id: aRule })))).toEqual(FK_REFUSED);
      expect(refused(await b.client.from('transactions').update({ recurring_rule_id: aRule }).eq('id', bTx))).toEqual(FK_REFUSED);
      expect((await b.client.from('transactions').update({ recurring_rule_id: bRule }).eq('id', bTx)).status).toBe(204);
    });

    it("a recurring rule cannot anchor on another user's transaction", async () => {
      const rule = { transaction_id: aTemplate, amount: 40, frequency: 'MONTHLY', start_date: '2026-03-01' } as const;
      expect(refused(await b.client.from('recurring_rules').insert(rule))).toEqual(FK_REFUSED);
      expect(refused(await b.client.from('recurring_rules').update({ transaction_id: aTemplate }).eq('id', bRule))).toEqual(FK_REFUSED);
    });

    it("the undo (restore_transaction) cannot link B's rows to A's either", async () => {
      const id = crypto.randomUUID();
      const now = new Date().toISOString();
      const row = { ...tx(), id, user_id: b.userId, recurring: false, unplanned: false, frequency: 'NONE', currency: 'RON', created_at: now, updated_at: now };
      const intoAccount = await b.client.rpc('restore_transaction', { snapshot: { transaction: { ...row, account_id: aAccount }, rule: null, linked_transaction_ids: [] } });
      expect(refused(intoAccount)).toEqual(FK_REFUSED);
      const intoRule = await b.client.rpc('restore_transaction', { snapshot: { transaction: { ...row, recurring_rule_id: aRule }, rule: null, linked_transaction_ids: [] } });
      expect(refused(intoRule)).toEqual(FK_REFUSED);
      const rule = { id: crypto.randomUUID(), user_id: b.userId, transaction_id: aTemplate, amount: 40, frequency: 'MONTHLY', start_date: '2026-03-01', is_active: true, lookahead_days: 30, end_type: 'NONE', created_at: now, updated_at: now };
      const anchoredOnA = await b.client.rpc('restore_transaction', { snapshot: { transaction: row, rule, linked_transaction_ids: [] } });
      expect(refused(anchoredOnA)).toEqual(FK_REFUSED);
      expect((await b.client.from('transactions').select('id').eq('id', id)).data).toEqual([]);
    });

    it('each reference keeps its on-delete behaviour within one user', async () => {
      // restrict: an account with transactions stays. PostgreSQL 15 reports it as 23503 (409),
      // 16 and later as 23001, which PostgREST answers with 400.
      const used = (await a.client.from('user_accounts').insert({ name: 'Folosit' }).select('id').single().throwOnError()).data.id;
      const usedBy = (await a.client.from('transactions').insert(tx({ account_id: used })).select('id').single().throwOnError()).data.id;
      expect([FK_REFUSED, { status: 400, code: '23001' }]).toContainEqual(refused(await a.client.from('user_accounts').delete().eq('id', used)));
      await a.client.from('transactions').delete().eq('id', usedBy).throwOnError();
      await a.client.from('user_accounts').delete().eq('id', used).throwOnError();

      // set null (recurring_rule_id only): deleting a rule unlinks its occurrence, which stays A's.
      const occurrence = (await a.client.from('transactions').insert(tx({ date: '2026-04-01', recurring_rule_id: aRule })).select('id').single().throwOnError()).data.id;
      const template = (await a.client.from('transactions').insert(tx({ date: '2026-05-01', recurring: true, frequency: 'MONTHLY' })).select('id').single().throwOnError()).data.id;
      const rule = (await a.client.from('recurring_rules').insert({ transaction_id: template, amount: 40, frequency: 'MONTHLY', start_date: '2026-05-01' }).select('id').single().throwOnError()).data.id;
      await a.client.from('transactions').update({ recurring_rule_id: rule }).eq('id', occurrence).throwOnError();
      await a.client.from('recurring_rules').delete().eq('id', rule).throwOnError();
      expect((await a.client.from('transactions').select('user_id,recurring_rule_id').eq('id', occurrence).single()).data).toEqual({ user_id: a.userId, recurring_rule_id: null });

      // cascade: deleting a template deletes its rule.
      const rule2 = (await a.client.from('recurring_rules').insert({ transaction_id: template, amount: 40, frequency: 'MONTHLY', start_date: '2026-05-01' }).select('id').single().throwOnError()).data.id;
      await a.client.from('transactions').delete().eq('id', template).throwOnError();
      expect((await a.client.from('recurring_rules').select('id').eq('id', rule2)).data).toEqual([]);
      await a.client.from('transactions').delete().eq('id', occurrence).throwOnError();
    });

    it('after all of that the owner still deletes the account and runs delete_user_data()', async () => {
      const spare = (await a.client.from('user_accounts').insert({ name: 'De șters' }).select('id').single().throwOnError()).data.id;
      const attack = await b.client.from('transactions').insert(tx({ account_id: spare }));
      const transferAttack = await b.client.from('transactions').insert({ type: 'TRANSFER', amount: 5, date: '2026-03-01', category: 'TRANSFER', account_id: bAccount, to_account_id: spare });
      // Without owner-carrying keys B's row would hold the account (restrict) and this would fail.
      const gone = await a.client.from('user_accounts').delete().eq('id', spare).select('id');
      expect(gone.error).toBeNull();
      expect(gone.data).toEqual([{ id: spare }]);
      expect(refused(attack)).toEqual(FK_REFUSED);
      expect(refused(transferAttack)).toEqual(FK_REFUSED);

      const deleted = await a.client.rpc('delete_user_data').single();
      expect(deleted.error).toBeNull();
      expect(deleted.data).toMatchObject({ transactions_deleted: 1, recurring_rules_deleted: 1, accounts_deleted: 2 });
      // B's rows are untouched by A's deletion.
      expect((await b.client.from('recurring_rules').select('id,transaction_id').eq('id', bRule).single()).data).toEqual({ id: bRule, transaction_id: bTx });
      expect((await b.client.from('transactions').select('id', { count: 'exact', head: true })).count).toBe(2);
    });
  });
}
