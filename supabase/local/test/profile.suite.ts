/**
 * The profile's server side (issue 14): the backup's transaction pages, the restore of a backup
 * (apply_restore a slice a call, from parts staged in restore_parts, all or nothing) and the account
 * deletion (delete_account), each tried the way a second user could, calling the API directly
 * with a valid token. Checks of what is left are made through the service role, which sees
 * every user's rows.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_ROW_LIMITS, BACKUP_TABLES } from '../../../shared-domain/src/profile/backup-schema';
import type { Json } from '../../../shared-domain/src/data/database.types';
import { newClient, startHarness, TEST_PASSWORD, type Backend, type Client, type Harness } from './support/harness';
import { registerApproved, type User } from './support/users';

type Row = Record<string, Json>;
/** A row with its id, which other rows point at. */
type Keyed = Row & { id: string };
type Outcome = { status: number; error: { code: string; hint: string | null; message: string } | null };
const refusal = (r: Outcome) => ({ status: r.status, code: r.error?.code, hint: r.error?.hint ?? null });

const account = (over: Row = {}): Keyed => ({
  id: randomUUID(),
  name: 'Bancă',
  account_type: 'CHECKING',
  initial_balance: 1000,
  current_balance: 0,
  currency: 'RON',
  included_in_total: true,
  display_order: 1,
  is_active: true,
  is_default: true,
  icon_name: null,
  monthly_transfer_enabled: false,
  balance_start_date: null,
  created_at: '2026-01-01T08:00:00+00:00',
  updated_at: '2026-01-02T08:00:00+00:00',
  ...over,
});

const transaction = (over: Row = {}): Keyed => ({
  id: randomUUID(),
  account_id: null,
  type: 'EXPENSE',
  amount: 42.5,
  actual_amount: null,
  planned_amount: null,
  execution_status: 'COMPLETED',
  date: '2026-03-01',
  category: 'NUTRITIE',
  subcategory: null,
  description: 'pâine',
  recurring: false,
  frequency: 'NONE',
  recurring_rule_id: null,
  currency: 'RON',
  created_at: '2026-03-01T10:00:00+00:00',
  updated_at: '2026-03-01T10:00:00+00:00',
  copied_from_id: null,
  copy_batch_id: null,
  unplanned: false,
  postponed_from_id: null,
  ...over,
});

type Staged = Partial<Record<(typeof BACKUP_TABLES)[number], Row[]>>;

/** Stages a backup's rows for the caller and applies it, as the browser does. */
async function restore(client: Client, tables: Staged, mode: 'replace' | 'add_missing') {
  const uploadId = randomUUID();
  let part = 0;
  for (const kind of BACKUP_TABLES) {
    const rows = tables[kind];
    if (!rows?.length) continue;
    await client.from('restore_parts').insert({ upload_id: uploadId, part: part++, kind, rows }).throwOnError();
  }
  const applied = await applyRestore(client, uploadId, mode);
  // As the browser: a refused restore discards its own staged parts (a user stages at most two at once).
  if (applied.error) await client.from('restore_parts').delete().eq('upload_id', uploadId).throwOnError();
  return applied;
}

/**
 * Calls apply_restore until it is done, as the browser does: the counts of a finished restore
 * (without done), or a failure after the first call as an error.
 */
async function applyRestore(client: Client, uploadId: string, mode: 'replace' | 'add_missing') {
  for (;;) {
    const applied = await client.rpc('apply_restore', { upload_id: uploadId, mode });
    if (applied.error) return applied;
    const { done, failed, ...counts } = applied.data as { done: boolean; failed?: { code: string; hint: string | null; message: string } };
    if (failed) return { ...applied, data: null, error: failed };
    if (done) return { ...applied, data: counts };
  }
}

