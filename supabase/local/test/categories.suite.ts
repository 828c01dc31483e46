/**
 * The category document's writes (issue 11 point 6, spec point 4): an optimistic save must be
 * based on the stored version (a stale one is a 409 and changes nothing), and custom categories
 * are renamed or deleted together with the transactions filed under them, in one call, only by
 * their owner. A second user calls the API directly with their own token.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../../shared-domain/src/data/database.types';
import type { Client, Harness } from './support/harness';
import { registerApproved, type User } from './support/users';

type Outcome = { status: number; error: { code: string; hint: string | null } | null };
const refusal = (r: Outcome) => ({ status: r.status, code: r.error?.code, hint: r.error?.hint ?? null });

const custom = (...names: string[]) => names.map((name) => ({ name, isCustom: true }));
const doc = (version: number, categories: Json[]) => ({ categories, version });

async function stored(client: Client): Promise<{ version: number; category_data: Json } | null> {
  const { data } = await client.from('custom_categories').select('version,category_data').maybeSingle().throwOnError();
  return data;
}

/** What the app sends: the whole document with the version it read + 1. */
const save = (client: Client, version: number, categories: Json[]) =>
  client.from('custom_categories').upsert({ category_data: doc(version, categories), version }, { onConflict: 'user_id' });

async function categoriesOf(client: Client, ids: string[]): Promise<Array<[string, string | null]>> {
  const { data } = await client.from('transactions').select('id,category,subcategory').in('id', ids).throwOnError();
  return ids.map((id) => {
    const row = data.find((r) => r.id === id);
    return [row?.category ?? '(lipsă)', row?.subcategory ?? null];
  });
}

