import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Session } from '@supabase/supabase-js';
import { SettingsSection } from '../page-models/settings-section';
import { ShellFrame } from '../page-models/shell-frame';
import { TransactionsPage } from '../page-models/transactions-page';
import { createDefaultAppSettings } from '../../shared-domain/src/settings/settings';
import { approveFreshAddress } from '../support/allowlist';
import { qaEmail } from '../support/env';
import { asUser, setStartingBalances, signInPage } from '../support/users';

// Issue 13 points 4-6: every app setting applied live, kept per user on the server (a second
// browser gets them), invalid stored settings reset with the message, bad input refused at the
// field, a failed save rolled back; dark mode on every page (screenshots for review).
const OUT = process.env.SHOTS_DIR ?? '/tmp/buget-shots';
const RESET_MESSAGE = 'Setările salvate nu erau valide și au fost readuse la valorile implicite.';
const SAVE_FAILED = 'Setarea nu a fost salvată pe server. Am revenit la valoarea anterioară.';

/** A user with no settings saved on the server yet, and one completed expense on 5 Nov 2026. */
async function freshUser(page: Page, n: number): Promise<Session> {
  const session = await signInPage(page, qaEmail(n));
  const db = asUser(session);
  await db.from('user_settings').delete().eq('user_id', session.user.id).throwOnError();
  await db.from('transactions').delete().eq('user_id', session.user.id).throwOnError();
  await db
    .from('transactions')
    .insert({ type: 'EXPENSE', amount: 250, category: 'NUTRITIE', date: '2026-11-05', description: 'piața e2e', execution_status: 'COMPLETED' })
    .throwOnError();
  return session;
}

const serverSettings = async (session: Session) =>
  (await asUser(session).from('user_settings').select('settings').single().throwOnError()).data.settings as Record<string, unknown>;

