import { expect, test, type Browser } from '@playwright/test';
import type { Session } from '@supabase/supabase-js';
import { backupFileSchema } from '../../shared-domain/src/profile/backup-schema';
import { AuthPages } from '../page-models/auth-pages';
import { ProfilePage } from '../page-models/profile-page';
import { approveFreshAddress } from '../support/allowlist';
import { E2E } from '../support/env';
import { cutOffRestore } from '../support/restore';
import { asUser, ensureUser, signInPage, TEST_PASSWORD } from '../support/users';

/**
 * Profil (issue 14) against the real local server: the backup's round trip, the account
 * deletion in its three steps, and a password change that asks for the current password (and the
 * e-mailed code for an old session, issue 24) and ends the user's other sessions.
 * Every test has a fresh address of its own (they delete or change what they use).
 */

const isoDaysAgo = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() - days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** A ledger touching every table of the backup: accounts, categories, settings, a series, rows. */
async function seedEverything(session: Session) {
  const db = asUser(session);
  const bank = (await db.from('user_accounts').insert({ name: 'Banca e2e', initial_balance: 1500 }).select('id').single().throwOnError()).data.id;
  await db.from('user_accounts').insert({ name: 'Numerar e2e', account_type: 'CASH', initial_balance: 120, display_order: 2 }).throwOnError();
  await db
    .from('custom_categories')
    .upsert({ category_data: { version: 1, categories: [{ name: 'NUTRITIE', isCustom: false, subcategories: [{ name: 'Piață e2e', isCustom: true }] }] }, version: 1 }, { onConflict: 'user_id' })
    .throwOnError();
  await db.rpc('save_user_settings', { patch: { themeMode: 'light', compactMode: true } }).throwOnError();
  await db
    .from('transactions')
    .insert([
      { type: 'INCOME', amount: 5200, category: 'VENITURI', subcategory: 'Salariu', date: isoDaysAgo(40), description: 'salariu', execution_status: 'COMPLETED', account_id: bank },
      { type: 'EXPENSE', amount: 85.555, category: 'NUTRITIE', subcategory: 'Piață e2e', date: isoDaysAgo(20), description: "ghilimele ' și \"; drop table", execution_status: null },
      { type: 'EXPENSE', amount: 42, actual_amount: 40.5, category: 'TRANSPORT', date: isoDaysAgo(5), execution_status: 'MODIFIED' },
    ])
    .throwOnError();
  const template = (await db.from('transactions').insert({ type: 'EXPENSE', amount: 1800, category: 'LOCUINTA', date: isoDaysAgo(60), recurring: true, frequency: 'MONTHLY', description: 'chirie' }).select('id').single().throwOnError()).data.id;
  const rule = (await db.from('recurring_rules').insert({ transaction_id: template, amount: 1800, frequency: 'MONTHLY', start_date: isoDaysAgo(60) }).select('id').single().throwOnError()).data.id;
  await db.from('transactions').update({ recurring_rule_id: rule }).eq('id', template).throwOnError();
}

