/**
 * Limits a second user cannot bypass, checked by the database whatever the client (issue 24
 * points 10 and 11): statement timeouts per role as Supabase sets them, applied to each request
 * with a called function's own timeout hoisted over them, as PostgREST does (PostgreSQL only:
 * PGlite has no timers); the restore staging (a part's size and index, an upload's size, two
 * uploads of a user at once, parts that expire, a restore that takes only its own parts); and the
 * category document (its keys, its size, its number of custom categories).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Backend, type Client, type Harness } from './support/harness';
import { registerApproved } from './support/users';

type Outcome = { status: number; error: { code?: string; hint?: string | null } | null };
const refusal = (r: Outcome) => ({ status: r.status, code: r.error?.code, hint: r.error?.hint ?? null });

const MB = 1024 * 1024;

export function quotasSuite(backend: Backend): void {
  describe(`quotas on ${backend}`, () => {
    let harness: Harness;
    let client: Client;
    let userId: string;

    beforeAll(async () => {
      harness = await startHarness(backend);
      ({ client, userId } = await registerApproved(harness, 'cote@test.buget.ro'));
    });

    afterAll(async () => {
      await harness?.stop();
    });

    beforeEach(async () => {
      await harness.server.db.query('delete from public.restore_parts where user_id = $1::uuid', [userId]);
    });

    const stage = (upload: string, part: number, rows: unknown[]) => client.from('restore_parts').insert({ upload_id: upload, part, kind: 'transactions', rows: rows as never });
    const uploadsOf = async () => (await harness.server.db.query<{ upload_id: string; n: number }>('select upload_id::text, count(*)::int as n from public.restore_parts where user_id = $1::uuid group by 1 order by 1', [userId])).rows;

    /** A part of about `bytes` bytes, staged for the user as the database owner (no upload over HTTP). */
    const stageLarge = (upload: string, part: number, bytes: number) =>
      harness.server.db.query(`insert into public.restore_parts (user_id, upload_id, part, kind, rows) values ($1::uuid, $2::uuid, $3::int, 'transactions', jsonb_build_array(repeat('x', $4::int)))`, [
        userId,
        upload,
        String(part),
        String(bytes),
      ]);

    it('a restore part is at most 8 MB and an upload at most 100 parts', async () => {
      const upload = randomUUID();
      expect(refusal(await stage(upload, 100, [{}]))).toMatchObject({ status: 400, code: '23514' });
      await expect(stageLarge(upload, 0, 8 * MB + 1)).rejects.toMatchObject({ code: 'PT413', hint: 'RESTORE_TOO_LARGE' });
      expect(await uploadsOf()).toEqual([]);
    });

    it('an upload stages at most 128 MB in all', async () => {
      const upload = randomUUID();
      try {
        // Sixteen parts of 8,000,000 bytes are 128,000,000; a seventeenth would pass 128 MB.
        for (let part = 0; part < 16; part++) await stageLarge(upload, part, 8_000_000);
        await expect(stageLarge(upload, 16, 8_000_000)).rejects.toMatchObject({ code: 'PT413', hint: 'RESTORE_TOO_LARGE' });
        expect(await uploadsOf()).toEqual([{ upload_id: upload, n: 16 }]);
      } finally {
        await client.from('restore_parts').delete().eq('upload_id', upload).throwOnError();
      }
    });

    it('a user stages two restores at once, not three; each restore takes only its own parts', async () => {
      const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
      await stage(first, 0, [{ junk: 1 }]).throwOnError();
      await stage(second, 0, [{ junk: 2 }]).throwOnError();
      expect(refusal(await stage(third, 0, [{ junk: 3 }]))).toEqual({ status: 409, code: 'PT409', hint: 'RESTORE_BUSY' });
      // The second restore, one transaction as a backup file holds it, is applied: the first's parts stay staged.
      const { data: row } = await client.from('transactions').insert({ type: 'EXPENSE', amount: 5, date: '2026-10-01', category: 'NUTRITIE' }).select('*').single().throwOnError();
      await client.from('transactions').delete().eq('id', row.id).throwOnError();
      await client.from('restore_parts').delete().eq('upload_id', second).throwOnError();
      await stage(second, 0, [row]).throwOnError();
      expect(await client.rpc('apply_restore', { upload_id: second, mode: 'add_missing' }).throwOnError()).toMatchObject({ data: { transactions: 1 } });
      expect(await uploadsOf()).toEqual([{ upload_id: first, n: 1 }]);
      await client.from('restore_parts').delete().eq('upload_id', first).throwOnError();
    });

    it('parts staged more than an hour ago are discarded, and their restore refused', async () => {
      const [stale, fresh] = [randomUUID(), randomUUID()];
      await stage(stale, 0, [{ junk: 1 }]).throwOnError();
      await harness.server.db.query(`update public.restore_parts set created_at = now() - interval '61 minutes' where upload_id = $1::uuid`, [stale]);
      expect(refusal(await client.rpc('apply_restore', { upload_id: stale, mode: 'add_missing' }))).toEqual({ status: 410, code: 'PT410', hint: 'RESTORE_EXPIRED' });
      await stage(fresh, 0, [{ junk: 2 }]).throwOnError();
      expect(await uploadsOf()).toEqual([{ upload_id: fresh, n: 1 }]);
      await client.from('restore_parts').delete().eq('upload_id', fresh).throwOnError();
    });

    describe('statement timeouts', () => {
      const FIXTURE = `
        create function public.quota_fixture_sleep(seconds float8) returns void
        language sql volatile security invoker set search_path = '' as $$ select pg_catalog.pg_sleep(seconds) $$;
        create function public.quota_fixture_sleep_hoisted(seconds float8) returns void
        language sql volatile security invoker set search_path = '' set statement_timeout to '5s'
        as $$ select pg_catalog.pg_sleep(seconds) $$;
        grant execute on function public.quota_fixture_sleep(float8), public.quota_fixture_sleep_hoisted(float8) to authenticated;`;
      const reload = async (until: () => Promise<boolean>) => {
        await harness.server.db.exec(`notify pgrst, 'reload schema'`);
        for (let i = 0; i < 100 && !(await until()); i++) await new Promise((resolve) => setTimeout(resolve, 20));
      };
      const sleep = (fn: 'quota_fixture_sleep' | 'quota_fixture_sleep_hoisted', seconds: number) =>
        client.rpc(fn as never, { seconds } as never) as unknown as Promise<Outcome>;

      it('anon and authenticated carry Supabase\'s timeouts, 3 s and 8 s', async () => {
        const { rows } = await harness.server.db.query<{ role: string; config: string[] }>(
          `select r.rolname as role, s.setconfig as config from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
           where r.rolname in ('anon', 'authenticated') and s.setdatabase = 0 order by 1`,
        );
        expect(rows).toEqual([
          { role: 'anon', config: ['statement_timeout=3s'] },
          { role: 'authenticated', config: ['statement_timeout=8s'] },
        ]);
      });

      it.skipIf(backend === 'pglite')("a request stops at its role's timeout, unless the function it calls carries its own", async () => {
        await harness.server.db.exec(FIXTURE);
        await harness.server.db.exec(`alter role authenticated set statement_timeout = '300ms'`);
        try {
          await reload(async () => (await sleep('quota_fixture_sleep', 0)).status === 204);
          const stopped = await sleep('quota_fixture_sleep', 1);
          expect([stopped.status, stopped.error?.code]).toEqual([500, '57014']);
          // Hoisted: the function's 5 s replaces the role's 300 ms for this request.
          expect((await sleep('quota_fixture_sleep_hoisted', 0.6)).status).toBe(204);
        } finally {
          await harness.server.db.exec(`alter role authenticated set statement_timeout = '8s';
            drop function public.quota_fixture_sleep(float8); drop function public.quota_fixture_sleep_hoisted(float8);
            notify pgrst, 'reload schema';`);
        }
      });
    });

    describe('the category document', () => {
      const save = (document: unknown, version: number) =>
        client.from('custom_categories').upsert({ category_data: document as never, version }, { onConflict: 'user_id' });
      const custom = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Categorie ${i + 1}`, isCustom: true, subcategories: [] }));
      let version = 1;

      it('is exactly {categories, version}, its categories and subcategories without other keys', async () => {
        const refused = { status: 400, code: '23514', hint: 'INVALID_CATEGORY_DATA' };
        expect(refusal(await save({ version }, version))).toEqual(refused);
        expect(refusal(await save({ categories: [], version, note: '<img src=x onerror=alert(1)>' }, version))).toEqual(refused);
        expect(refusal(await save({ categories: [{ ...custom(1)[0], note: '<img src=x onerror=alert(1)>' }], version }, version))).toEqual(refused);
        expect(refusal(await save({ categories: [{ name: 'NUTRITIE', isCustom: false, subcategories: [{ name: 'Piață', isCustom: true, x: 1 }] }], version }, version))).toEqual(refused);
        await save({ categories: custom(1), version }, version).throwOnError();
        version += 1;
      });

      it('holds at most 20 custom categories and 256 KB', async () => {
        await save({ categories: custom(20), version }, version).throwOnError();
        version += 1;
        expect(refusal(await save({ categories: custom(21), version }, version))).toEqual({ status: 400, code: '23514', hint: 'MAX_CUSTOM_CATEGORIES' });
        // Over 256 KB: checked before anything else in the document.
        const big = { categories: [{ name: 'NUTRITIE', isCustom: false, subcategories: Array.from({ length: 3000 }, (_, i) => ({ name: `${'Ș'.repeat(40)} ${i}`, isCustom: false })) }], version };
        expect(refusal(await save(big, version))).toEqual({ status: 400, code: '23514', hint: 'CATEGORY_DATA_TOO_LARGE' });
      });
    });
  });
}