test('each setting is applied live across the shell and the remotes, and kept on the server', async ({ page }) => {
  const session = await freshUser(page, 57);
  const settings = new SettingsSection(page);
  const shell = new ShellFrame(page);
  const tx = new TransactionsPage(page);
  await settings.open();
  // The starting balances answered: the header shows a figure (read below, in the tab's title).
  await setStartingBalances(session);
  await settings.open();

  // Theme: light, dark, and the device's preference, followed as it changes.
  await settings.chooseTheme('Întunecată');
  await expect(settings.html).toHaveAttribute('data-theme', 'dark');
  await settings.chooseTheme('Luminoasă');
  await expect(settings.html).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await settings.chooseTheme('Ca sistemul');
  await expect(settings.html).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(settings.html).toHaveAttribute('data-theme', 'light');

  // Compact mode and the toast position (six places).
  await settings.toggle('Mod compact');
  await expect(settings.html).toHaveAttribute('data-density', 'compact');
  await settings.choose('Poziția notificărilor', 'bottom-left');
  await expect(settings.toastHost).toHaveAttribute('data-position', 'bottom-left');

  // The available balance in the tab's title, as the header's widget shows it.
  await settings.toggle('Arată soldul disponibil în titlul filei');
  const amount = (await shell.balanceAmount.textContent())?.trim() ?? '';
  expect(amount).toMatch(/lei$/);
  await expect(page).toHaveTitle(`${amount} · Opțiuni · Buget`);
  // The header's eye hides it in the title too, and shows it again.
  await shell.balance.getByRole('button', { name: 'Ascunde suma' }).click();
  await expect(shell.balanceAmount).toHaveText('••••••');
  await expect(page).toHaveTitle('•••••• · Opțiuni · Buget');
  await shell.balance.getByRole('button', { name: 'Arată suma' }).click();
  await expect(page).toHaveTitle(`${amount} · Opțiuni · Buget`);

  // Date format and default currency, read by the transactions remote.
  await settings.choose('Formatul datei', 'YYYY-MM-DD');
  await settings.choose('Moneda implicită', 'EUR');
  await settings.toggle('Cere confirmare înainte de ștergere');
  await settings.toggle('Întreabă în Grid Lunar dacă suma introdusă este finală');
  await settings.type('Data de început a soldului', '2026-11-01');
  await expect(settings.typedField('Data de început a soldului').getByRole('textbox')).toHaveValue('2026-11-01');

  await shell.sidebar.getByRole('link', { name: 'Tranzacții' }).click();
  await expect(tx.row('piața e2e')).toContainText('2026-11-05');
  await expect(page).toHaveTitle(`${amount} · Tranzacții · Buget`);
  await expect(tx.rows.first()).toHaveCSS('height', '32px');
  // The running balance is in the default currency (issue 26 point 1); a new row is in its
  // account's currency, the default account's RON.
  await expect(tx.row('piața e2e')).toContainText('€');
  await page.getByRole('button', { name: 'Adaugă tranzacție' }).first().click();
  await expect(tx.dialog.getByLabel('Sumă (RON)')).toBeVisible();
  await page.keyboard.press('Escape');
  // confirmDeleteActions off: the row goes at once, with the undo toast.
  await tx.row('piața e2e').getByRole('button', { name: /^Șterge/ }).click();
  await expect(page.getByText('Tranzacția a fost ștearsă.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await settings.open();
  await settings.choose('Formatul datei', 'MM/DD/YYYY');
  // The balance start date follows the chosen format too (issue 28 point 12).
  await expect(settings.typedField('Data de început a soldului').getByRole('textbox')).toHaveValue('11/01/2026');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Nicio tranzacție încă' }).or(tx.rows.first())).toBeVisible();

  expect(await serverSettings(session)).toMatchObject({
    themeMode: 'system',
    compactMode: true,
    toastPosition: 'bottom-left',
    showBalanceInTitle: true,
    dateFormat: 'MM/DD/YYYY',
    defaultCurrency: 'EUR',
    confirmDeleteActions: false,
    confirmFinalAmount: false,
    balanceStartDate: '2026-11-01',
  });
});

test('a setting saved before the first document is written is kept, and the document gets every other setting, the balance start date the page shows among them', async ({ page }) => {
  const address = await approveFreshAddress('setari-prima');
  try {
    const session = await signInPage(page, address.email);
    await asUser(session)
      .from('transactions')
      .insert({ type: 'EXPENSE', amount: 40, category: 'NUTRITIE', date: '2026-03-10', execution_status: 'COMPLETED' })
      .throwOnError();
    // The first document's write is held until the person's first save has landed.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/v1/rpc/complete_user_settings', async (route) => {
      await held;
      await route.continue();
    });
    const settings = new SettingsSection(page);
    await settings.open();
    expect((await settings.chooseTheme('Întunecată')).ok()).toBe(true);
    release();

    const every = Object.keys(createDefaultAppSettings('2026-11-23')).sort();
    await expect.poll(async () => Object.keys(await serverSettings(session)).sort()).toEqual(every);
    expect(await serverSettings(session)).toMatchObject({ themeMode: 'dark', balanceStartDate: '2026-03-10' });
    await expect(settings.html).toHaveAttribute('data-theme', 'dark');
    await expect(settings.typedField('Data de început a soldului').getByRole('textbox')).toHaveValue('10/03/2026');
  } finally {
    await address.revoke();
  }
});

async function signedInContext(browser: Browser, n: number) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInPage(page, qaEmail(n));
  return { context, page, settings: new SettingsSection(page) };
}

test('settings follow the person: a second browser signed in as the same user gets them', async ({ browser, page }) => {
  await freshUser(page, 58);
  const first = new SettingsSection(page);
  await first.open();
  await first.chooseTheme('Întunecată');
  await first.toggle('Mod compact');
  await first.choose('Formatul datei', 'YYYY-MM-DD');

  const second = await signedInContext(browser, 58);
  await second.page.goto('/daily');
  await expect(second.settings.html).toHaveAttribute('data-theme', 'dark');
  await expect(second.settings.html).toHaveAttribute('data-density', 'compact');
  await second.settings.open();
  await expect(second.settings.root.getByRole('radio', { name: 'Întunecată' })).toBeChecked();
  await expect(second.settings.choice('Formatul datei')).toHaveValue('YYYY-MM-DD');
  // A change there reaches the first browser on its next load.
  await second.settings.choose('Poziția notificărilor', 'top-center');
  await second.context.close();

  await page.reload();
  await expect(first.choice('Poziția notificărilor')).toHaveValue('top-center');
  await expect(first.toastHost).toHaveAttribute('data-position', 'top-center');
  await expect(first.html).toHaveAttribute('data-theme', 'dark');
});