/** The file's content without the moment it was written. */
const contentOf = (text: string) => {
  const { exportedAt: _at, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return rest;
};

test('export, delete all data, restore, export again: the same content', async ({ page }) => {
  const address = await approveFreshAddress('profil-backup');
  try {
    const session = await signInPage(page, address.email);
    await seedEverything(session);
    const profile = new ProfilePage(page);
    await profile.goto();
    await expect(profile.email).toHaveText(address.email);
    await expect(profile.userId).toHaveText(session.user.id);
    await expect(page.getByTestId('profile-member-since')).toContainText(String(new Date().getFullYear()));

    const first = await profile.exportBackup();
    // The file the export writes is a backup the restore's own schema accepts.
    const parsed = backupFileSchema.parse(JSON.parse(first));
    expect(parsed.tables.transactions.rows).toHaveLength(4);
    expect(parsed.tables.recurring_rules.rows).toHaveLength(1);
    expect(parsed.tables.user_settings.rows[0]?.settings).toMatchObject({ compactMode: true });

    await asUser(session).rpc('delete_user_data').throwOnError();
    await profile.goto();
    await profile.pickBackup('copie.json', first);
    await expect(profile.preview()).toBeVisible();
    await expect(page.getByTestId('restore-count-transactions')).toHaveText('4');
    await expect(page.getByTestId('restore-count-user_accounts')).toHaveText(String(parsed.tables.user_accounts.rows.length));
    await expect(page.getByTestId('restore-date-range')).toContainText('Tranzacții din');
    await profile.restore('replace');
    await expect(page.getByText('Datele au fost restaurate din copia de rezervă.').first()).toBeVisible();

    const second = await profile.exportBackup();
    expect(contentOf(second)).toEqual(contentOf(first));
  } finally {
    await address.revoke();
  }
});

test('a file that is not a good backup is refused in Romanian and changes nothing', async ({ page }) => {
  const address = await approveFreshAddress('profil-refuz');
  try {
    const session = await signInPage(page, address.email);
    await seedEverything(session);
    const profile = new ProfilePage(page);
    await profile.goto();
    const good = await profile.exportBackup();
    const before = contentOf(good);

    await profile.pickBackup('taiat.json', good.slice(0, good.length / 2));
    await expect(page.getByRole('alert').filter({ hasText: 'nu este un JSON valid' })).toBeVisible();
    const doc = JSON.parse(good) as { schemaVersion: number; tables: { transactions: { rows: unknown[][] } } };
    await profile.pickBackup('viitor.json', JSON.stringify({ ...doc, schemaVersion: 99 }));
    await expect(page.getByRole('alert').filter({ hasText: 'versiunea 99' })).toBeVisible();
    const wrongType = structuredClone(doc);
    const firstRow = wrongType.tables.transactions.rows[0];
    if (firstRow) firstRow[3] = 'o mie';
    await profile.pickBackup('gresit.json', JSON.stringify(wrongType));
    await expect(page.getByRole('alert').filter({ hasText: 'Tranzacții, rândul 1, câmpul amount' })).toBeVisible();
    await expect(profile.preview()).toHaveCount(0);

    // Another user's row ids: the server refuses the whole file.
    const other = await approveFreshAddress('profil-altul');
    try {
      const otherSession = await ensureUser(other.email);
      const foreign = (await asUser(otherSession).from('transactions').insert({ type: 'EXPENSE', amount: 1, category: 'NUTRITIE', date: isoDaysAgo(1) }).select('id').single().throwOnError()).data.id;
      const stolen = structuredClone(doc);
      const row = stolen.tables.transactions.rows[0];
      if (row) row[0] = foreign;
      await profile.pickBackup('furat.json', JSON.stringify(stolen));
      await profile.restore('add_missing');
      await expect(page.getByRole('alert').filter({ hasText: 'identificatori care aparțin altui cont' }).first()).toBeVisible();
      expect((await asUser(otherSession).from('transactions').select('amount').eq('id', foreign).single().throwOnError()).data.amount).toBe(1);
    } finally {
      await other.revoke();
    }
    expect(contentOf(await profile.exportBackup())).toEqual(before);
  } finally {
    await address.revoke();
  }
});

test('a restore cut off after its first call: other writes are refused in Romanian, and the profile offers to finish it', async ({ page }) => {
  const address = await approveFreshAddress('profil-intrerupt');
  try {
    const session = await signInPage(page, address.email);
    const db = asUser(session);
    await cutOffRestore(session);

    // A write elsewhere meanwhile: refused, and the toast says why and where to go.
    await page.goto('/options/categorii');
    await page.getByRole('button', { name: 'Adaugă categorie', exact: true }).click();
    await page.getByRole('dialog').getByLabel('Numele categoriei').fill('Vacanțe');
    await page.getByRole('dialog').getByRole('button', { name: 'Adaugă', exact: true }).click();
    await expect(page.getByText('Se restaurează datele tale dintr-o copie de rezervă').first()).toBeVisible();

    const profile = new ProfilePage(page);
    await profile.goto();
    const underWay = page.getByRole('alert').filter({ hasText: 'nu s-a terminat' });
    await expect(underWay).toBeVisible();
    await underWay.getByRole('button', { name: 'Continuă restaurarea' }).click();
    await expect(page.getByText('Datele au fost restaurate din copia de rezervă.').first()).toBeVisible();
    await expect(underWay).toHaveCount(0);
    const { count } = await db.from('transactions').select('id', { count: 'exact', head: true }).throwOnError();
    expect(count).toBe(6000);
    expect((await db.rpc('restore_status').throwOnError()).data).toBeNull();
  } finally {
    await address.revoke();
  }
});

test('deleting the account: three steps, the backup offered, then /login and the old password refused', async ({ page }) => {
  const address = await approveFreshAddress('profil-sterge');
  try {
    const session = await signInPage(page, address.email);
    await seedEverything(session);
    const profile = new ProfilePage(page);
    await profile.goto();

    // The word must be ȘTERGE: anything else keeps the last step closed.
    await page.getByRole('button', { name: 'Șterge contul' }).click();
    await profile.dialog.getByRole('button', { name: 'Continuă' }).click();
    await profile.dialog.getByLabel('Scrie ȘTERGE').fill('STERGE');
    await expect(profile.dialog.getByRole('button', { name: 'Continuă' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(profile.dialog).toHaveCount(0);

    await profile.startDeletion();
    const backup = await profile.downloadBackupBeforeDeleting();
    expect(backupFileSchema.parse(JSON.parse(backup)).tables.transactions.rows).toHaveLength(4);
    await profile.confirmDeletion();
    await expect(page).toHaveURL(/\/login$/);

    await new AuthPages(page).login(address.email, TEST_PASSWORD);
    await expect(page.getByText('Date de autentificare incorecte.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  } finally {
    await address.revoke();
  }
});

async function signedInContext(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInPage(page, email);
  return { context, page };
}

test('a password change asks for the current password and signs the other browser out; the weak-password text comes from the server', async ({ browser }) => {
  const address = await approveFreshAddress('profil-parola');
  try {
    await ensureUser(address.email);
    const mine = await signedInContext(browser, address.email);
    const other = await signedInContext(browser, address.email);
    await other.page.goto('/daily');
    await expect(other.page.locator('[data-remote]').first()).toBeVisible();

    const profile = new ProfilePage(mine.page);
    await profile.goto();
    const current = profile.passwordField('Parola actuală');
    // Nothing but the new password: the form asks for the current one first (issue 24 point 4).
    await profile.changePassword('Noua#Parola1', { confirmation: 'Alta#Parola1' });
    await expect(current).toBeFocused();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription('Introdu parola actuală.');
    await expect(profile.passwordField('Confirmă parola nouă')).toHaveAccessibleDescription('Parolele nu se potrivesc!');
    // Long enough for the form, too weak for the server's policy.
    await profile.changePassword('parolaslaba', { current: TEST_PASSWORD });
    await expect(profile.passwordField('Parola nouă')).toBeFocused();
    await expect(profile.passwordField('Parola nouă')).toHaveAccessibleDescription(/Parola este prea slabă\. Folosește cel puțin 8 caractere, o literă mică, o literă mare, o cifră și un simbol/);
    // Whoever holds the session but not the password is refused by the server.
    await profile.changePassword('Noua#Parola2027', { current: 'Ghicit#Parola1' });
    await expect(current).toBeFocused();
    await expect(current).toHaveAccessibleDescription('Parola actuală nu este corectă.');
    await profile.changePassword('Noua#Parola2027', { current: TEST_PASSWORD });
    await expect(mine.page.getByText('Parola a fost schimbată. Celelalte sesiuni au fost închise.').first()).toBeVisible();
    await expect(current).toHaveValue('');

    // The other browser's session is gone: its next call to the auth server signs it out.
    await other.page.goto('/profile');
    await expect(other.page.getByText('Trebuie să fii autentificat pentru a accesa această pagină.')).toBeVisible();
    await expect(other.page.getByTestId('profile-email')).toHaveCount(0);
    // This browser stays signed in.
    await mine.page.reload();
    await expect(profile.email).toHaveText(address.email);
    await mine.context.close();
    await other.context.close();
  } finally {
    await address.revoke();
  }
});

test('a session older than a day: the code e-mailed by the server is asked for and sent with the change', async ({ page }) => {
  const address = await approveFreshAddress('profil-cod');
  try {
    await signInPage(page, address.email);
    const profile = new ProfilePage(page);
    await profile.goto();
    // A browser session cannot be made a day old here: the first change is answered as GoTrue
    // answers one from such a session (secure_password_change); everything else is the real server.
    const sent: Record<string, unknown>[] = [];
    let answered = false;
    await page.route('**/auth/v1/user', async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      sent.push(route.request().postDataJSON() as Record<string, unknown>);
      if (answered) return route.fallback();
      answered = true;
      return route.fulfill({
        status: 400,
        headers: {
          'content-type': 'application/json',
          'access-control-allow-origin': E2E.appUrl,
          'access-control-expose-headers': 'x-supabase-api-version, x-sb-error-code',
          'x-supabase-api-version': '2024-01-01',
          'x-sb-error-code': 'reauthentication_needed',
        },
        body: JSON.stringify({ code: 'reauthentication_needed', message: 'Password update requires reauthentication' }),
      });
    });
    await profile.changePassword('Noua#Parola2027', { current: TEST_PASSWORD });
    await expect(page.getByRole('status').filter({ hasText: `l-am trimis la ${address.email}` })).toBeVisible();
    await expect(profile.passwordField('Codul din e-mail')).toBeFocused();
    const mails = (await (await fetch(`${E2E.supabaseUrl}/outbox.json?email=${encodeURIComponent(address.email)}`)).json()) as { type: string; text: string }[];
    const code = /\b(\d{6})\b/.exec(mails.find((m) => m.type === 'reauthentication')?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await profile.enterCode(code);
    await expect(page.getByText('Parola a fost schimbată. Celelalte sesiuni au fost închise.').first()).toBeVisible();
    expect(sent.at(-1)).toMatchObject({ password: 'Noua#Parola2027', current_password: TEST_PASSWORD, nonce: code });
    await expect(profile.passwordField('Codul din e-mail')).toHaveCount(0);
  } finally {
    await address.revoke();
  }
});
