/**
 * Rules the database holds itself (issue 9 points 4 and 6), each tried the way a second client
 * could, calling the API directly: pinned search_path on every function, exactly one active
 * default account, 404 for a row that is not the caller's, dates within the app's range, and
 * the category document checked against the catalogue and the custom-subcategory limit that the
 * TypeScript side also holds (the tests read the TypeScript values, so they fail when the SQL
 * copy drifts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORY_TREE } from '../../../shared-domain/src/categories/catalogue';
import { MAX_CUSTOM_SUBCATEGORIES_PER_CATEGORY } from '../../../shared-domain/src/constants';
import type { Database, Json } from '../../../shared-domain/src/data/database.types';
import type { Client, Harness } from './support/harness';
import { registerApproved, type User } from './support/users';

type Outcome = { status: number; error: { code: string; hint: string | null } | null };
const refusal = (r: Outcome) => ({ status: r.status, code: r.error?.code, hint: r.error?.hint ?? null });

/** Schemas whose functions are not the app's: the system's, and what Supabase itself provides. */
const NOT_APP_SCHEMAS = ['pg_catalog', 'information_schema', 'extensions', 'supabase_migrations', 'graphql', 'graphql_public', 'realtime', 'storage', 'vault', 'pgsodium', 'pgbouncer', 'net', 'cron'];
/** Supabase's own functions in schema auth (hosted provides them; bootstrap.sql locally). */
const SUPABASE_AUTH_FUNCTIONS = ['uid', 'role', 'jwt', 'email'];

/** Today in Europe/Bucharest (the server's day for done and planned rows), moved by `days`. */
const bucharestDay = (days = 0): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date(Date.now() + days * 86_400_000));

const nextDay = (day: string): string => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** The same day a year later, as PostgreSQL adds a year (29 February gives 28 February). */
const oneYearAfter = (day: string): string => `${Number(day.slice(0, 4)) + 1}${day.slice(4) === '-02-29' ? '-02-28' : day.slice(4)}`;

async function accounts(client: Client) {
  const { data } = await client.from('user_accounts').select('name,is_default,is_active').order('display_order').throwOnError();
  return data;
}

/** The rule under test: with any account, exactly one default, and it is active. */
async function expectOneActiveDefault(client: Client): Promise<void> {
  const rows = await accounts(client);
  if (rows.length === 0) return;
  const defaults = rows.filter((r) => r.is_default);
  expect(defaults, JSON.stringify(rows)).toHaveLength(1);
  expect(defaults[0]?.is_active, JSON.stringify(rows)).toBe(true);
}

const doc = (categories: Json[]) => ({ categories, version: 1 });
const custom = (...names: string[]) => names.map((name) => ({ name, isCustom: true }));