test('invalid stored settings reset to the defaults with the message', async ({ page }) => {
  await freshUser(page, 59);
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-bad-settings')) return;
    sessionStorage.setItem('e2e-bad-settings', '1');
    localStorage.setItem('app-settings-storage', JSON.stringify({ state: { themeMode: 'neon', compactMode: true }, version: 0 }));
  });
  const settings = new SettingsSection(page);
  await settings.open();
  await expect(page.getByTestId('toast').filter({ hasText: RESET_MESSAGE })).toBeVisible();
  await expect(settings.root.getByRole('radio', { name: 'Ca sistemul' })).toBeChecked();
  await expect(settings.switchOf('Mod compact')).not.toBeChecked();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('app-settings-storage') ?? 'null') as { state: Record<string, unknown> });
  expect(stored.state).toMatchObject({ themeMode: 'system', compactMode: false });
});

test('bad input is refused at the field and saves nothing; a failed save rolls back and says so', async ({ page }) => {
  const session = await freshUser(page, 55);
  const settings = new SettingsSection(page);
  // A first sign-in without a document on the server writes this browser's settings as the first one.
  const uploaded = page.waitForResponse((r) => r.url().includes('/rest/v1/rpc/complete_user_settings'));
  await settings.open();
  await uploaded;
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('save_user_settings')) saves.push(r.postData() ?? '');
  });

  await settings.type('Salvare automată la fiecare (secunde)', '2');
  await expect(settings.fieldError('Salvare automată la fiecare (secunde)')).toHaveText(
    'Intervalul de salvare automată trebuie să fie un număr între 5 și 300 de secunde.',
  );
  // The start date is typed as the date format setting says (zz/ll/aaaa by default), not as stored.
  await settings.type('Data de început a soldului', '30/02/2026');
  await expect(settings.fieldError('Data de început a soldului')).toHaveText('Data nu există sau nu este scrisă ca zz/ll/aaaa.');
  await settings.type('Data de început a soldului', '2026-11-01');
  await expect(settings.fieldError('Data de început a soldului')).toHaveText('Data nu există sau nu este scrisă ca zz/ll/aaaa.');
  expect(saves).toEqual([]);

  // The server refuses the save: the switch and the page go back, and a toast says why.
  await page.route('**/rest/v1/rpc/save_user_settings', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"unavailable"}' }));
  await settings.switchOf('Mod compact').click();
  await expect(page.getByTestId('toast').filter({ hasText: SAVE_FAILED })).toBeVisible();
  await expect(settings.switchOf('Mod compact')).not.toBeChecked();
  await expect(settings.html).toHaveAttribute('data-density', 'comfortable');
  await page.unroute('**/rest/v1/rpc/save_user_settings');
  expect((await serverSettings(session)).compactMode).not.toBe(true);
});

const PAGES = [
  ['daily', '/daily', '[data-remote]'],
  ['transactions', '/transactions', '[data-remote]'],
  ['lunar-grid', '/lunar-grid', '[data-remote]'],
  ['options', '/options/setari', '[data-testid="settings-section"]'],
  ['profile', '/profile', '[data-remote]'],
  ['performance', '/performance-test', '.shell-perf'],
] as const;

// One user per width: both run at once, and each ends by saving the light theme.
for (const [width, height, user] of [[1440, 900, 56], [390, 844, 60]] as const) {
  test(`dark mode on every page at ${width}px (screenshots)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.screenshot({ path: `${OUT}/dark-${path.slice(1)}-${width}.png`, fullPage: true });
    }
    const session = await signInPage(page, qaEmail(user));
    await asUser(session).rpc('save_user_settings', { patch: { themeMode: 'dark', compactMode: false } }).throwOnError();
    for (const [name, path, ready] of PAGES) {
      await page.goto(path);
      await expect(page.locator(ready).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      // Shot once nothing on the page is loading any more (a busy region or a spinner).
      await expect(page.locator('[aria-busy="true"], .bg-spinner')).toHaveCount(0);
      await page.screenshot({ path: `${OUT}/dark-${name}-${width}.png`, fullPage: true });
    }
    await page.goto('/transactions');
    await page.getByRole('button', { name: 'Adaugă tranzacție' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: `${OUT}/dark-transaction-form-${width}.png` });

    // The settings section in the light theme too.
    await asUser(session).rpc('save_user_settings', { patch: { themeMode: 'light' } }).throwOnError();
    await page.goto('/options/setari');
    await expect(page.getByTestId('settings-section')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.screenshot({ path: `${OUT}/light-options-${width}.png`, fullPage: true });
  });
}
