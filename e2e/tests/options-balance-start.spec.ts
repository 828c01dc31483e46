import { expect, test } from '@playwright/test';
import { DailyPage } from '../page-models/daily-page';
import { GridPage } from '../page-models/grid-page';
import { SettingsSection } from '../page-models/settings-section';
import { ShellFrame } from '../page-models/shell-frame';
import { approveFreshAddress } from '../support/allowlist';
import { asUser, setStartingBalances, signInPage } from '../support/users';

/**
 * Issue 13 point 4, the balance start date, as a person uses it: a transaction dated before it
 * stays listed but moves no balance, and moving the date in Opțiuni changes the header's figure
 * and the daily page's balances at once. A new user starts with the spec's default, the first
 * day of the current month, stored at the first sign-in.
 */
const OUT = process.env.SHOTS_DIR ?? '/tmp/buget-shots';
const FIELD = 'Data de început a soldului';

/** Today in the browser's time zone (Europe/Bucharest), as YYYY-MM-DD. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());
const iso = (d: Date) => d.toISOString().slice(0, 10);
const MONTHS = ['ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie'];
/** A day as the date fields show and take it in the default dateFormat setting: '01/10/2026'. */
const typed = (date: string) => date.split('-').reverse().join('/');
/** A day as the grid's cells name it: '10 octombrie'. */
const said = (date: string) => `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;

test('the balance start date: an earlier transaction moves no balance; moving the date moves the header, the daily page and the grid', async ({ page }) => {
  const now = today();
  const firstOfMonth = `${now.slice(0, 8)}01`;
  const previous = new Date(Date.UTC(Number(now.slice(0, 4)), Number(now.slice(5, 7)) - 2, 1));
  const firstOfPrevious = iso(previous);
  const earlier = iso(new Date(previous.getTime() + 9 * 86_400_000));
  const dayBefore = iso(new Date(previous.getTime() + 8 * 86_400_000));

  const { email } = await approveFreshAddress('sold-start');
  const session = await signInPage(page, email);
  const db = asUser(session);
  // One account of 1.000 lei (the app then adds none of its defaults), its starting balance said.
  await db.from('user_accounts').insert({ name: 'Bancă', initial_balance: 1000 }).throwOnError();
  await setStartingBalances(session);

  const settings = new SettingsSection(page);
  const shell = new ShellFrame(page);
  const daily = new DailyPage(page);
  const grid = new GridPage(page);
  /** Last month in the grid, opened from this month. */
  const gridLastMonth = async () => {
    await grid.goto();
    await page.getByRole('button', { name: 'Luna anterioară' }).click();
  };
  // First use: the app stores the spec's default start, the first day of this month.
  await settings.open();
  await expect(settings.typedField(FIELD).getByRole('textbox')).toHaveValue(typed(firstOfMonth));
  await expect
    .poll(async () => (await db.from('user_settings').select('settings').maybeSingle().throwOnError()).data?.settings)
    .toMatchObject({ balanceStartDate: firstOfMonth });
  // Then last month's salary is entered: listed, but before the start date it counts for nothing.
  await db
    .from('transactions')
    .insert({ type: 'INCOME', amount: 400, category: 'VENITURI', subcategory: 'Salariu', date: earlier, description: 'salariu vechi', execution_status: 'COMPLETED' })
    .throwOnError();
  await settings.open();
  // The header is the one balance: the account's 1.000 lei, the salary not counted.
  await expect(shell.balanceAmount).toHaveText('1.000 lei');
  await expect(settings.group('Sold')).toContainText('tranzacțiile cu dată anterioară rămân în liste, dar nu schimbă niciun sold');

  // From the first of last month on, it counts: the header follows at once.
  await settings.saveTyped(FIELD, typed(firstOfPrevious));
  await expect(shell.balanceAmount).toHaveText('1.400 lei');
  await daily.goto(earlier);
  await expect(daily.item('salariu vechi')).toBeVisible();
  await expect(daily.figure('opening')).toHaveText('1.000 lei');
  await expect(daily.figure('closing')).toHaveText('1.400 lei');
  await daily.goto(now);
  await expect(daily.figure('opening')).toHaveText('1.400 lei');
  // The grid's Sold line says the same.
  await gridLastMonth();
  await expect(grid.cell(`Sold, ${said(dayBefore)}: 1.000 lei`)).toBeVisible();
  await expect(grid.cell(`Sold, ${said(earlier)}: 1.400 lei`)).toBeVisible();

  // Back to the first of this month: listed still, counted no more, on every page at once.
  await settings.open();
  await settings.saveTyped(FIELD, typed(firstOfMonth));
  await expect(shell.balanceAmount).toHaveText('1.000 lei');
  await daily.goto(earlier);
  await expect(daily.item('salariu vechi')).toBeVisible();
  await expect(daily.figure('closing')).toHaveText('1.000 lei');
  await daily.goto(now);
  await expect(daily.figure('opening')).toHaveText('1.000 lei');
  await expect(shell.balanceAmount).toHaveText('1.000 lei');
  await gridLastMonth();
  await expect(grid.cell(`Sold, ${said(earlier)}: 1.000 lei`)).toBeVisible();

  // The field with its hint, at 1440 and 390 px, for review.
  await settings.open();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await settings.group('Sold').scrollIntoViewIfNeeded();
    await settings.group('Sold').screenshot({ path: `${OUT}/options-balance-start-${width}.png` });
  }
});