export function integritySuite(h: () => Harness): void {
  describe('database rules: search_path, default account, not found, dates, categories', () => {
    let a: User;
    let b: User;

    beforeAll(async () => {
      a = await registerApproved(h(), 'reguli-a@test.buget.ro');
      b = await registerApproved(h(), 'reguli-b@test.buget.ro');
    });

    it('every function of an app schema pins its search_path', async () => {
      const { rows } = await h().server.db.query<{ name: string }>(
        `select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as name
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
         where n.nspname <> all ($1::text[]) and n.nspname not like 'pg\\_%'
           and not (n.nspname = 'auth' and p.proname = any ($2::text[]))
           -- Functions an extension installs belong to the extension.
           and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
           and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search\\_path=%')
         order by 1`,
        [`{${NOT_APP_SCHEMAS.join(',')}}`, `{${SUPABASE_AUTH_FUNCTIONS.join(',')}}`],
      );
      expect(rows.map((r) => r.name)).toEqual([]);
      // The query does see the app's functions (so an empty list means something).
      const { rows: seen } = await h().server.db.query<{ n: number }>(
        `select count(*)::int as n from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname in ('public', 'private')`,
      );
      expect(seen[0]?.n).toBeGreaterThan(20);
    });

    it('every link from one transaction to another is kept through delete and undo (listed in private.transaction_links)', async () => {
      // The foreign keys of public.transactions onto itself, by their first column (the link; user_id follows).
      const { rows: links } = await h().server.db.query<{ link: string }>(
        `select a.attname as link
         from pg_constraint c
         join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
         where c.contype = 'f' and c.conrelid = 'public.transactions'::regclass and c.confrelid = 'public.transactions'::regclass
         order by 1`,
      );
      const { rows: listed } = await h().server.db.query<{ link: string }>(`select link_column as link from private.transaction_links() order by 1`);
      expect(links.map((r) => r.link)).toEqual(['copied_from_id', 'postponed_from_id']);
      expect(listed).toEqual(links);
    });

    describe('exactly one default account, and it is active, while any account exists', () => {
      it('the first active account becomes the default; an inactive one never does', async () => {
        const alone = await a.client.from('user_accounts').insert({ name: 'Inactiv', is_active: false });
        expect(refusal(alone)).toEqual({ status: 400, code: '23514', hint: 'DEFAULT_ACCOUNT_REQUIRED' });
        await a.client.from('user_accounts').insert([
          { name: 'Vechi', is_active: false, display_order: 0 },
          { name: 'Bancă', is_active: true, display_order: 1 },
          { name: 'Cash', is_active: true, display_order: 2 },
        ]).throwOnError();
        expect(await accounts(a.client)).toEqual([
          { name: 'Vechi', is_default: false, is_active: false },
          { name: 'Bancă', is_default: true, is_active: true },
          { name: 'Cash', is_default: false, is_active: true },
        ]);
      });

      it('is_default cannot be switched off, or given to an inactive account, directly', async () => {
        expect(refusal(await a.client.from('user_accounts').update({ is_default: false }).eq('name', 'Bancă'))).toEqual({ status: 400, code: '23514', hint: 'DEFAULT_ACCOUNT_REQUIRED' });
        expect(refusal(await a.client.from('user_accounts').update({ is_default: true }).eq('name', 'Cash'))).toMatchObject({ status: 409, code: '23505' });
        await expectOneActiveDefault(a.client);
      });

      it('set_default_account moves it; an inactive account is a 400, a missing or foreign one a 404', async () => {
        const ids = Object.fromEntries(((await a.client.from('user_accounts').select('name,id')).data ?? []).map((r) => [r.name, r.id]));
        expect((await a.client.rpc('set_default_account', { account_id: ids.Cash ?? '' })).error).toBeNull();
        expect((await accounts(a.client)).find((r) => r.is_default)?.name).toBe('Cash');
        expect(refusal(await a.client.rpc('set_default_account', { account_id: ids.Vechi ?? '' }))).toEqual({ status: 400, code: '23514', hint: 'ACCOUNT_NOT_ACTIVE' });
        expect(refusal(await b.client.rpc('set_default_account', { account_id: ids.Bancă ?? '' }))).toEqual({ status: 404, code: 'PT404', hint: null });
        expect(refusal(await a.client.rpc('set_default_account', { account_id: crypto.randomUUID() }))).toEqual({ status: 404, code: 'PT404', hint: null });
        await expectOneActiveDefault(a.client);
      });

      it('deactivating the default hands it to the first active account', async () => {
        await a.client.from('user_accounts').update({ is_active: false }).eq('name', 'Cash').throwOnError();
        expect(await accounts(a.client)).toEqual([
          { name: 'Vechi', is_default: false, is_active: false },
          { name: 'Bancă', is_default: true, is_active: true },
          { name: 'Cash', is_default: false, is_active: false },
        ]);
      });

      it('the last active account can be neither deactivated nor deleted while others remain', async () => {
        expect(refusal(await a.client.from('user_accounts').update({ is_active: false }).eq('name', 'Bancă'))).toEqual({ status: 400, code: '23514', hint: 'DEFAULT_ACCOUNT_REQUIRED' });
        expect(refusal(await a.client.from('user_accounts').delete().eq('name', 'Bancă'))).toEqual({ status: 400, code: '23514', hint: 'DEFAULT_ACCOUNT_REQUIRED' });
        await expectOneActiveDefault(a.client);
      });

      it('deleting the default makes the first active account the default', async () => {
        await a.client.from('user_accounts').update({ is_active: true }).eq('name', 'Cash').throwOnError();
        await a.client.from('user_accounts').delete().eq('name', 'Bancă').throwOnError();
        expect(await accounts(a.client)).toEqual([
          { name: 'Vechi', is_default: false, is_active: false },
          { name: 'Cash', is_default: true, is_active: true },
        ]);
      });

      it('every account may go at once (delete_user_data), leaving none', async () => {
        expect((await a.client.rpc('delete_user_data').single()).data?.accounts_deleted).toBe(2);
        expect(await accounts(a.client)).toEqual([]);
      });
    });

    it("a transaction that is missing or another user's is a 404 with PostgREST's body, not a 500", async () => {
      const own = (await a.client.from('transactions').insert({ type: 'INCOME', amount: 5, date: '2026-02-01', category: 'VENITURI' }).select('id').single().throwOnError()).data.id;
      for (const [who, id] of [[b, own], [a, crypto.randomUUID()]] as const) {
        const response = await fetch(`${h().server.url}/rest/v1/rpc/delete_transaction`, {
          method: 'POST',
          headers: { apikey: h().server.anonKey, authorization: `Bearer ${who.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ transaction_id: id }),
        });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ code: 'PT404', details: null, hint: null, message: `transaction not found: ${id}` });
      }
      expect((await a.client.from('transactions').select('id').eq('id', own)).data).toEqual([{ id: own }]);
    });

    describe('dates are real calendar days from 1900-01-01 to 2199-12-31', () => {
      const BAD = ['infinity', '-infinity', '1899-12-31', '2200-01-01', '20000-01-01'];
      let account: string;
      let template: string;
      let rule: string;

      beforeAll(async () => {
        account = (await b.client.from('user_accounts').insert({ name: 'Zile' }).select('id').single().throwOnError()).data.id;
        // A series' template, linked to its rule as the app does: a plan of a series may be dated
        // as far as its look-ahead reaches (a one-off plan only a year ahead, below).
        template = (await b.client.from('transactions').insert({ type: 'EXPENSE', amount: 1, date: '2026-01-01', category: 'NUTRITIE', recurring: true, frequency: 'DAILY' }).select('id').single().throwOnError()).data.id;
        rule = (await b.client.from('recurring_rules').insert({ transaction_id: template, amount: 1, frequency: 'DAILY', start_date: '2026-01-01' }).select('id').single().throwOnError()).data.id;
        await b.client.from('transactions').update({ recurring_rule_id: rule }).eq('id', template).throwOnError();
      });

      const writes = (value: string) => [
        ['transactions.date insert', () => b.client.from('transactions').insert({ type: 'EXPENSE', amount: 1, date: value, category: 'NUTRITIE', recurring: true, frequency: 'MONTHLY' })],
        ['transactions.date update', () => b.client.from('transactions').update({ date: value }).eq('id', template)],
        ['transactions.created_at', () => b.client.from('transactions').insert({ type: 'EXPENSE', amount: 1, date: '2026-01-01', category: 'NUTRITIE', created_at: value })],
        ['recurring_rules.start_date', () => b.client.from('recurring_rules').update({ start_date: value, end_type: 'NONE', end_date: null }).eq('id', rule)],
        ['recurring_rules.end_date', () => b.client.from('recurring_rules').update({ start_date: '1900-01-01', end_type: 'UNTIL_DATE', end_date: value }).eq('id', rule)],
        ['recurring_rules.last_generated_date', () => b.client.from('recurring_rules').update({ last_generated_date: value }).eq('id', rule)],
        ['user_accounts.balance_start_date', () => b.client.from('user_accounts').update({ balance_start_date: value }).eq('id', account)],
        ['user_accounts.updated_at', () => b.client.from('user_accounts').insert({ name: `Cont ${value}`, updated_at: value })],
        ['custom_categories.created_at', () => b.client.from('custom_categories').upsert({ category_data: doc([]), created_at: value }, { onConflict: 'user_id' })],
      ] as const;

      it.each(BAD)('%s is refused with a 400 in every date and timestamp column', async (value) => {
        for (const [column, write] of writes(value)) {
          const result = await write();
          expect({ column, status: result.status, code: result.error?.code }).toEqual({ column, status: 400, code: '23514' });
        }
      });

      it('a day that does not exist is a 400 (22008); the bounds and 3650 days ahead are stored (in a series)', async () => {
        expect(refusal(await b.client.from('transactions').update({ date: '2026-02-30' }).eq('id', template))).toMatchObject({ status: 400, code: '22008' });
        const ahead = bucharestDay(3650);
        for (const value of ['1900-01-01', '2199-12-31', ahead]) {
          for (const [column, write] of writes(value)) {
            const result = await write();
            expect({ column, value, error: result.error }).toEqual({ column, value, error: null });
          }
        }
      });

      it('a one-off plan is refused more than a year ahead (PLANNED_TOO_FAR), a done row after today (DONE_IN_FUTURE)', async () => {
        type Insert = Database['public']['Tables']['transactions']['Insert'];
        const row = (over: Partial<Insert> & { date: string }): Insert => ({ type: 'EXPENSE', amount: 2, category: 'NUTRITIE', ...over });
        const count = async () => (await b.client.from('transactions').select('id', { count: 'exact', head: true })).count;
        const before = await count();
        const inAYear = oneYearAfter(bucharestDay());
        const cases: [string, Insert, string][] = [
          ['planned, 3650 days ahead', row({ date: bucharestDay(3650) }), 'PLANNED_TOO_FAR'],
          ['planned, the last day of the range', row({ date: '2199-12-31' }), 'PLANNED_TOO_FAR'],
          ['planned, a year and a day ahead', row({ date: nextDay(inAYear) }), 'PLANNED_TOO_FAR'],
          ['completed tomorrow', row({ date: bucharestDay(1), execution_status: 'COMPLETED' }), 'DONE_IN_FUTURE'],
          ['modified tomorrow', row({ date: bucharestDay(1), execution_status: 'MODIFIED', actual_amount: 3 }), 'DONE_IN_FUTURE'],
        ];
        for (const [name, value, hint] of cases) {
          expect({ name, ...refusal(await b.client.from('transactions').insert(value)) }).toEqual({ name, status: 400, code: '23514', hint });
        }
        expect(await count()).toBe(before);
        // At the edges they are fine: a plan a year ahead, a done row today, a skipped one tomorrow.
        const { data: fine } = await b.client
          .from('transactions')
          .insert([row({ date: inAYear, execution_status: null }), row({ date: bucharestDay(), execution_status: 'COMPLETED' }), row({ date: bucharestDay(1), execution_status: 'SKIPPED' })])
          .select('id,date')
          .throwOnError();
        // A write that would make a stored row break the rule is refused too: moving the plan
        // further, or marking the plan done before its day.
        const plan = fine[0]?.id ?? '';
        expect(refusal(await b.client.from('transactions').update({ date: nextDay(inAYear) }).eq('id', plan))).toEqual({ status: 400, code: '23514', hint: 'PLANNED_TOO_FAR' });
        expect(refusal(await b.client.from('transactions').update({ execution_status: 'COMPLETED' }).eq('id', plan))).toEqual({ status: 400, code: '23514', hint: 'DONE_IN_FUTURE' });
        expect((await b.client.from('transactions').select('date,execution_status').eq('id', plan).single()).data).toEqual({ date: inAYear, execution_status: null });
        await b.client.from('transactions').delete().in('id', fine.map((r) => r.id)).throwOnError();
      });
    });

    describe('the category document follows the catalogue and the limits', () => {
      // As the app saves: the stored version + 1 (a stale version is refused: categories.suite.ts).
      const save = async (user: User, data: Json) => {
        const { data: current } = await user.client.from('custom_categories').select('version').maybeSingle().throwOnError();
        return user.client.from('custom_categories').upsert({ category_data: data, version: (current?.version ?? 0) + 1 }, { onConflict: 'user_id' });
      };

      it('the SQL catalogue equals DEFAULT_CATEGORY_TREE (TypeScript)', async () => {
        const { rows } = await h().server.db.query<{ category: string; name: string }>('select category, name from private.predefined_subcategories');
        const key = (category: string, name: string) => `${category}/${name}`;
        const sql = rows.map((r) => key(r.category, r.name)).sort();
        const ts = Object.entries(DEFAULT_CATEGORY_TREE).flatMap(([category, names]) => names.map((name) => key(category, name))).sort();
        expect(sql).toEqual(ts);
      });

      it(`stores ${MAX_CUSTOM_SUBCATEGORIES_PER_CATEGORY} custom subcategories in a category and refuses one more (MAX_CUSTOM_SUBCATEGORIES_PER_CATEGORY)`, async () => {
        const names = Array.from({ length: MAX_CUSTOM_SUBCATEGORIES_PER_CATEGORY + 1 }, (_, i) => `Extra ${i + 1}`);
        const atLimit = names.slice(0, MAX_CUSTOM_SUBCATEGORIES_PER_CATEGORY);
        const predefined = DEFAULT_CATEGORY_TREE.NUTRITIE.map((name) => ({ name, isCustom: false }));
        expect((await save(a, doc([{ name: 'NUTRITIE', isCustom: false, subcategories: [...predefined, ...custom(...atLimit)] }]))).error).toBeNull();
        expect((await save(a, doc([{ name: 'Animale', isCustom: true, subcategories: custom(...atLimit) }]))).error).toBeNull();
        for (const category of [{ name: 'NUTRITIE', isCustom: false, predefined }, { name: 'Animale', isCustom: true, predefined: [] }]) {
          const over = await save(a, doc([{ name: category.name, isCustom: category.isCustom, subcategories: [...category.predefined, ...custom(...names)] }]));
          expect(refusal(over)).toEqual({ status: 400, code: '23514', hint: 'MAX_CUSTOM_SUBCATEGORIES' });
        }
        const stored = await a.client.from('custom_categories').select('category_data').single();
        expect(stored.data?.category_data).toEqual(doc([{ name: 'Animale', isCustom: true, subcategories: custom(...atLimit) }]));
      });

      it('refuses two subcategories of one name (trimmed, any case) and two categories of one name', async () => {
        const twice = await save(a, doc([{ name: 'Animale', isCustom: true, subcategories: custom('Hrană', '  hrană ') }]));
        expect(refusal(twice)).toEqual({ status: 409, code: '23505', hint: 'DUPLICATE_SUBCATEGORY' });
        const twiceDiacritics = await save(a, doc([{ name: 'Animale', isCustom: true, subcategories: custom('ÎNGRIJIRE', 'îngrijire') }]));
        expect(refusal(twiceDiacritics)).toEqual({ status: 409, code: '23505', hint: 'DUPLICATE_SUBCATEGORY' });
        const twoCategories = await save(a, doc([{ name: 'Animale', isCustom: true, subcategories: [] }, { name: ' animale', isCustom: true, subcategories: [] }]));
        expect(refusal(twoCategories)).toEqual({ status: 409, code: '23505', hint: 'DUPLICATE_CATEGORY' });
      });

      it('isCustom must say what the catalogue says, so a predefined subcategory cannot be made custom', async () => {
        for (const subcategories of [[{ name: 'Salariu', isCustom: true }], [{ name: ' salariu', isCustom: true }], [{ name: 'Inventat', isCustom: false }]]) {
          const r = await save(a, doc([{ name: 'VENITURI', isCustom: false, subcategories }]));
          expect(refusal(r), JSON.stringify(subcategories)).toEqual({ status: 400, code: '23514', hint: 'PREDEFINED_SUBCATEGORY' });
        }
        for (const category of [{ name: 'VENITURI', isCustom: true }, { name: 'Animale', isCustom: false }]) {
          expect(refusal(await save(a, doc([{ ...category, subcategories: [] }])))).toEqual({ status: 400, code: '23514', hint: 'INVALID_CATEGORY_DATA' });
        }
        for (const bad of [{ categories: {} }, doc([{ name: 'X', isCustom: true }]), doc([{ name: 'X', isCustom: true, subcategories: [{ name: 7, isCustom: true }] }]), doc([{ name: ' ', isCustom: true, subcategories: [] }])]) {
          expect(refusal(await save(a, bad)), JSON.stringify(bad)).toEqual({ status: 400, code: '23514', hint: 'INVALID_CATEGORY_DATA' });
        }
      });

      it('a predefined subcategory is never renamed, migrated or deleted, whatever the document says', async () => {
        expect((await save(a, doc([{ name: 'VENITURI', isCustom: false, subcategories: [{ name: 'Salariu', isCustom: false }, ...custom('Bacșiș')] }]))).error).toBeNull();
        const row = (await a.client.from('transactions').insert({ type: 'INCOME', amount: 100, date: '2026-02-02', category: 'VENITURI', subcategory: 'Salariu' }).select('id').single().throwOnError()).data.id;
        const predefined = { status: 400, code: '23514', hint: 'PREDEFINED_SUBCATEGORY' };
        expect(refusal(await a.client.rpc('rename_subcategory', { category: 'VENITURI', old_name: 'Salariu', new_name: 'Leafă' }))).toEqual(predefined);
        // Not in the stored document: the catalogue still knows it.
        expect(refusal(await a.client.rpc('rename_subcategory', { category: 'VENITURI', old_name: 'Pensii', new_name: 'Pensie' }))).toEqual(predefined);
        expect(refusal(await a.client.rpc('delete_subcategory', { category: 'VENITURI', subcategory: 'Dividende' }))).toEqual(predefined);
        expect(refusal(await a.client.rpc('migrate_subcategory', { category: 'VENITURI', subcategory: 'Salariu', target_subcategory: 'Bacșiș' }))).toEqual(predefined);
        // A custom one may not take a predefined name either (the merge would show it twice).
        expect(refusal(await a.client.rpc('rename_subcategory', { category: 'VENITURI', old_name: 'Bacșiș', new_name: ' cadouri ' }))).toEqual({ status: 409, code: '23505', hint: 'DUPLICATE_SUBCATEGORY' });
        expect((await a.client.from('transactions').select('subcategory').eq('id', row).single()).data?.subcategory).toBe('Salariu');
        expect((await a.client.rpc('rename_subcategory', { category: 'VENITURI', old_name: 'Bacșiș', new_name: 'Ciubuc' })).error).toBeNull();
        expect((await a.client.from('custom_categories').select('category_data').single()).data?.category_data).toEqual(
          { version: 2, categories: [{ name: 'VENITURI', isCustom: false, subcategories: [{ name: 'Salariu', isCustom: false }, ...custom('Ciubuc')] }] },
        );
      });
    });
  });
}
