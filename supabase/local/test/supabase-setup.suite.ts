/**
 * The database as hosted Supabase prepares it (issue 23 point 3): what Supabase Auth (GoTrue) does
 * as supabase_auth_admin must work on Buget's tables. Deleting a user from the dashboard or the
 * admin API is `delete from auth.users` as supabase_auth_admin, whose cascade fires the triggers of
 * every user table with that role's rights (none on public or private); the before-user-created
 * hook is called as supabase_auth_admin and by no client role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, startHarness, type Backend, type Harness } from './support/harness';
import { registerApproved } from './support/users';

export function supabaseSetupSuite(backend: Backend): void {
  describe(`Supabase's roles on ${backend}`, () => {
    let harness: Harness;
    const db = () => harness.server.db;

    beforeAll(async () => {
      harness = await startHarness(backend);
    });

    afterAll(async () => {
      await harness?.stop();
    });

    /** Every row, in every table of public and private with a user_id, that belongs to the user. */
    async function rowsOf(userId: string): Promise<Record<string, number>> {
      const { rows: tables } = await db().query<{ name: string }>(
        `select format('%I.%I', c.table_schema, c.table_name) as name from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
         where c.column_name = 'user_id' and c.table_schema in ('public', 'private') order by 1`,
      );
      const counts: Record<string, number> = {};
      for (const { name } of tables) {
        const { rows } = await db().query<{ n: number }>(`select count(*)::int as n from ${name} where user_id = $1::uuid`, [userId]);
        counts[name] = rows[0]?.n ?? 0;
      }
      return counts;
    }

    it('supabase_auth_admin deletes a user with accounts, transactions, settings, categories and a series, and every row goes', async () => {
      const { client, userId } = await registerApproved(harness, 'sters-din-dashboard@test.buget.ro');
      // The server checks a series' today against its clock (one day either way).
      const today = new Date().toISOString().slice(0, 10);
      const accounts = (
        await client
          .from('user_accounts')
          .insert([
            { name: 'Bancă', account_type: 'CHECKING', initial_balance: 100, display_order: 1, included_in_total: true, balance_start_date: '2026-10-01' },
            { name: 'Investiții', account_type: 'INVESTMENT', initial_balance: 50, display_order: 2, included_in_total: false, balance_start_date: '2026-10-01' },
          ])
          .select('id')
          .throwOnError()
      ).data.map((a) => a.id);
      await client
        .from('transactions')
        .insert([
          { type: 'EXPENSE', amount: 12.5, date: '2026-10-02', category: 'NUTRITIE', execution_status: 'COMPLETED' },
          { type: 'TRANSFER', amount: 30, date: '2026-10-03', category: 'TRANSFER', execution_status: 'COMPLETED', account_id: accounts[0] ?? '', to_account_id: accounts[1] ?? '' },
        ])
        .throwOnError();
      await client.rpc('save_user_settings', { patch: { themeMode: 'dark' } }).throwOnError();
      await client
        .from('custom_categories')
        .upsert({ category_data: { version: 1, categories: [{ name: 'NUTRITIE', isCustom: false, subcategories: [{ name: 'Piață', isCustom: true }] }] }, version: 1 }, { onConflict: 'user_id' })
        .throwOnError();
      await client
        .rpc('create_recurring_series', { type: 'EXPENSE', amount: 40, category: 'NUTRITIE', date: today, frequency: 'MONTHLY', lookahead_days: 90, today })
        .throwOnError();
      const before = await rowsOf(userId);
      for (const table of ['public.user_accounts', 'public.transactions', 'public.user_settings', 'public.custom_categories', 'public.recurring_rules', 'private.account_daily_totals', 'private.account_monthly_totals', 'private.transaction_daily_totals', 'private.transaction_cell_totals', 'private.category_monthly_totals']) {
        expect(before[table], table).toBeGreaterThan(0);
      }

      await db().transaction(async (tx) => {
        await tx.query(`select set_config('role', 'supabase_auth_admin', true)`);
        await tx.query('delete from auth.users where id = $1::uuid', [userId]);
      });

      expect(Object.entries(await rowsOf(userId)).filter(([, n]) => n > 0)).toEqual([]);
      const { rows } = await db().query<{ n: number }>('select count(*)::int as n from auth.users where id = $1::uuid', [userId]);
      expect(rows[0]?.n).toBe(0);
    });

    it('the admin API deletes such a user as Supabase Auth does', async () => {
      const { client, userId } = await registerApproved(harness, 'sters-din-api@test.buget.ro');
      await client.from('user_accounts').insert({ name: 'Bancă', account_type: 'CHECKING', initial_balance: 10, display_order: 1 }).throwOnError();
      await client.from('transactions').insert({ type: 'INCOME', amount: 5, date: '2026-10-02', category: 'VENITURI', execution_status: 'COMPLETED' }).throwOnError();
      const admin = newClient(harness.server.url, harness.server.serviceRoleKey);
      expect((await admin.auth.admin.deleteUser(userId)).error).toBeNull();
      expect(Object.entries(await rowsOf(userId)).filter(([, n]) => n > 0)).toEqual([]);
    });

    it('supabase_auth_admin owns auth, and holds no right on the tables of public or private', async () => {
      const { rows: owners } = await db().query<{ owner: string }>(
        `select distinct pg_get_userbyid(c.relowner) as owner from pg_class c where c.relnamespace = 'auth'::regnamespace and c.relkind = 'r'`,
      );
      expect(owners.map((r) => r.owner)).toEqual(['supabase_auth_admin']);
      const { rows: grants } = await db().query<{ name: string }>(
        `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname in ('public', 'private') and c.relkind in ('r', 'v', 'm')
           and has_table_privilege('supabase_auth_admin', c.oid, 'select, insert, update, delete')`,
      );
      expect(grants).toEqual([]);
      const { rows: schema } = await db().query<{ usage: boolean }>(`select has_schema_privilege('supabase_auth_admin', 'private', 'usage') as usage`);
      expect(schema[0]?.usage).toBe(false);
    });

    it('the before-user-created hook may be called by supabase_auth_admin and by no client role', async () => {
      const { rows } = await db().query<{ role: string; allowed: boolean }>(
        `select r as role, has_function_privilege(r, 'public.hook_before_user_created(jsonb)', 'execute') as allowed
         from unnest(array['supabase_auth_admin', 'anon', 'authenticated', 'service_role', 'authenticator']) r`,
      );
      expect(Object.fromEntries(rows.map((r) => [r.role, r.allowed]))).toEqual({ supabase_auth_admin: true, anon: false, authenticated: false, service_role: false, authenticator: false });
      const answer = await db().transaction(async (tx) => {
        await tx.query(`select set_config('role', 'supabase_auth_admin', true)`);
        return (await tx.query<{ output: string }>(`select public.hook_before_user_created($1::jsonb)::text as output`, [JSON.stringify({ user: { email: 'intrus@example.com' } })])).rows[0]?.output;
      });
      expect(JSON.parse(answer ?? '{}')).toMatchObject({ error: { http_code: 403 } });
      for (const key of [harness.server.anonKey, harness.server.serviceRoleKey]) {
        const response = await fetch(`${harness.server.url}/rest/v1/rpc/hook_before_user_created`, {
          method: 'POST',
          headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ event: { user: { email: 'intrus@example.com' } } }),
        });
        expect(response.status, 'a client role calling the hook').toBeGreaterThanOrEqual(401);
        expect(((await response.json()) as { code?: string }).code).toBe('42501');
      }
    });
  });
}