/** POST /rest/v1/rpc/<fn> with this bearer token (the anon key unless given): status and error body. */
async function callRpc(harness: Harness, fn: string, args: Record<string, unknown>, token = harness.server.anonKey) {
  const response = await fetch(`${harness.server.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey: harness.server.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(args),
  });
  const body = (await response.json()) as { code?: string; hint?: string | null; message?: string };
  return { fn, status: response.status, code: body.code, hint: body.hint ?? null, message: body.message };
}

export function categoriesSuite(h: () => Harness): void {
  describe('category document writes (version check, rename_category, delete_category)', () => {
    let owner: User;
    let other: User;

    beforeAll(async () => {
      owner = await registerApproved(h(), 'categorii-a@test.buget.ro');
      other = await registerApproved(h(), 'categorii-b@test.buget.ro');
    });

    it('a save based on an old version is refused with 409 and changes nothing; the next version is stored', async () => {
      const first = [{ name: 'NUTRITIE', isCustom: false, subcategories: custom('Piață') }];
      expect((await save(owner.client, 1, first)).error).toBeNull();
      const second = [{ name: 'NUTRITIE', isCustom: false, subcategories: custom('Piață', 'Brutărie') }];
      expect((await save(owner.client, 2, second)).error).toBeNull();

      // Another tab read version 1 and saves its version 2: refused, version 2 stays as it was.
      const stale = await save(owner.client, 2, [{ name: 'NUTRITIE', isCustom: false, subcategories: custom('Altceva') }]);
      expect(refusal(stale)).toEqual({ status: 409, code: 'PT409', hint: 'STALE_CATEGORY_VERSION' });
      // Skipping a version, going back, or changing the document without a version are refused too.
      expect(refusal(await save(owner.client, 4, second))).toMatchObject({ status: 409, hint: 'STALE_CATEGORY_VERSION' });
      expect(refusal(await save(owner.client, 1, second))).toMatchObject({ status: 409, hint: 'STALE_CATEGORY_VERSION' });
      const unversioned = await owner.client.from('custom_categories').upsert({ category_data: doc(3, first) }, { onConflict: 'user_id' });
      expect(refusal(unversioned)).toMatchObject({ status: 409, hint: 'STALE_CATEGORY_VERSION' });
      expect(await stored(owner.client)).toEqual({ version: 2, category_data: doc(2, second) });

      // The subcategory functions move the version on by one, so a save must follow them.
      expect((await owner.client.rpc('rename_subcategory', { category: 'NUTRITIE', old_name: 'Brutărie', new_name: 'Patiserie' })).error).toBeNull();
      expect(refusal(await save(owner.client, 3, second))).toMatchObject({ status: 409, hint: 'STALE_CATEGORY_VERSION' });
      expect((await stored(owner.client))?.version).toBe(3);
      expect((await save(owner.client, 4, first)).error).toBeNull();
      expect((await stored(owner.client))?.version).toBe(4);

      // A bad document keeps its own refusal: the checks on the row run first.
      expect(refusal(await save(owner.client, 5, [{ name: 'NUTRITIE', isCustom: false, subcategories: custom('Piață', ' piață') }]))).toEqual({ status: 409, code: '23505', hint: 'DUPLICATE_SUBCATEGORY' });
    });

    it('renames a custom category in the document and in every transaction of its owner, at once', async () => {
      const version = (await stored(owner.client))?.version ?? 0;
      const categories = [
        { name: 'NUTRITIE', isCustom: false, subcategories: custom('Piață') },
        { name: 'Animale', isCustom: true, subcategories: custom('Hrană', 'Veterinar') },
        { name: 'Grădină', isCustom: true, subcategories: [] },
      ];
      await save(owner.client, version + 1, categories).throwOnError();
      const { data: mine } = await owner.client
        .from('transactions')
        .insert([
          { type: 'EXPENSE', amount: 40, date: '2026-03-02', category: 'Animale', subcategory: 'Hrană' },
          { type: 'EXPENSE', amount: 150, date: '2026-03-09', category: 'Animale', subcategory: null },
          { type: 'EXPENSE', amount: 12, date: '2026-03-09', category: 'NUTRITIE', subcategory: 'Piață' },
        ])
        .select('id')
        .throwOnError();
      const ids = mine.map((r) => r.id);
      // The other user's rows of the same name are theirs: untouched.
      const { data: theirs } = await other.client.from('transactions').insert({ type: 'EXPENSE', amount: 7, date: '2026-03-02', category: 'Animale', subcategory: 'Hrană' }).select('id').single().throwOnError();

      const renamed = await owner.client.rpc('rename_category', { old_name: 'Animale', new_name: '  Animale de companie ' });
      expect(renamed).toMatchObject({ error: null, data: 2 });
      expect(await categoriesOf(owner.client, ids)).toEqual([['Animale de companie', 'Hrană'], ['Animale de companie', null], ['NUTRITIE', 'Piață']]);
      expect(await categoriesOf(other.client, [theirs.id])).toEqual([['Animale', 'Hrană']]);
      expect(await stored(owner.client)).toEqual({
        version: version + 2,
        category_data: doc(version + 2, [categories[0] as Json, { name: 'Animale de companie', isCustom: true, subcategories: custom('Hrană', 'Veterinar') }, categories[2] as Json]),
      });

      const refusals = {
        duplicate: { status: 409, code: '23505', hint: 'DUPLICATE_CATEGORY' },
        predefined: { status: 400, code: '23514', hint: 'PREDEFINED_CATEGORY' },
        missing: { status: 404, code: 'PT404', hint: 'CATEGORY_NOT_FOUND' },
        invalid: { status: 400, code: '22023', hint: 'INVALID_CATEGORY_DATA' },
      };
      expect(refusal(await owner.client.rpc('rename_category', { old_name: 'Animale de companie', new_name: ' grădină' }))).toEqual(refusals.duplicate);
      expect(refusal(await owner.client.rpc('rename_category', { old_name: 'Grădină', new_name: 'nutritie' }))).toEqual(refusals.duplicate);
      expect(refusal(await owner.client.rpc('rename_category', { old_name: 'NUTRITIE', new_name: 'Mâncare' }))).toEqual(refusals.predefined);
      expect(refusal(await owner.client.rpc('rename_category', { old_name: 'Nu există', new_name: 'Ceva' }))).toEqual(refusals.missing);
      expect(refusal(await owner.client.rpc('rename_category', { old_name: 'Grădină', new_name: '   ' }))).toEqual(refusals.invalid);
      expect(refusal(await owner.client.rpc('rename_category', { old_name: 'Grădină', new_name: 'x'.repeat(101) }))).toEqual(refusals.invalid);
      // A second user cannot reach the owner's category: for them it does not exist.
      expect(refusal(await other.client.rpc('rename_category', { old_name: 'Animale de companie', new_name: 'Furat' }))).toEqual(refusals.missing);
      expect(refusal(await other.client.rpc('delete_category', { category: 'Animale de companie', target_category: 'NUTRITIE' }))).toEqual(refusals.missing);
      expect(await categoriesOf(owner.client, ids)).toEqual([['Animale de companie', 'Hrană'], ['Animale de companie', null], ['NUTRITIE', 'Piață']]);
      expect((await stored(owner.client))?.version).toBe(version + 2);
    });

    it('deletes an empty custom category; one still in use only by moving its transactions to another category', async () => {
      const before = await stored(owner.client);
      const ids = (await owner.client.from('transactions').select('id').eq('category', 'Animale de companie').order('amount').throwOnError()).data.map((r) => r.id);
      expect(ids).toHaveLength(2);

      const inUse = await owner.client.rpc('delete_category', { category: 'Animale de companie' });
      expect(refusal(inUse)).toEqual({ status: 409, code: 'PT409', hint: 'CATEGORY_IN_USE' });
      expect(refusal(await owner.client.rpc('delete_category', { category: 'Animale de companie', target_category: 'Nu există' }))).toEqual({ status: 400, code: '22023', hint: 'INVALID_CATEGORY_DATA' });
      expect(refusal(await owner.client.rpc('delete_category', { category: 'Animale de companie', target_category: 'Animale de companie' }))).toEqual({ status: 400, code: '22023', hint: 'INVALID_CATEGORY_DATA' });
      expect(refusal(await owner.client.rpc('delete_category', { category: 'TRANSPORT' }))).toEqual({ status: 400, code: '23514', hint: 'PREDEFINED_CATEGORY' });
      expect(await stored(owner.client)).toEqual(before);

      const moved = await owner.client.rpc('delete_category', { category: 'Animale de companie', target_category: 'Grădină' });
      expect(moved).toMatchObject({ error: null, data: 2 });
      expect(await categoriesOf(owner.client, ids)).toEqual([['Grădină', null], ['Grădină', null]]);
      expect((await owner.client.rpc('delete_category', { category: 'Grădină', target_category: 'NUTRITIE' })).data).toBe(2);
      expect(await categoriesOf(owner.client, ids)).toEqual([['NUTRITIE', null], ['NUTRITIE', null]]);

      const version = (before?.version ?? 0) + 2;
      await save(owner.client, version + 1, [{ name: 'NUTRITIE', isCustom: false, subcategories: custom('Piață') }, { name: 'Goală', isCustom: true, subcategories: [] }]).throwOnError();
      expect((await owner.client.rpc('delete_category', { category: 'Goală' })).data).toBe(0);
      expect(await stored(owner.client)).toEqual({ version: version + 2, category_data: doc(version + 2, [{ name: 'NUTRITIE', isCustom: false, subcategories: custom('Piață') }]) });
    });
  });
  describe('one refusal per rule: a signed-in caller, a category name (private.require_user, private.require_category_name)', () => {
    let owner: User;

    beforeAll(async () => {
      owner = await registerApproved(h(), 'categorii-reguli@test.buget.ro');
    });

    // Every RPC that needs a user, with arguments that would otherwise be accepted or refused later.
    const needsUser = (): Array<[string, Record<string, unknown>]> => [
      ['rename_category', { old_name: 'Animale', new_name: 'Alte animale' }],
      ['delete_category', { category: 'Animale' }],
      ['rename_subcategory', { category: 'NUTRITIE', old_name: 'Piață', new_name: 'Târg' }],
      ['migrate_subcategory', { category: 'NUTRITIE', subcategory: 'Piață', target_subcategory: 'Târg' }],
      ['delete_subcategory', { category: 'NUTRITIE', subcategory: 'Piață' }],
      ['reorder_accounts', { account_ids: [] }],
      ['delete_user_data', {}],
      ['apply_restore', { upload_id: randomUUID(), mode: 'replace' }],
    ];

    it('every RPC that needs a user refuses a request naming none alike: 403 42501 for the service role key, 401 for anon', async () => {
      for (const [fn, args] of needsUser()) {
        expect(await callRpc(h(), fn, args, h().server.serviceRoleKey)).toEqual({ fn, status: 403, code: '42501', hint: null, message: 'must be authenticated' });
        expect(await callRpc(h(), fn, args)).toMatchObject({ fn, status: 401, code: '42501' });
      }
    });

    it('every name a category RPC is given follows one rule (1 to 100 characters once trimmed) and one refusal: 400 22023 INVALID_CATEGORY_DATA', async () => {
      const invalid = { status: 400, code: '22023', hint: 'INVALID_CATEGORY_DATA' };
      for (const bad of ['   ', 'x'.repeat(101), null]) {
        const calls: Array<[string, Record<string, unknown>]> = [
          ['rename_category', { old_name: bad, new_name: 'Animale' }],
          ['rename_category', { old_name: 'Animale', new_name: bad }],
          ['delete_category', { category: bad }],
          ['rename_subcategory', { category: bad, old_name: 'Piață', new_name: 'Târg' }],
          ['rename_subcategory', { category: 'NUTRITIE', old_name: bad, new_name: 'Târg' }],
          ['rename_subcategory', { category: 'NUTRITIE', old_name: 'Piață', new_name: bad }],
          ['migrate_subcategory', { category: bad, subcategory: 'Piață', target_subcategory: 'Târg' }],
          ['migrate_subcategory', { category: 'NUTRITIE', subcategory: bad, target_subcategory: 'Târg' }],
          ['migrate_subcategory', { category: 'NUTRITIE', subcategory: 'Piață', target_subcategory: bad }],
          ['delete_subcategory', { category: bad, subcategory: 'Piață' }],
          ['delete_subcategory', { category: 'NUTRITIE', subcategory: bad }],
        ];
        for (const [fn, args] of calls) {
          expect(await callRpc(h(), fn, args, owner.accessToken), `${fn} ${JSON.stringify(args)}`).toMatchObject({ fn, ...invalid });
        }
      }
      // A target equal to what is moved away is a bad argument too, refused alike.
      expect(await callRpc(h(), 'delete_category', { category: 'Animale', target_category: 'Animale' }, owner.accessToken)).toMatchObject(invalid);
      expect(await callRpc(h(), 'migrate_subcategory', { category: 'NUTRITIE', subcategory: 'Piață', target_subcategory: 'Piață' }, owner.accessToken)).toMatchObject(invalid);
      // The document the app saves follows the same rule (its refusal is the row check's 23514).
      const tooLong = await save(owner.client, 1, [{ name: 'NUTRITIE', isCustom: false, subcategories: custom('x'.repeat(101)) }]);
      expect(refusal(tooLong)).toEqual({ status: 400, code: '23514', hint: 'INVALID_CATEGORY_DATA' });
      const longest = await save(owner.client, 1, [{ name: 'NUTRITIE', isCustom: false, subcategories: custom(` ${'x'.repeat(100)} `) }]);
      expect(longest.error).toBeNull();
      expect(await callRpc(h(), 'rename_subcategory', { category: 'NUTRITIE', old_name: ` ${'x'.repeat(100)} `, new_name: ` ${'y'.repeat(100)} ` }, owner.accessToken)).toMatchObject({ status: 200 });
      expect(await stored(owner.client)).toEqual({ version: 2, category_data: doc(2, [{ name: 'NUTRITIE', isCustom: false, subcategories: custom('y'.repeat(100)) }]) });
    });
  });
}
