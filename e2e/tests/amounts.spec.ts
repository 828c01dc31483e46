import { expect, test } from '@playwright/test';
import { DailyPage } from '../page-models/daily-page';
import { GridPage } from '../page-models/grid-page';
import { TransactionsPage } from '../page-models/transactions-page';
import { approveFreshAddress } from '../support/allowlist';
import { dayAndMonth, todayInBucharest } from '../support/days';
import { asUser, setStartingBalances, signInPage } from '../support/users';

/**
 * Issue 22 points 6 and 7: amounts typed as Romanians write them, in the transaction form, the
 * daily quick add and a grid cell, each field saying how it read the text before it is saved;
 * bani shown wherever an amount is listed.
 */

const today = todayInBucharest;
const said = dayAndMonth;

test('"1.234,56", "1 234,5" and "12,5 lei" are read as Romanians mean them, shown before saving, and stored to the ban', async ({ page }) => {
  const { email } = await approveFreshAddress('amounts');
  const session = await signInPage(page, email);
  const daily = new DailyPage(page);
  await daily.goto();
  await setStartingBalances(session, {}, today());
  const db = asUser(session);

  // The transaction form: the reading under the field, then the row with its bani.
  const transactions = new TransactionsPage(page);
  await transactions.goto();
  await transactions.openNew();
  await transactions.fill({ amount: '1.234,56', category: 'NUTRITIE', description: 'cumpărături mari' });
  await expect(transactions.dialog.getByText('Citit: 1.234,56 lei')).toBeVisible();
  await transactions.submitNew();
  await expect(transactions.dialog).toBeHidden();
  await expect(transactions.cell('cumpărături mari', 'amount')).toContainText('1.234,56 lei');
  // A thousands dot alone is a thousands separator; a text the parser cannot read keeps its message.
  await transactions.openNew();
  await transactions.fill({ amount: '1.23.4', category: 'NUTRITIE' });
  await transactions.submitNew();
  await expect(transactions.dialog.getByText('Citit:')).toHaveCount(0);
  await expect(transactions.dialog.getByText('Suma trebuie să fie un număr valid')).toBeVisible();
  await transactions.dialog.getByRole('button', { name: 'Renunță' }).click();

  // The daily quick add.
  await daily.goto();
  await daily.addUnplanned({ amount: '12,5 lei', description: 'covrigi' });
  await expect(daily.item('covrigi')).toContainText('12,50 lei');

  // A grid cell.
  const grid = new GridPage(page);
  await grid.goto();
  const name = `Nutriție › Restaurante, ${said(today())}`;
  await grid.cell(name).click();
  await page.keyboard.press('F2');
  const input = grid.editor(name);
  await expect(input).toBeFocused();
  await input.fill('1 234,5');
  await expect(page.getByText('Citit: 1.234,50 lei')).toBeVisible();
  await input.press('Enter');
  await grid.answerFinal(true);
  await expect(grid.cell(`${name}: 1.234,50 lei`)).toBeVisible();

  // Stored exactly as read.
  const { data } = await db.from('transactions').select('amount, description').order('amount').throwOnError();
  expect(data.map((r) => Number(r.amount))).toEqual([12.5, 1234.5, 1234.56]);
});
