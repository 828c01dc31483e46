/** Accounts (issue 13 point 2): the order RPC, the limit and the delete rules, with a second user. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Client, Harness } from './support/harness';
import { registerApproved } from './support/users';

type User = { client: Client; userId: string };

const account = (name: string, order: number) => ({
  name,
  account_type: 'CHECKING' as const,
  initial_balance: 100,
  display_order: order,
  included_in_total: true,
  is_active: true,
});

async function names(client: Client): Promise<string[]> {
  const { data } = await client.from('user_accounts').select('name').order('display_order').throwOnError();
  return data.map((row) => row.name);
}

export function accountsSuite(h: () => Harness): void {
  describe('accounts', () => {
    let owner: User;
    let other: User;
    let ids: Record<string, string>;

    beforeAll(async () => {
      owner = await registerApproved(h(), 'conturi-a@test.buget.ro');
      other = await registerApproved(h(), 'conturi-b@test.buget.ro');
      const { data } = await owner.client
        .from('user_accounts')
        .insert([account('Bancă', 1), account('Cash', 2), account('Revolut', 3)])
        .select('id,name')
        .throwOnError();
      ids = Object.fromEntries(data.map((row) => [row.name, row.id]));
      await other.client.from('user_accounts').insert([account('Altul', 1)]).throwOnError();
    });

    it('reorder_accounts writes the whole new order at once', async () => {
      const { error } = await owner.client.rpc('reorder_accounts', { account_ids: [ids.Revolut!, ids.Bancă!, ids.Cash!] });
      expect(error).toBeNull();
      expect(await names(owner.client)).toEqual(['Revolut', 'Bancă', 'Cash']);
      const { data } = await owner.client.from('user_accounts').select('name,display_order').order('display_order').throwOnError();
      expect(data.map((row) => row.display_order)).toEqual([1, 2, 3]);
    });

    it('reorder_accounts refuses a list that is not every account of the caller exactly once (400, nothing changes)', async () => {
      const { data: theirs } = await other.client.from('user_accounts').select('id').single().throwOnError();
      const bad: string[][] = [
        [ids.Bancă!, ids.Cash!],
        [ids.Bancă!, ids.Cash!, ids.Cash!],
        [ids.Bancă!, ids.Cash!, ids.Revolut!, ids.Revolut!],
        [ids.Bancă!, ids.Cash!, theirs.id],
        [],
      ];
      for (const list of bad) {
        const { error, status } = await owner.client.rpc('reorder_accounts', { account_ids: list });
        expect(status, JSON.stringify(list)).toBe(400);
        expect(error?.code).toBe('22023');
      }
      expect(await names(owner.client)).toEqual(['Revolut', 'Bancă', 'Cash']);
    });

    it("a second user can neither reorder nor see the owner's accounts", async () => {
      const { error, status } = await other.client.rpc('reorder_accounts', { account_ids: [ids.Cash!, ids.Bancă!, ids.Revolut!] });
      expect(status).toBe(400);
      expect(error?.code).toBe('22023');
      expect(await names(owner.client)).toEqual(['Revolut', 'Bancă', 'Cash']);
      expect(await names(other.client)).toEqual(['Altul']);
      const anon = await h().client().rpc('reorder_accounts', { account_ids: [ids.Cash!] });
      expect(anon.status).toBe(401);
    });

    it('the eleventh account is refused by the server, also in one bulk insert', async () => {
      const bulk = await owner.client.from('user_accounts').insert(Array.from({ length: 8 }, (_, i) => account(`Extra ${i}`, 10 + i)));
      expect(bulk.status).toBe(400);
      expect(bulk.error?.hint).toBe('MAX_ACCOUNTS');
      expect(await names(owner.client)).toHaveLength(3);
      const seven = await owner.client.from('user_accounts').insert(Array.from({ length: 7 }, (_, i) => account(`Extra ${i}`, 10 + i)));
      expect(seven.error).toBeNull();
      const eleventh = await owner.client.from('user_accounts').insert(account('Al unsprezecelea', 30));
      expect(eleventh.status).toBe(400);
      expect(eleventh.error?.hint).toBe('MAX_ACCOUNTS');
      await owner.client.from('user_accounts').delete().like('name', 'Extra *').throwOnError();
    });

    it('an account with transactions cannot be deleted; the last active one neither, while others remain', async () => {
      await owner.client
        .from('transactions')
        .insert({ type: 'EXPENSE', amount: 10, date: '2026-03-01', category: 'NUTRITIE', account_id: ids.Cash! })
        .throwOnError();
      const used = await owner.client.from('user_accounts').delete().eq('id', ids.Cash!);
      expect([409, 400]).toContain(used.status);
      expect(['23503', '23001']).toContain(used.error?.code);
      await owner.client.from('user_accounts').update({ is_active: false }).in('id', [ids.Cash!, ids.Revolut!]).throwOnError();
      const lastActive = await owner.client.from('user_accounts').delete().eq('id', ids.Bancă!);
      expect(lastActive.status).toBe(400);
      expect(lastActive.error?.hint).toBe('DEFAULT_ACCOUNT_REQUIRED');
      expect(await names(owner.client)).toEqual(['Revolut', 'Bancă', 'Cash']);
    });
  });
}
