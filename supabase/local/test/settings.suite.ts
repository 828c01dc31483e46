/**
 * The app settings on the server (issue 13 point 5): one document per user in
 * public.user_settings, written by save_user_settings(patch) (the changed keys merged in) and by
 * complete_user_settings(defaults) (the first document, or the keys it lacks), read
 * and changed only by its owner, checked by the same rules the client applies
 * (validateSettingsPatch): every value of the client's lists is accepted and one outside each is
 * refused with 400 and the client's code, so the two cannot drift apart unnoticed. A second user
 * calls the API directly with their own token and sees nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTO_SAVE_INTERVAL_MS, CURRENCIES, TOAST_POSITIONS } from '../../../shared-domain/src/constants';
import type { Json } from '../../../shared-domain/src/data/database.types';
import { DATE_FORMAT_OPTIONS, THEME_MODES } from '../../../shared-domain/src/schemas/settings';
import type { Client, Harness } from './support/harness';
import { registerApproved, type User } from './support/users';

type Outcome = { status: number; error: { code: string; hint: string | null; message: string } | null };
const refusal = (r: Outcome) => ({ status: r.status, code: r.error?.code, hint: r.error?.hint ?? null, message: r.error?.message });
const refused = (hint: string) => ({ status: 400, code: '23514', hint, message: `Invalid app settings: ${hint}` });

const save = (client: Client, patch: Json) => client.rpc('save_user_settings', { patch });
const complete = (client: Client, defaults: Json) => client.rpc('complete_user_settings', { defaults });

async function stored(client: Client): Promise<{ settings: Json; version: number } | null> {
  const { data } = await client.from('user_settings').select('settings,version').maybeSingle().throwOnError();
  return data;
}

export function settingsSuite(h: () => Harness): void {
  describe('app settings per user (user_settings, save_user_settings)', () => {
    let owner: User;
    let other: User;
    let newcomer: User;

    beforeAll(async () => {
      owner = await registerApproved(h(), 'setari-a@test.buget.ro');
      other = await registerApproved(h(), 'setari-b@test.buget.ro');
      newcomer = await registerApproved(h(), 'setari-c@test.buget.ro');
    });

    it('creates the document on the first save and merges later changes into it, raising the version', async () => {
      expect(await stored(owner.client)).toBeNull();
      const first = await save(owner.client, { themeMode: 'dark', compactMode: true });
      expect(first.error).toBeNull();
      expect(first.data).toEqual({ themeMode: 'dark', compactMode: true });
      const second = await save(owner.client, { compactMode: false, dateFormat: 'YYYY-MM-DD' });
      expect(second.data).toEqual({ themeMode: 'dark', compactMode: false, dateFormat: 'YYYY-MM-DD' });
      expect(await stored(owner.client)).toEqual({ settings: second.data, version: 2 });
    });

    it('accepts every value of the client lists and bounds', async () => {
      for (const defaultCurrency of CURRENCIES) expect((await save(owner.client, { defaultCurrency })).error).toBeNull();
      for (const dateFormat of DATE_FORMAT_OPTIONS) expect((await save(owner.client, { dateFormat })).error).toBeNull();
      for (const themeMode of THEME_MODES) expect((await save(owner.client, { themeMode })).error).toBeNull();
      for (const toastPosition of TOAST_POSITIONS) expect((await save(owner.client, { toastPosition })).error).toBeNull();
      for (const autoSaveInterval of [AUTO_SAVE_INTERVAL_MS.min, AUTO_SAVE_INTERVAL_MS.max]) {
        expect((await save(owner.client, { autoSaveInterval })).error).toBeNull();
      }
      const switches = ['enableMultiAccount', 'enableNotifications', 'enableMonthlyTransfers', 'compactMode', 'showBalanceInTitle', 'confirmDeleteActions', 'confirmFinalAmount'];
      expect((await save(owner.client, Object.fromEntries(switches.map((key) => [key, true])))).error).toBeNull();
      expect((await save(owner.client, { balanceStartDate: '2024-02-29' })).error).toBeNull();
    });

    it.each([
      ['a currency outside the list', { defaultCurrency: 'BTC' }, 'INVALID_CURRENCY'],
      ['a date format outside the list', { dateFormat: 'DD.MM.YYYY' }, 'INVALID_DATE_FORMAT'],
      ['a theme outside the list', { themeMode: 'neon' }, 'INVALID_THEME'],
      ['a toast position outside the six', { toastPosition: 'middle' }, 'INVALID_TOAST_POSITION'],
      ['an auto-save interval under the minimum', { autoSaveInterval: AUTO_SAVE_INTERVAL_MS.min - 1 }, 'INVALID_AUTO_SAVE_INTERVAL'],
      ['an auto-save interval over the maximum', { autoSaveInterval: AUTO_SAVE_INTERVAL_MS.max + 1 }, 'INVALID_AUTO_SAVE_INTERVAL'],
      ['an auto-save interval as text', { autoSaveInterval: '30000' }, 'INVALID_AUTO_SAVE_INTERVAL'],
      ['a start date of another shape', { balanceStartDate: '01/02/2025' }, 'INVALID_BALANCE_START_DATE'],
      ['a start date that is not a day', { balanceStartDate: '2025-02-30' }, 'INVALID_BALANCE_START_DATE'],
      ['a switch that is not a boolean', { compactMode: 'yes' }, 'INVALID_FIELD_TYPE'],
      ['a key the app does not know', { fontSize: 12 }, 'UNKNOWN_FIELD'],
    ])('refuses %s with 400 and the code, and keeps the document', async (_name, patch, code) => {
      const before = await stored(owner.client);
      expect(refusal(await save(owner.client, patch as Json))).toEqual(refused(code));
      expect(await stored(owner.client)).toEqual(before);
    });

    it('refuses a patch that is not an object, and a direct write of a bad document', async () => {
      expect(refusal(await save(owner.client, ['themeMode']))).toMatchObject({ status: 400, code: '22023', hint: 'INVALID_FIELD_TYPE' });
      const direct = await owner.client.from('user_settings').update({ settings: { themeMode: 'neon' } }).eq('user_id', owner.userId);
      expect(refusal(direct)).toEqual(refused('INVALID_THEME'));
    });

    it('shows a second user nothing of the first, and lets them change none of it', async () => {
      const before = await stored(owner.client);
      expect(await stored(other.client)).toBeNull();
      const { data: all } = await other.client.from('user_settings').select('user_id').throwOnError();
      expect(all).toEqual([]);
      const update = await other.client.from('user_settings').update({ settings: { themeMode: 'light' } }).eq('user_id', owner.userId).select();
      expect(update.data).toEqual([]);
      const insert = await other.client.from('user_settings').insert({ user_id: owner.userId, settings: {} });
      expect(insert.status).toBe(403);
      const remove = await other.client.from('user_settings').delete().eq('user_id', owner.userId).select();
      expect(remove.data).toEqual([]);
      // Their own save makes their own document and touches nothing of the first user's.
      expect((await save(other.client, { themeMode: 'light' })).data).toEqual({ themeMode: 'light' });
      expect(await stored(owner.client)).toEqual(before);
    });

    it('writes a transaction given no currency in its writer\'s default currency, from every path; an explicit one wins', async () => {
      const cur = await registerApproved(h(), 'setari-moneda@test.buget.ro');
      const currencyOf = async (id: string) =>
        (await cur.client.from('transactions').select('currency').eq('id', id).single().throwOnError()).data.currency;
      const insert = async (client: Client, currency?: string) =>
        (await client.from('transactions')
          .insert({ type: 'EXPENSE', amount: 10, category: 'TRANSPORT', date: '2025-03-03', ...(currency ? { currency } : {}) })
          .select('id, currency').single().throwOnError()).data;
      // No document yet: RON, as the spec's default.
      expect((await insert(cur.client)).currency).toBe('RON');
      await save(cur.client, { defaultCurrency: 'EUR' }).throwOnError();
      // A row written directly (the grid), an explicit currency (the form), the daily page's
      // unplanned item and a recurring series with its occurrences.
      expect((await insert(cur.client)).currency).toBe('EUR');
      expect((await insert(cur.client, 'USD')).currency).toBe('USD');
      const { data: unplanned } = await cur.client.rpc('add_unplanned_transaction', { day: '2025-03-04', type: 'EXPENSE', amount: 5, category: 'NUTRITIE' }).throwOnError();
      expect(await currencyOf(unplanned as string)).toBe('EUR');
      await cur.client
        .rpc('create_recurring_series', { type: 'EXPENSE', amount: 700, category: 'LOCUINTA', date: '2025-01-31', frequency: 'MONTHLY', end_type: 'AFTER_OCCURRENCES', occurrences: 3, lookahead_days: 0, today: new Date().toISOString().slice(0, 10) } as never)
        .throwOnError();
      const { data: series } = await cur.client.from('transactions').select('currency').eq('category', 'LOCUINTA').throwOnError();
      expect(series.map((r) => r.currency)).toEqual(['EUR', 'EUR', 'EUR']);
      // Another user's setting is not theirs: the second user (themeMode only) writes RON.
      expect((await insert(other.client)).currency).toBe('RON');
    });

    it('complete_user_settings writes the first document, then adds only the keys it lacks: stored values win', async () => {
      const first = { themeMode: 'light', compactMode: false, balanceStartDate: '2026-11-01' };
      expect((await complete(newcomer.client, first)).data).toEqual(first);
      expect(await stored(newcomer.client)).toEqual({ settings: first, version: 1 });
      const more = await complete(newcomer.client, { themeMode: 'dark', dateFormat: 'YYYY-MM-DD' });
      expect(more.data).toEqual({ ...first, dateFormat: 'YYYY-MM-DD' });
      expect(await stored(newcomer.client)).toEqual({ settings: more.data, version: 2 });
      // Nothing lacking: the document and its version stay.
      expect((await complete(newcomer.client, { themeMode: 'system', compactMode: true })).data).toEqual(more.data);
      expect((await stored(newcomer.client))?.version).toBe(2);
    });

    it('a save that lands before the first document leaves, after complete_user_settings, one document with every key', async () => {
      await newcomer.client.from('user_settings').delete().eq('user_id', newcomer.userId).throwOnError();
      expect((await save(newcomer.client, { themeMode: 'dark' })).data).toEqual({ themeMode: 'dark' });
      const whole = { themeMode: 'system', balanceStartDate: '2026-10-05', dateFormat: 'DD/MM/YYYY' };
      expect((await complete(newcomer.client, whole)).data).toEqual({ ...whole, themeMode: 'dark' });
    });

    it('complete_user_settings refuses a bad value with 400 and its code, and keeps the document', async () => {
      const before = await stored(newcomer.client);
      expect(refusal(await complete(newcomer.client, { fontSize: 12 }))).toEqual(refused('UNKNOWN_FIELD'));
      expect(refusal(await complete(newcomer.client, { balanceStartDate: '2026-02-30' }))).toEqual(refused('INVALID_BALANCE_START_DATE'));
      expect(refusal(await complete(newcomer.client, ['themeMode']))).toMatchObject({ status: 400, code: '22023', hint: 'INVALID_FIELD_TYPE' });
      expect(await stored(newcomer.client)).toEqual(before);
    });

    it("complete_user_settings of a second user writes only their own document", async () => {
      const before = await stored(newcomer.client);
      const theirs = await stored(other.client);
      const result = await complete(other.client, { enableNotifications: false });
      expect(result.data).toEqual({ enableNotifications: false, ...(theirs?.settings as Record<string, Json>) });
      expect(await stored(newcomer.client)).toEqual(before);
    });

    it('refuses a visitor without a session', async () => {
      const anon = h().client();
      const result = await anon.rpc('save_user_settings', { patch: { themeMode: 'dark' } });
      expect(result.status).toBe(401);
      expect((await anon.rpc('complete_user_settings', { defaults: { themeMode: 'dark' } })).status).toBe(401);
      const { data } = await anon.from('user_settings').select('user_id');
      expect(data ?? []).toEqual([]);
      // The transactions' currency default reads the settings: a visitor's insert is still refused.
      const insert = await anon.from('transactions').insert({ type: 'EXPENSE', amount: 1, category: 'TRANSPORT', date: '2025-03-03' });
      expect(insert.status).toBe(401);
    });
  });
}