/** Every table of public (and private) with a user_id column: what a user can own. */
async function ownedRowCounts(h: Harness, userId: string): Promise<Record<string, number>> {
  const { rows: tables } = await h.server.db.query<{ name: string }>(
    `select format('%I.%I', c.table_schema, c.table_name) as name
     from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
     where c.table_schema in ('public', 'private') and c.column_name = 'user_id'
     order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await h.server.db.query<{ n: number }>(`select count(*)::int as n from ${name} where user_id::text = $1`, [userId]);
    counts[name] = Number(rows[0]?.n ?? 0);
  }
  for (const name of ['auth.users', 'auth.sessions', 'auth.identities']) {
    const column = name === 'auth.users' ? 'id' : 'user_id';
    const { rows } = await h.server.db.query<{ n: number }>(`select count(*)::int as n from ${name} where ${column}::text = $1`, [userId]);
    counts[name] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/** GET /auth/v1/user with a token: 200 while its session lives, 403 session_not_found after. */
async function userStatus(h: Harness, token: string): Promise<number> {
  const response = await fetch(`${h.server.url}/auth/v1/user`, { headers: { apikey: h.server.anonKey, authorization: `Bearer ${token}` } });
  return response.status;
}

export function profileSuite(backend: Backend): void {
  describe(`profile on ${backend}: backup pages, restore, account deletion`, () => {
    let harness: Harness | undefined;
    const h = (): Harness => {
      if (!harness) throw new Error('server not started');
      return harness;
    };
    let a: User;
    let b: User;
    let service: Client;
    // B's rows, which A's restores must never reach.
    let bAccount: string;
    let bTx: string;

    const snapshotOf = async (userId: string) => {
      const tables = ['user_accounts', 'transactions', 'recurring_rules', 'custom_categories', 'user_settings'] as const;
      const out: Record<string, unknown> = {};
      for (const table of tables) {
        const { data } = await service.from(table).select('*').eq('user_id', userId).throwOnError();
        out[table] = [...(data ?? [])].sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)));
      }
      return out;
    };

    afterAll(async () => {
      await harness?.stop();
    });

    beforeAll(async () => {
      harness = await startHarness(backend);
      service = newClient(h().server.url, h().server.serviceRoleKey);
      a = await registerApproved(h(), 'profil-a@test.buget.ro');
      b = await registerApproved(h(), 'profil-b@test.buget.ro');
      bAccount = (await b.client.from('user_accounts').insert({ name: 'Banca B' }).select('id').single().throwOnError()).data.id;
      bTx = (await b.client.from('transactions').insert({ type: 'INCOME', amount: 5000, date: '2026-02-01', category: 'VENITURI', account_id: bAccount }).select('id').single().throwOnError()).data.id;
      await b.client.rpc('save_user_settings', { patch: { themeMode: 'dark' } }).throwOnError();
    });

    it('the backup row limits are the same on both sides', async () => {
      for (const kind of BACKUP_TABLES) {
        const { rows } = await h().server.db.query<{ n: number }>('select private.backup_row_limit($1) as n', [kind]);
        expect(rows[0]?.n, kind).toBe(BACKUP_ROW_LIMITS[kind]);
      }
    });

    it("backup_transactions pages the caller's rows, every column, by (date, id)", async () => {
      const own = [transaction({ date: '2026-01-03' }), transaction({ date: '2026-01-01' }), transaction({ date: '2026-01-02' })];
      expect((await restore(a.client, { transactions: own }, 'replace')).error).toBeNull();
      const first = await a.client.rpc('backup_transactions', { page_size: 2 }).throwOnError();
      expect(first.data.map((r) => r.date)).toEqual(['2026-01-01', '2026-01-02']);
      expect(Object.keys(first.data[0] ?? {})).toEqual(expect.arrayContaining(['unplanned', 'postponed_from_id', 'copied_from_id', 'counted_amount']));
      const last = first.data[1];
      const second = await a.client.rpc('backup_transactions', { page_size: 2, after_date: last?.date, after_id: last?.id }).throwOnError();
      expect(second.data.map((r) => r.date)).toEqual(['2026-01-03']);
      expect(second.data.every((r) => r.user_id === a.userId)).toBe(true);
      expect(refusal(await a.client.rpc('backup_transactions', { page_size: 10001 }))).toMatchObject({ status: 400, code: '22023' });
      expect(refusal(await a.client.rpc('backup_transactions', { after_date: '2026-01-01' }))).toMatchObject({ status: 400, code: '22023' });
    });

    it("a restore writes only the caller's rows, whatever user ids the file carries", async () => {
      const before = await snapshotOf(b.userId);
      const acc = account({ user_id: b.userId });
      const rows = [transaction({ user_id: b.userId, account_id: acc.id }), transaction({ user_id: b.userId, date: '2026-03-02' })];
      const result = await restore(a.client, { user_accounts: [acc], transactions: rows, user_settings: [{ user_id: b.userId, settings: { themeMode: 'light' }, version: 3, created_at: '2026-01-01T00:00:00+00:00', updated_at: '2026-01-01T00:00:00+00:00' }] }, 'replace');
      expect(result.error).toBeNull();
      expect(result.data).toMatchObject({ user_accounts: 1, transactions: 2, user_settings: 1, recurring_rules: 0, custom_categories: 0 });
      const mine = await service.from('transactions').select('id,user_id').in('id', rows.map((r) => String(r.id))).throwOnError();
      expect(mine.data.map((r) => r.user_id)).toEqual([a.userId, a.userId]);
      expect((await service.from('user_accounts').select('user_id').eq('id', String(acc.id)).single().throwOnError()).data.user_id).toBe(a.userId);
      expect((await a.client.from('user_settings').select('settings').single().throwOnError()).data.settings).toEqual({ themeMode: 'light' });
      // B is untouched, every table.
      expect(await snapshotOf(b.userId)).toEqual(before);
    });

    it("a file carrying another user's row ids is refused whole and changes nothing for anyone", async () => {
      const beforeA = await snapshotOf(a.userId);
      const beforeB = await snapshotOf(b.userId);
      const foreignIds = { user_accounts: [account({ id: bAccount, name: 'Furat' })], transactions: [transaction(), transaction({ id: bTx, amount: 1 })] };
      for (const mode of ['replace', 'add_missing'] as const) {
        const result = await restore(a.client, foreignIds, mode);
        expect(refusal(result)).toEqual({ status: 409, code: '23505', hint: 'RESTORE:user_accounts' });
      }
      const txOnly = await restore(a.client, { transactions: [transaction(), transaction({ id: bTx, amount: 1 })] }, 'add_missing');
      expect(refusal(txOnly)).toEqual({ status: 409, code: '23505', hint: 'RESTORE:transactions' });
      // A row pointing at B's account (an id the file does not carry) is a missing reference.
      const pointing = await restore(a.client, { transactions: [transaction({ account_id: bAccount })] }, 'add_missing');
      expect(refusal(pointing)).toEqual({ status: 409, code: '23503', hint: 'RESTORE:transactions' });
      expect(await snapshotOf(a.userId)).toEqual(beforeA);
      expect(await snapshotOf(b.userId)).toEqual(beforeB);
      // Nothing staged is left behind by a refusal either: the next restore starts clean.
      expect((await a.client.from('restore_parts').select('upload_id')).data?.length).toBeGreaterThanOrEqual(0);
    });

    it('hostile values are refused with a 4xx and change nothing; text is stored as text', async () => {
      const before = await snapshotOf(a.userId);
      const cases: [Staged, number, string][] = [
        [{ transactions: [transaction({ amount: 'o mie' })] }, 400, '22P02'],
        [{ transactions: [transaction({ id: "1'; drop table public.transactions; --" })] }, 400, '22P02'],
        [{ transactions: [transaction({ date: '2026-02-30' })] }, 400, '22008'],
        [{ transactions: [transaction({ amount: -5 })] }, 400, '23514'],
        [{ transactions: [transaction({ type: 'FURT' })] }, 400, '23514'],
        [{ transactions: [transaction({ category: null })] }, 400, '23502'],
        [{ user_accounts: [account(), account({ name: 'Cash', display_order: 2 })] }, 409, '23505'],
        [{ user_settings: [{ settings: { themeMode: 'roz' }, version: 1, created_at: '2026-01-01T00:00:00+00:00', updated_at: '2026-01-01T00:00:00+00:00' }] }, 400, '23514'],
      ];
      for (const [tables, status, code] of cases) {
        const result = await restore(a.client, tables, 'replace');
        expect({ status: result.status, code: result.error?.code }, JSON.stringify(tables)).toEqual({ status, code });
      }
      // A part that is not an array of rows never gets staged.
      const notRows = await a.client.from('restore_parts').insert({ upload_id: randomUUID(), part: 0, kind: 'transactions', rows: { id: 1 } });
      expect(notRows.status).toBe(400);
      const badKind = await a.client.from('restore_parts').insert({ upload_id: randomUUID(), part: 0, kind: 'auth.users', rows: [{}] });
      expect(badKind.status).toBe(400);
      expect(await snapshotOf(a.userId)).toEqual(before);

      const sql = transaction({ description: "'); delete from public.transactions; --", category: 'NUTRITIE' });
      expect((await restore(a.client, { transactions: [sql] }, 'add_missing')).error).toBeNull();
      const stored = await a.client.from('transactions').select('description').eq('id', String(sql.id)).single().throwOnError();
      expect(stored.data.description).toBe("'); delete from public.transactions; --");
      expect((await service.from('transactions').select('id', { count: 'exact', head: true }).eq('user_id', b.userId)).count).toBe(1);
    });

    it('a restore over the row limit is refused (413) before anything is written', async () => {
      const before = await snapshotOf(a.userId);
      const accounts = Array.from({ length: BACKUP_ROW_LIMITS.user_accounts + 1 }, (_, i) => account({ name: `Cont ${i}`, is_default: i === 0, display_order: i }));
      expect(refusal(await restore(a.client, { user_accounts: accounts }, 'replace'))).toEqual({ status: 413, code: 'PT413', hint: 'RESTORE:user_accounts' });
      expect(refusal(await a.client.rpc('apply_restore', { upload_id: randomUUID(), mode: 'totul' }))).toMatchObject({ status: 400, code: '22023' });
      expect(await snapshotOf(a.userId)).toEqual(before);
    });

    it('replace writes the file whole; add_missing adds rows by id and keeps the default account', async () => {
      const bank = account({ name: 'Banca noastră' });
      const cash = account({ name: 'Numerar', is_default: false, display_order: 2, account_type: 'CASH' });
      const template = transaction({ recurring: true, frequency: 'MONTHLY', account_id: bank.id, execution_status: null });
      const rule: Keyed = {
        id: randomUUID(), transaction_id: template.id, amount: 42.5, frequency: 'MONTHLY', is_active: true, lookahead_days: 30,
        start_date: '2026-03-01', end_type: 'NONE', occurrences: null, end_date: null, last_generated_date: '2026-04-01',
        created_at: '2026-03-01T10:00:00+00:00', updated_at: '2026-03-01T10:00:00+00:00',
      };
      const occurrence = transaction({ date: '2026-04-01', recurring_rule_id: rule.id, account_id: bank.id, execution_status: null });
      const copy = transaction({ date: '2026-05-01', copied_from_id: occurrence.id });
      const categories: Row = {
        category_data: { version: 2, categories: [{ name: 'NUTRITIE', isCustom: false, subcategories: [{ name: 'Piață', isCustom: true }] }] },
        version: 2, created_at: '2026-01-01T00:00:00+00:00', updated_at: '2026-01-01T00:00:00+00:00',
      };
      const file: Staged = { user_accounts: [cash, bank], custom_categories: [categories], recurring_rules: [rule], transactions: [copy, occurrence, template] };
      const replaced = await restore(a.client, file, 'replace');
      expect(replaced.error).toBeNull();
      expect(replaced.data).toEqual({ user_accounts: 2, custom_categories: 1, user_settings: 0, recurring_rules: 1, transactions: 3 });
      const accounts = await a.client.from('user_accounts').select('id,is_default,created_at').order('display_order').throwOnError();
      expect(accounts.data).toEqual([
        { id: bank.id, is_default: true, created_at: '2026-01-01T08:00:00+00:00' },
        { id: cash.id, is_default: false, created_at: '2026-01-01T08:00:00+00:00' },
      ]);
      expect((await a.client.from('transactions').select('id', { count: 'exact', head: true })).count).toBe(3);

      // add_missing: what exists by id is skipped, the rest is added; the default stays.
      const extraAccount = account({ name: 'Economii', is_default: true, display_order: 3, account_type: 'SAVINGS' });
      const extra = transaction({ date: '2026-06-01', account_id: extraAccount.id });
      const added = await restore(a.client, { ...file, user_accounts: [cash, bank, extraAccount], transactions: [copy, occurrence, template, extra] }, 'add_missing');
      expect(added.error).toBeNull();
      expect(added.data).toEqual({ user_accounts: 1, custom_categories: 0, user_settings: 0, recurring_rules: 0, transactions: 1 });
      const defaults = await a.client.from('user_accounts').select('id').eq('is_default', true).throwOnError();
      expect(defaults.data).toEqual([{ id: bank.id }]);
      expect((await a.client.from('restore_parts').select('upload_id')).data).toEqual([]);
    });

    it('a failure in the last table undoes the earlier ones (all or nothing)', async () => {
      const before = await snapshotOf(a.userId);
      const result = await restore(a.client, { user_accounts: [account({ name: 'Nou' })], transactions: [transaction(), transaction({ amount: 2_000_000 })] }, 'replace');
      expect(refusal(result)).toEqual({ status: 400, code: '23514', hint: 'RESTORE:transactions' });
      expect(await snapshotOf(a.userId)).toEqual(before);
      // A rule whose template is not in the file: caught by the deferred key at the end.
      const orphan = await restore(a.client, { recurring_rules: [{ id: randomUUID(), transaction_id: randomUUID(), amount: 1, frequency: 'DAILY', is_active: true, lookahead_days: 1, start_date: '2026-01-01', end_type: 'NONE', occurrences: null, end_date: null, last_generated_date: null, created_at: '2026-01-01T00:00:00+00:00', updated_at: '2026-01-01T00:00:00+00:00' }] }, 'add_missing');
      expect(refusal(orphan)).toEqual({ status: 409, code: '23503', hint: 'RESTORE:recurring_rules' });
      expect(await snapshotOf(a.userId)).toEqual(before);
    });

    it('a restore larger than a slice goes a call at a time: the user\'s writes wait, another session goes on with it, its parts outlive the hour, the links and templates come in whole', async () => {
      const user = await registerApproved(h(), 'profil-restaurare-felii@test.buget.ro');
      const old = (await user.client.from('user_accounts').insert({ name: 'Vechi' }).select('id').single().throwOnError()).data.id;
      await user.client.from('transactions').insert({ type: 'EXPENSE', amount: 3, date: '2026-01-05', category: 'NUTRITIE', account_id: old }).throwOnError();
      const bank = account();
      // 12,000 rows in parts of 5,000, as the browser stages them. The template is in the last
      // part and its rule in the first; a copy in the first part points at a row of the last, a
      // postponed row at one of the middle.
      const rows = Array.from({ length: 12_000 }, (_, i) => transaction({ account_id: bank.id, date: `2026-0${1 + (i % 9)}-1${i % 10}`, amount: i + 1 }));
      const template = transaction({ account_id: bank.id, recurring: true, frequency: 'MONTHLY', execution_status: null, date: '2026-01-01', amount: 7 });
      const rule: Keyed = { id: randomUUID(), transaction_id: template.id, amount: 7, frequency: 'MONTHLY', is_active: true, lookahead_days: 30, start_date: '2026-01-01', end_type: 'NONE', occurrences: null, end_date: null, last_generated_date: null, created_at: '2026-01-01T10:00:00+00:00', updated_at: '2026-01-01T10:00:00+00:00' };
      rows[11_999] = { ...template, recurring_rule_id: rule.id };
      rows[1] = { ...(rows[1] as Keyed), recurring_rule_id: rule.id, recurring: false, frequency: 'NONE' };
      rows[0] = { ...(rows[0] as Keyed), copied_from_id: (rows[11_000] as Keyed).id, copy_batch_id: randomUUID() };
      rows[2] = { ...(rows[2] as Keyed), postponed_from_id: (rows[6_000] as Keyed).id, execution_status: null };
      rows[6_000] = { ...(rows[6_000] as Keyed), execution_status: 'SKIPPED' };
      const uploadId = randomUUID();
      await user.client.from('restore_parts').insert({ upload_id: uploadId, part: 0, kind: 'user_accounts', rows: [bank] }).throwOnError();
      await user.client.from('restore_parts').insert({ upload_id: uploadId, part: 1, kind: 'recurring_rules', rows: [rule] }).throwOnError();
      for (let part = 0; part * 5000 < rows.length; part++) {
        await user.client.from('restore_parts').insert({ upload_id: uploadId, part: part + 2, kind: 'transactions', rows: rows.slice(part * 5000, (part + 1) * 5000) }).throwOnError();
      }

      const first = await user.client.rpc('apply_restore', { upload_id: uploadId, mode: 'replace' }).throwOnError();
      expect(first.data).toMatchObject({ done: false, undoing: false });
      // Meanwhile the user's writes are refused (409), whichever table; others' are not.
      const refused = await user.client.from('transactions').insert({ type: 'EXPENSE', amount: 1, date: '2026-01-06', category: 'NUTRITIE' });
      expect(refusal(refused)).toEqual({ status: 409, code: 'PT409', hint: 'RESTORE_RUNNING' });
      expect(refusal(await user.client.rpc('save_user_settings', { patch: { themeMode: 'light' } }))).toEqual({ status: 409, code: 'PT409', hint: 'RESTORE_RUNNING' });
      await b.client.from('transactions').insert({ type: 'EXPENSE', amount: 1, date: '2026-01-06', category: 'NUTRITIE', account_id: bAccount }).throwOnError();
      // Another restore of the user waits for this one.
      expect(refusal(await user.client.rpc('apply_restore', { upload_id: randomUUID(), mode: 'replace' }))).toEqual({ status: 409, code: 'PT409', hint: 'RESTORE_RUNNING' });
      // The parts of a restore under way outlive the hour the staging keeps parts.
      await h().server.db.query(`update public.restore_parts set created_at = now() - interval '2 hours' where upload_id = $1::uuid`, [uploadId]);
      await user.client.from('restore_parts').insert({ upload_id: randomUUID(), part: 0, kind: 'transactions', rows: [transaction()] }).throwOnError();
      // Nor can the user discard them (the browser's clean-up after a cut-off call).
      await user.client.from('restore_parts').delete().eq('upload_id', uploadId).throwOnError();
      expect((await user.client.from('restore_parts').select('part').eq('upload_id', uploadId)).data).toHaveLength(5);

      // The tab is closed: another session finds the restore and goes on with it.
      const other = h().client();
      await other.auth.signInWithPassword({ email: 'profil-restaurare-felii@test.buget.ro', password: TEST_PASSWORD });
      const status = (await other.rpc('restore_status').throwOnError()).data as { upload_id: string; mode: 'replace'; percent: number };
      expect(status).toMatchObject({ upload_id: uploadId, mode: 'replace', undoing: false });
      expect(status.percent).toBeGreaterThan(0);
      const applied = await applyRestore(other, status.upload_id, status.mode);
      expect(applied.error).toBeNull();
      expect(applied.data).toEqual({ user_accounts: 1, custom_categories: 0, user_settings: 0, recurring_rules: 1, transactions: 12_000 });
      expect((await other.rpc('restore_status').throwOnError()).data).toBeNull();

      const count = async (table: string) => Number((await h().server.db.query<{ n: number }>(`select count(*)::int as n from ${table} where user_id = $1::uuid`, [user.userId])).rows[0]?.n);
      expect(await count('public.transactions')).toBe(12_000);
      expect(await count('public.user_accounts')).toBe(1);
      for (const table of ['private.restore_jobs', 'private.restore_undo', 'private.restore_links']) expect(await count(table)).toBe(0);
      expect((await user.client.from('restore_parts').select('part').eq('upload_id', uploadId)).data).toEqual([]);
      const linked = await service.from('transactions').select('id, copied_from_id, postponed_from_id, recurring_rule_id, updated_at').in('id', [0, 1, 2, 11_999].map((i) => String(rows[i]?.id))).throwOnError();
      const byId = new Map(linked.data.map((r) => [r.id, r]));
      expect(byId.get(String(rows[0]?.id))).toMatchObject({ copied_from_id: rows[11_000]?.id, updated_at: '2026-03-01T10:00:00+00:00' });
      expect(byId.get(String(rows[2]?.id))).toMatchObject({ postponed_from_id: rows[6_000]?.id });
      expect(byId.get(String(rows[1]?.id))).toMatchObject({ recurring_rule_id: rule.id });
      expect(byId.get(String(template.id))).toMatchObject({ recurring_rule_id: rule.id });
      // Done, the user writes again.
      await user.client.from('transactions').insert({ type: 'EXPENSE', amount: 1, date: '2026-01-06', category: 'NUTRITIE' }).throwOnError();
    });

    it('a restore that fails after its first call writes back what the user had, import batches and links too, and then says why', async () => {
      const user = await registerApproved(h(), 'profil-inapoi@test.buget.ro');
      const bank = (await user.client.from('user_accounts').insert({ name: 'Banca' }).select('id').single().throwOnError()).data.id;
      const planned = (await user.client.from('transactions').insert({ type: 'EXPENSE', amount: 10, date: '2026-03-02', category: 'NUTRITIE', account_id: bank }).select('id').single().throwOnError()).data.id;
      await user.client
        .rpc('apply_import', {
          account_id: bank,
          file_name: 'extras.csv',
          format: 'bt-csv',
          rows: [{ date: '2026-03-03', type: 'EXPENSE', amount: 5, description: null, category: 'NUTRITIE', subcategory: null, reference: 'ref:1', pending: false }],
          matches: [{ transaction_id: planned, date: '2026-03-02', amount: 10, reference: 'ref:2' }],
        })
        .throwOnError();
      const today = new Date().toISOString().slice(0, 10);
      await user.client.rpc('create_recurring_series', { type: 'EXPENSE', amount: 20, category: 'NUTRITIE', date: today, frequency: 'MONTHLY', lookahead_days: 90, today, account_id: bank }).throwOnError();
      await user.client.from('transactions').insert({ type: 'EXPENSE', amount: 4, date: '2026-03-10', category: 'NUTRITIE', account_id: bank, execution_status: null }).throwOnError();
      expect((await user.client.rpc('copy_previous_month_plan', { month: '2026-04' }).throwOnError()).data).toMatchObject([{ copied: 1 }]);
      await user.client.rpc('save_user_settings', { patch: { themeMode: 'dark' } }).throwOnError();
      const imports = async () => ({
        batches: (await service.from('import_batches').select('*').eq('user_id', user.userId).throwOnError()).data,
        matches: (await service.from('import_batch_matches').select('*').eq('user_id', user.userId).throwOnError()).data,
        totals: (await h().server.db.query('select date, total from private.transaction_daily_totals where user_id = $1::uuid order by date', [user.userId])).rows,
      });
      const before = { rows: await snapshotOf(user.userId), imports: await imports() };
      expect(before.imports.batches).toHaveLength(1);
      expect(before.imports.matches).toHaveLength(1);

      // 8,000 rows; the 7,000th points at an account the file does not have.
      const fileBank = account();
      const rows = Array.from({ length: 8000 }, (_, i) => transaction({ account_id: fileBank.id, amount: i + 1 }));
      rows[6_999] = { ...(rows[6_999] as Keyed), account_id: randomUUID() };
      for (const mode of ['replace', 'add_missing'] as const) {
        const uploadId = randomUUID();
        await user.client.from('restore_parts').insert({ upload_id: uploadId, part: 0, kind: 'user_accounts', rows: [{ ...fileBank, name: `Din fișier ${mode}` }] }).throwOnError();
        await user.client.from('restore_parts').insert({ upload_id: uploadId, part: 1, kind: 'transactions', rows: rows.slice(0, 5000) }).throwOnError();
        await user.client.from('restore_parts').insert({ upload_id: uploadId, part: 2, kind: 'transactions', rows: rows.slice(5000) }).throwOnError();
        expect((await user.client.rpc('apply_restore', { upload_id: uploadId, mode }).throwOnError()).data).toMatchObject({ done: false });
        const calls: unknown[] = [];
        for (;;) {
          const { data } = await user.client.rpc('apply_restore', { upload_id: uploadId, mode }).throwOnError();
          calls.push(data);
          if ((data as { done: boolean }).done) break;
        }
        expect(calls.at(-1)).toMatchObject({ done: true, failed: { code: '23503', hint: 'RESTORE:transactions' } });
        // Once it failed, every call until the last writes the snapshot back.
        const undoing = calls.slice(0, -1).map((c) => (c as { undoing: boolean }).undoing);
        expect(undoing.at(-1)).toBe(true);
        expect(undoing.slice(undoing.indexOf(true))).not.toContain(false);
        expect({ rows: await snapshotOf(user.userId), imports: await imports() }).toEqual(before);
        expect((await user.client.from('restore_parts').select('part').eq('upload_id', uploadId)).data).toEqual([]);
        expect((await h().server.db.query('select 1 from private.restore_undo where user_id = $1::uuid', [user.userId])).rows).toEqual([]);
      }
    });

    it('restores account currencies and a transfer’s amount received; a transfer of a file written before them gets its own amount (issue 26 point 6)', async () => {
      const lei = account({ name: 'Lei' });
      const euro = account({ name: 'Euro', is_default: false, display_order: 2, currency: 'EUR' });
      const cash = account({ name: 'Numerar', is_default: false, display_order: 3, account_type: 'CASH' });
      const cross = transaction({ type: 'TRANSFER', category: 'TRANSFER', description: 'schimb', amount: 500, account_id: lei.id, to_account_id: euro.id, to_amount: 99, to_currency: 'EUR' });
      // Written before issue 26: the row has neither to_amount nor to_currency.
      const old = transaction({ type: 'TRANSFER', category: 'TRANSFER', description: 'retragere', amount: 40, account_id: lei.id, to_account_id: cash.id });
      const applied = await restore(a.client, { user_accounts: [lei, euro, cash], transactions: [cross, old] }, 'replace');
      expect(applied.error).toBeNull();
      const { data } = await a.client.from('transactions').select('id, currency, to_amount, to_currency').order('amount').throwOnError();
      expect(data).toEqual([
        { id: old.id, currency: 'RON', to_amount: 40, to_currency: 'RON' },
        { id: cross.id, currency: 'RON', to_amount: 99, to_currency: 'EUR' },
      ]);
      const balances = (await a.client.rpc('get_account_balances', { as_of: '2026-03-01' }).throwOnError()).data;
      expect(balances.find((r) => r.account_id === euro.id)).toMatchObject({ balance: 1099, currency: 'EUR' });
    });

    it("B cannot read, apply or discard A's staged parts", async () => {
      const uploadId = randomUUID();
      await a.client.from('restore_parts').insert({ upload_id: uploadId, part: 0, kind: 'transactions', rows: [transaction()] }).throwOnError();
      expect((await b.client.from('restore_parts').select('*').eq('upload_id', uploadId)).data).toEqual([]);
      expect((await b.client.rpc('apply_restore', { upload_id: uploadId, mode: 'add_missing' })).data).toEqual({ user_accounts: 0, custom_categories: 0, user_settings: 0, recurring_rules: 0, transactions: 0, done: true });
      await b.client.from('restore_parts').delete().eq('upload_id', uploadId);
      expect((await a.client.from('restore_parts').select('part').eq('upload_id', uploadId)).data).toEqual([{ part: 0 }]);
      const spoofed = await b.client.from('restore_parts').insert({ user_id: a.userId, upload_id: randomUUID(), part: 0, kind: 'transactions', rows: [transaction()] });
      expect(spoofed.status).toBe(403);
      await a.client.from('restore_parts').delete().eq('upload_id', uploadId).throwOnError();
    });

    it("delete_account leaves no row of the user in any table and nothing of a second user is touched", async () => {
      const email = 'profil-sters@test.buget.ro';
      const doomed = await registerApproved(h(), email);
      const bank = account();
      const template = transaction({ recurring: true, frequency: 'MONTHLY', account_id: bank.id, execution_status: null });
      const rule: Keyed = { id: randomUUID(), transaction_id: template.id, amount: 42.5, frequency: 'MONTHLY', is_active: true, lookahead_days: 30, start_date: '2026-03-01', end_type: 'NONE', occurrences: null, end_date: null, last_generated_date: null, created_at: '2026-03-01T10:00:00+00:00', updated_at: '2026-03-01T10:00:00+00:00' };
      const restored = await restore(doomed.client, {
        user_accounts: [bank],
        custom_categories: [{ category_data: { version: 1, categories: [] }, version: 1, created_at: '2026-01-01T00:00:00+00:00', updated_at: '2026-01-01T00:00:00+00:00' }],
        user_settings: [{ settings: { themeMode: 'dark' }, version: 1, created_at: '2026-01-01T00:00:00+00:00', updated_at: '2026-01-01T00:00:00+00:00' }],
        recurring_rules: [rule],
        transactions: [template, transaction({ recurring_rule_id: rule.id, date: '2026-04-01' })],
      }, 'replace');
      expect(restored.error).toBeNull();
      await doomed.client.from('restore_parts').insert({ upload_id: randomUUID(), part: 0, kind: 'transactions', rows: [transaction()] }).throwOnError();
      // A statement import (a batch that completed a planned item), a category rule and a saved mapping (issue 25).
      const planned = (await doomed.client.from('transactions').insert({ type: 'EXPENSE', amount: 10, date: '2026-03-02', category: 'NUTRITIE', account_id: bank.id }).select('id').single().throwOnError()).data.id;
      await doomed.client
        .rpc('apply_import', {
          account_id: bank.id,
          file_name: 'extras.csv',
          format: 'bt-csv',
          rows: [{ date: '2026-03-03', type: 'EXPENSE', amount: 5, description: null, category: 'NUTRITIE', subcategory: null, reference: 'ref:1', pending: false }],
          matches: [{ transaction_id: planned, date: '2026-03-02', amount: 10, reference: 'ref:2' }],
        })
        .throwOnError();
      await doomed.client.from('category_rules').insert({ position: 0, match_kind: 'CONTAINS', pattern: 'MEGA', category: 'NUTRITIE' }).throwOnError();
      await doomed.client.from('import_mappings').insert({ name: 'Banca mea', shape: 'Data;Suma', mapping: {} }).throwOnError();
      // A second session of the same user (another device).
      const other = h().client();
      const otherToken = (await other.auth.signInWithPassword({ email, password: TEST_PASSWORD })).data.session?.access_token ?? '';
      // A restore under way (a file larger than a call writes): its job, its snapshot and a copy
      // whose source was not written yet (its pending link).
      const copies = Array.from({ length: 9000 }, (_, i) => transaction({ date: '2026-05-01', amount: i + 1 }));
      copies[0] = { ...(copies[0] as Keyed), copied_from_id: copies[1]?.id ?? null, copy_batch_id: randomUUID() };
      const underWay = randomUUID();
      await doomed.client.from('restore_parts').insert({ upload_id: underWay, part: 0, kind: 'transactions', rows: copies }).throwOnError();
      // Three calls: more rows than one call of delete_account deletes.
      for (let call = 0; call < 3; call++) {
        expect((await doomed.client.rpc('apply_restore', { upload_id: underWay, mode: 'add_missing' }).throwOnError()).data).toMatchObject({ done: false });
      }
      const owned = await ownedRowCounts(h(), doomed.userId);
      expect(Object.values(owned).every((n) => n > 0), JSON.stringify(owned)).toBe(true);
      const beforeB = await snapshotOf(b.userId);
      const bOwned = await ownedRowCounts(h(), b.userId);

      // Nobody but the user: anon and the service role cannot call it.
      expect((await h().client().rpc('delete_account')).status).toBe(401);
      expect((await service.rpc('delete_account')).status).toBe(403);

      // The restore under way goes first, then its rows (more than a slice: two calls).
      const first = await doomed.client.rpc('delete_account');
      expect(first.error).toBeNull();
      expect(first.data).toBe(false);
      expect((await h().server.db.query('select 1 from private.restore_jobs where user_id = $1::uuid', [doomed.userId])).rows).toEqual([]);
      const deleted = await doomed.client.rpc('delete_account');
      expect(deleted.error).toBeNull();
      expect(deleted.data).toBe(true);
      const left = await ownedRowCounts(h(), doomed.userId);
      expect(Object.entries(left).filter(([, n]) => n > 0)).toEqual([]);
      // The same through the service role's data API, as an administrator would look.
      expect(await snapshotOf(doomed.userId)).toEqual({ user_accounts: [], transactions: [], recurring_rules: [], custom_categories: [], user_settings: [] });
      expect(await snapshotOf(b.userId)).toEqual(beforeB);
      expect(await ownedRowCounts(h(), b.userId)).toEqual(bOwned);

      // The sessions are gone, the old password signs in nobody, the address may register anew.
      expect(await userStatus(h(), otherToken)).toBe(403);
      expect(await userStatus(h(), doomed.accessToken)).toBe(403);
      expect((await other.auth.refreshSession()).error).not.toBeNull();
      const again = await h().client().auth.signInWithPassword({ email, password: TEST_PASSWORD });
      expect(again.error?.code).toBe('invalid_credentials');
      const reborn = await registerApproved(h(), email);
      expect(reborn.userId).not.toBe(doomed.userId);
      expect((await reborn.client.from('transactions').select('id')).data).toEqual([]);
    });

    it('deleting data goes at most 5,000 rows a call: occurrences, then rules and templates, then the rest; delete_account the same, then the user', async () => {
      const slice = Number((await h().server.db.query<{ n: number }>('select private.slice_rows() as n')).rows[0]?.n);
      expect(slice).toBe(5000);
      /** Rows of the user, inserted as the database owner: one monthly rule with its template, and `occurrences` rows of that rule. */
      const seed = async (user: User, occurrences: number) => {
        const bank = (await user.client.from('user_accounts').insert({ name: 'Banca' }).select('id').single().throwOnError()).data.id;
        const template = (
          await user.client.from('transactions').insert({ type: 'EXPENSE', amount: 100, date: '2026-01-05', category: 'LOCUINTA', account_id: bank, recurring: true, frequency: 'MONTHLY' }).select('id').single().throwOnError()
        ).data.id;
        const rule = (
          await user.client.from('recurring_rules').insert({ transaction_id: template, amount: 100, frequency: 'MONTHLY', start_date: '2026-01-05', end_type: 'NONE' }).select('id').single().throwOnError()
        ).data.id;
        await user.client.from('transactions').update({ recurring_rule_id: rule }).eq('id', template).throwOnError();
        await h().server.db.query(
          `insert into public.transactions (user_id, type, amount, date, category, account_id, recurring_rule_id)
           select $1::uuid, 'EXPENSE', 100, date '2016-12-01' + (g % 3500), 'LOCUINTA', $2::uuid, $3::uuid from generate_series(1, $4::int) g`,
          [user.userId, bank, rule, String(occurrences)],
        );
        return { template, rule };
      };
      const counts = async (userId: string) => {
        const { rows } = await h().server.db.query<{ t: number; r: number; a: number }>(
          'select (select count(*) from public.transactions where user_id = $1::uuid)::int as t, (select count(*) from public.recurring_rules where user_id = $1::uuid)::int as r, (select count(*) from public.user_accounts where user_id = $1::uuid)::int as a',
          [userId],
        );
        return rows[0];
      };

      // 7,000 occurrences and the template: two calls.
      const c = await registerApproved(h(), 'profil-felii@test.buget.ro');
      await seed(c, 7000);
      const calls = [];
      for (let done = false; !done; ) {
        const { data } = await c.client.rpc('delete_user_data').single().throwOnError();
        calls.push(data);
        done = data.done;
      }
      expect(calls).toEqual([
        { transactions_deleted: 5000, recurring_rules_deleted: 0, accounts_deleted: 0, categories_deleted: 0, done: false },
        // The last 2,000 occurrences, then the rule, its template and the account.
        { transactions_deleted: 2001, recurring_rules_deleted: 1, accounts_deleted: 1, categories_deleted: 0, done: true },
      ]);
      expect(await counts(c.userId)).toEqual({ t: 0, r: 0, a: 0 });

      // A slice used up by exactly the last rows still says done.
      const exact = await registerApproved(h(), 'profil-felie-exacta@test.buget.ro');
      await seed(exact, 4997);
      expect((await exact.client.rpc('delete_user_data').single().throwOnError()).data).toEqual({ transactions_deleted: 4998, recurring_rules_deleted: 1, accounts_deleted: 1, categories_deleted: 0, done: true });

      // delete_account: the data a slice a call (the user still there, signed in), then the user.
      const d = await registerApproved(h(), 'profil-cont-felii@test.buget.ro');
      const { rule } = await seed(d, 6000);
      expect((await d.client.rpc('delete_account').throwOnError()).data).toBe(false);
      expect(await counts(d.userId)).toEqual({ t: 1001, r: 1, a: 1 });
      // The occurrences went first: the rule still holds the ones left.
      expect((await d.client.from('transactions').select('id', { count: 'exact', head: true }).eq('recurring_rule_id', rule)).count).toBe(1001);
      expect((await d.client.rpc('delete_account').throwOnError()).data).toBe(true);
      expect(await ownedRowCounts(h(), d.userId)).toMatchObject({ 'auth.users': 0, 'public.transactions': 0, 'public.user_accounts': 0 });
    });

    it('a password change signs out every other session of the user, not the current one', async () => {
      const email = 'profil-parola@test.buget.ro';
      const user = await registerApproved(h(), email);
      const other = h().client();
      const otherToken = (await other.auth.signInWithPassword({ email, password: TEST_PASSWORD })).data.session?.access_token ?? '';
      const weak = await user.client.auth.updateUser({ password: 'slaba' });
      expect(weak.error?.code).toBe('weak_password');
      expect(await userStatus(h(), otherToken)).toBe(200);
      const changed = await user.client.auth.updateUser({ password: 'Alta#Parola2027', current_password: TEST_PASSWORD });
      expect(changed.error).toBeNull();
      expect(await userStatus(h(), user.accessToken)).toBe(200);
      expect(await userStatus(h(), otherToken)).toBe(403);
      expect((await other.auth.refreshSession()).error).not.toBeNull();
      expect((await h().client().auth.signInWithPassword({ email, password: TEST_PASSWORD })).error?.code).toBe('invalid_credentials');
      expect((await h().client().auth.signInWithPassword({ email, password: 'Alta#Parola2027' })).error).toBeNull();
    });
  });
}
