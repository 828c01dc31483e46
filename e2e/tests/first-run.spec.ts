import AxeBuilder from '@axe-core/playwright';
import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DailyPage } from '../page-models/daily-page';
import { displayDate } from '../page-models/date-field';
import { OptionsPage } from '../page-models/options-page';
import { ShellFrame } from '../page-models/shell-frame';
import { approveFreshAddress } from '../support/allowlist';
import { asUser, signInPage } from '../support/users';

/**
 * Issue 22 point 5, as a new user meets it: the accounts of first use hold nothing until the user
 * says what they hold. The first-run card on /daily asks (empty fields, today's date), the header
 * says 'Sold nesetat' meanwhile; answered, the header, its panel's lines and Opțiuni › Conturi
 * show the answered figures, and the quick add spends from the account chosen. Screenshots of the
 * card, the header with its open panel and Conturi at 1440 and 390 px, for review.
 */
const OUT = process.env.SHOTS_DIR ?? '/tmp/shots';
const MONTHS = ['ian.', 'feb.', 'mar.', 'apr.', 'mai', 'iun.', 'iul.', 'aug.', 'sept.', 'oct.', 'nov.', 'dec.'];
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());
/** '2026-11-27' → '27 nov. 2026', as Conturi writes a balance's start. */
const shortDate = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

