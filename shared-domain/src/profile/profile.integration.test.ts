/**
 * The profile's data operations against the real local Supabase server: the streamed backup
 * export reads back through the restore's own schema, a restore replaces or adds all or nothing,
 * the server's password policy and the account deletion.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ERROR_MESSAGES } from '@buget/shared-domain/rules';
import { getPasswordPolicy, signInWithEmail, signUpWithEmail, weakPasswordMessage } from '@buget/shared-domain/auth';
import { configureSupabase, getSupabase } from '@buget/shared-domain/data';
import { INTEGRATION_EMAILS } from '../testing/local-supabase.global';
import { deleteAccount, fetchProfileUser } from './account';
import { changePassword } from './password-change';
import { runBackupExport } from './export-backup';
import { PROFILE_MESSAGES } from './messages';
import { readBackupFile, restoreBackup, RestoreError } from './restore-backup';

const EMAIL = INTEGRATION_EMAILS.find((e) => e.startsWith('integrare-profil')) as string;
const PASSWORD = 'Integrare#2026';

beforeAll(async () => {
  const { url, anonKey } = inject('supabase');
  configureSupabase({ supabaseUrl: url, supabaseAnonKey: anonKey });
  await signUpWithEmail(EMAIL, PASSWORD);
  expect((await signInWithEmail(EMAIL, PASSWORD)).error).toBeNull();
  const db = getSupabase();
  const bank = (await db.from('user_accounts').insert({ name: 'Bancă' }).select('id').single().throwOnError()).data.id;
  await db.rpc('save_user_settings', { patch: { themeMode: 'dark' } }).throwOnError();
  await db
    .from('transactions')
    .insert(Array.from({ length: 5 }, (_, i) => ({ type: 'EXPENSE', amount: 10 + i, category: 'NUTRITIE', date: `2026-0${1 + i}-15`, account_id: bank, description: `rând ${i}` })))
    .throwOnError();
});

const exportNow = async () => {
  const progress: number[] = [];
  const { blob, counts } = await runBackupExport({ signal: new AbortController().signal, onProgress: (p) => progress.push(p), pageSize: 2 });
  return { text: await blob.text(), counts, progress };
};
const contentOf = (text: string) => {
  const { exportedAt: _at, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return rest;
};

describe('profile data operations', () => {
  it('shows the auth user from the server', async () => {
    const user = await fetchProfileUser();
    expect(user.email).toBe(EMAIL);
    expect(Date.parse(user.createdAt)).toBeGreaterThan(0);
    expect(user.lastSignInAt).not.toBeNull();
    expect(user.hasPassword).toBe(true);
  });

  it('exports page by page, and the file reads back through the restore schema', async () => {
    const { text, counts, progress } = await exportNow();
    expect(counts).toEqual({ user_accounts: 1, custom_categories: 0, user_settings: 1, recurring_rules: 0, transactions: 5 });
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress.length).toBeGreaterThan(4);
    const read = await readBackupFile(new Blob([text]));
    expect(read.ok && read.preview).toMatchObject({ counts, firstDate: '2026-01-15', lastDate: '2026-05-15', email: EMAIL });
  });

  it('restores after everything was deleted (replace), and adds nothing twice (add_missing)', async () => {
    const before = await exportNow();
    const read = await readBackupFile(new Blob([before.text]));
    if (!read.ok) throw new Error(read.message);
    await getSupabase().rpc('delete_user_data').throwOnError();
    expect((await exportNow()).counts.transactions).toBe(0);
    expect(await restoreBackup(read.backup, 'replace')).toEqual(before.counts);
    expect(contentOf((await exportNow()).text)).toEqual(contentOf(before.text));
    expect(await restoreBackup(read.backup, 'add_missing')).toEqual({ user_accounts: 0, custom_categories: 0, user_settings: 0, recurring_rules: 0, transactions: 0 });
  });

  it('a refused restore changes nothing and says why in Romanian', async () => {
    const before = await exportNow();
    const read = await readBackupFile(new Blob([before.text]));
    if (!read.ok) throw new Error(read.message);
    const last = read.backup.tables.transactions.rows.at(-1);
    if (last) last.amount = 2_000_000;
    await expect(restoreBackup(read.backup, 'replace')).rejects.toThrow(new RestoreError('Tranzacții: serverul a refuzat o valoare din fișier. Nu s-a schimbat nimic.'));
    expect(contentOf((await exportNow()).text)).toEqual(contentOf(before.text));
    expect((await getSupabase().from('restore_parts').select('part')).data).toEqual([]);
  });

  it('a restore refused after its first call is undone by the server: the progress says so, the data is as it was', async () => {
    const before = await exportNow();
    const read = await readBackupFile(new Blob([before.text]));
    if (!read.ok) throw new Error(read.message);
    const rows = read.backup.tables.transactions.rows;
    const model = rows[0];
    if (!model) throw new Error('no row');
    // 6,000 rows more than a call writes; the last one refused.
    for (let i = 0; i < 6000; i++) rows.push({ ...model, id: crypto.randomUUID(), amount: i === 5999 ? 2_000_000 : 1 + i });
    const progress: { percent: number; undoing: boolean }[] = [];
    await expect(restoreBackup(read.backup, 'replace', (percent, undoing) => progress.push({ percent, undoing }))).rejects.toThrow(
      new RestoreError('Tranzacții: serverul a refuzat o valoare din fișier. Nu s-a schimbat nimic.'),
    );
    expect(progress.some((p) => !p.undoing && p.percent > 30)).toBe(true);
    expect(progress.at(-1)?.undoing).toBe(true);
    expect(contentOf((await exportNow()).text)).toEqual(contentOf(before.text));
    expect((await getSupabase().from('restore_parts').select('part')).data).toEqual([]);
    expect((await getSupabase().rpc('restore_status').throwOnError()).data).toBeNull();
  });

  it('the server holds the policy and asks for the current password; then the account is deleted for good', async () => {
    expect(await changePassword({ password: 'parolaslaba', currentPassword: PASSWORD, code: '' })).toMatchObject({ field: 'password', message: weakPasswordMessage(getPasswordPolicy()) });
    expect(await changePassword({ password: 'Noua#Parola2027', currentPassword: '', code: '' })).toMatchObject({ field: 'current', message: PROFILE_MESSAGES.currentPasswordMissing });
    expect(await changePassword({ password: 'Noua#Parola2027', currentPassword: 'Ghicit#Parola1', code: '' })).toMatchObject({ field: 'current', message: PROFILE_MESSAGES.currentPasswordWrong });
    expect(await changePassword({ password: 'Noua#Parola2027', currentPassword: PASSWORD, code: '' })).toEqual({ kind: 'changed' });
    await deleteAccount();
    await getSupabase().auth.signOut({ scope: 'local' });
    expect((await signInWithEmail(EMAIL, 'Noua#Parola2027')).error).toBe(ERROR_MESSAGES.EROARE_AUTENTIFICARE);
  });
});