async function expectAccessible(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${screen}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const [width, height] of [[1440, 900], [390, 844]] as const) {
  test(`first run at ${width}px: the card asks what each account holds, the header waits for it, then every figure is the answer`, async ({ page }) => {
    await mkdir(OUT, { recursive: true });
    await page.setViewportSize({ width, height });
    const address = await approveFreshAddress('prima-rulare');
    const session = await signInPage(page, address.email);
    const db = asUser(session);
    const shell = new ShellFrame(page);
    const daily = new DailyPage(page);
    await daily.goto();

    // The card: every account of first use, nothing filled in for the user, today's date.
    await expect(daily.firstRun).toBeVisible();
    for (const name of ['Bancă', 'Cash', 'Investiții']) await expect(daily.firstRun.getByLabel(name, { exact: true })).toHaveValue('');
    await expect(daily.firstRun.getByLabel('Sold la începutul zilei de')).toHaveValue(displayDate(today()));
    await expect(daily.firstRun).toContainText('Investiții · nu intră în soldul disponibil');
    // The header has no figure built on guesses: 'Sold nesetat', a link to this card.
    await expect(shell.balanceAmount).toHaveText('Sold nesetat');
    await expect(shell.balance.getByRole('link', { name: 'Sold nesetat' })).toHaveAttribute('href', '/daily');
    await expect(shell.balance.getByRole('button', { name: 'Detalii' })).toHaveCount(0);
    if (width > 480) {
      await shell.balanceAmount.hover();
      await expect(page.getByRole('tooltip')).toHaveText('Completează soldurile conturilor pe pagina Situația Zilei');
      await page.mouse.move(0, 0);
    }
    await daily.firstRun.getByLabel('Bancă', { exact: true }).focus();
    await page.screenshot({ path: `${OUT}/first-run-card-${width}.png`, animations: 'disabled' });
    await expectAccessible(page, 'first-run card');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await daily.firstRun.screenshot({ path: `${OUT}/first-run-card-dark-${width}.png`, animations: 'disabled' });
    await expectAccessible(page, 'first-run card, dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // Nothing is saved while a field is wrong: an empty amount, a minus on an account that is not credit.
    await daily.firstRun.getByLabel('Cash', { exact: true }).fill('-5');
    await daily.firstRun.getByRole('button', { name: 'Salvează soldurile' }).click();
    await expect(daily.firstRun.getByText('Scrie soldul contului sau alege „Nu am”.')).toHaveCount(2);
    await expect(daily.firstRun.getByText('Doar un cont de tip Credit poate avea sold negativ')).toBeVisible();
    await daily.firstRun.screenshot({ path: `${OUT}/first-run-card-errors-${width}.png`, animations: 'disabled' });
    await expectAccessible(page, 'first-run card with errors');
    const { data: unset } = await db.from('user_accounts').select('balance_start_date').throwOnError();
    expect(unset.map((a) => a.balance_start_date)).toEqual([null, null, null]);

    // Answered as Romanians write money; 'Nu am' on the investments.
    await daily.answerFirstRun({ Bancă: '1.234,56', Cash: '200' }, ['Investiții']);
    await expect(page.getByText('Soldurile conturilor au fost salvate.')).toBeVisible();
    await expect(daily.firstRun).toBeHidden();
    await expect(shell.balanceAmount).toHaveText('1.435 lei');
    await expect(shell.balanceAmount).toHaveAttribute('data-tone', 'positive');
    await expect(daily.figure('opening')).toHaveText('1.434,56 lei');
    const { data: accounts } = await db.from('user_accounts').select('id, name, initial_balance, balance_start_date').order('display_order').throwOnError();
    expect(accounts.map((a) => [a.name, Number(a.initial_balance), a.balance_start_date])).toEqual([
      ['Bancă', 1234.56, today()],
      ['Cash', 200, today()],
    ]);

    // The quick add spends from the account chosen: Cash moves, Bancă does not.
    await expect(daily.quickAdd.getByLabel('Cont', { exact: true })).toHaveValue(accounts[0]!.id);
    await daily.addUnplanned({ amount: '45,5', account: 'Cash', description: 'covrigi și cafea' });
    await expect(daily.item('covrigi și cafea')).toBeVisible();
    await expect(page.getByText('Adăugat ca neplanificat.')).toBeVisible();
    const { data: spent } = await db.from('transactions').select('account_id').eq('description', 'covrigi și cafea').single().throwOnError();
    expect(spent.account_id).toBe(accounts[1]!.id);
    await expect(shell.balanceAmount).toHaveText('1.389 lei');
    await expect(daily.figure('closing')).toHaveText('1.389,06 lei');
    await daily.quickAdd.screenshot({ path: `${OUT}/first-run-quick-add-${width}.png`, animations: 'disabled' });

    // The panel: each account counted with its own balance, the month's lines, then the total, to the ban.
    await shell.balance.getByRole('button', { name: 'Detalii' }).click();
    await expect(shell.balancePanel.getByTestId('balance-account')).toHaveText(['Bancă1.234,56 lei', 'Cash154,50 lei']);
    await expect(page.getByTestId('balance-income')).toHaveText('Total Venituri (+)0 lei');
    await expect(page.getByTestId('balance-expenses')).toHaveText('Total Cheltuieli (-)45,50 lei');
    await expect(page.getByTestId('balance-savings')).toHaveText('Total Economii (-)0 lei');
    await expect(page.getByTestId('balance-available')).toHaveText('Bani Disponibili1.389,06 lei');
    await expect(shell.balancePanel).toContainText('efectuate, modificate (cu suma reală) și planificate');
    await page.screenshot({ path: `${OUT}/first-run-header-panel-${width}.png`, animations: 'disabled' });
    await shell.balance.getByRole('button', { name: 'Ascunde', exact: true }).click();

    // Opțiuni › Conturi: the same balances, from the day answered; Investiții is gone.
    const options = new OptionsPage(page);
    await options.goto('conturi');
    expect(await options.accountNames()).toEqual(['Bancă', 'Cash']);
    await expect(options.account('Bancă').getByTestId('account-balance')).toHaveText('1.234,56 lei');
    await expect(options.account('Cash').getByTestId('account-balance')).toHaveText('154,50 lei');
    await expect(options.account('Cash').getByTestId('account-balance-start')).toHaveText(shortDate(today()));
    await page.screenshot({ path: `${OUT}/first-run-conturi-${width}.png`, animations: 'disabled', fullPage: true });
    // A new account's dialog asks the day its balance holds on ('Sold la data de', today).
    await options.openNewAccount();
    await expect(options.dialog.getByLabel('Sold la data de')).toHaveValue(displayDate(today()));
    await page.screenshot({ path: `${OUT}/first-run-account-dialog-${width}.png`, animations: 'disabled' });
    await options.dialog.getByRole('button', { name: 'Renunță' }).click();
    await address.revoke();
  });
}
