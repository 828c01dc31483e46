import { expect, test } from '@playwright/test';
import { DailyPage } from '../page-models/daily-page';
import { GridPage } from '../page-models/grid-page';
import { ShellFrame } from '../page-models/shell-frame';
import { TransactionsPage } from '../page-models/transactions-page';
import { approveFreshAddress } from '../support/allowlist';
import { dayAndMonth, todayInBucharest } from '../support/days';
import { asUser, setStartingBalances, signInPage } from '../support/users';

/**
 * Issue 22 point 2: one available balance on every screen. One ledger — starting balances with
 * bani, an income, an expense in cash, a transfer between two counted accounts, a saving into
 * the investment account (not counted), a modified expense — and the header, its panel, the
 * day's closing balance, the grid's Sold and the transactions' running balance must all say the
 * same figure, which the test works out itself.
 */

const today = todayInBucharest;
const said = dayAndMonth;

test('the header, its panel, the day, the grid and the running balance agree to the ban', async ({ page }) => {
  const { email } = await approveFreshAddress('five-screens');
  const session = await signInPage(page, email);
  const daily = new DailyPage(page);
  // The first visit makes the three accounts of first use; then their starting balances.
  await daily.goto();
  await setStartingBalances(session, { Bancă: 2450.75, Cash: 180, Investiții: 5000 }, today());
  const db = asUser(session);
  const { data: accounts } = await db.from('user_accounts').select('id, name').throwOnError();
  const id = (name: string) => accounts.find((a) => a.name === name)?.id;
  const day = today();
  await db
    .from('transactions')
    .insert([
      { type: 'INCOME', amount: 5000, category: 'VENITURI', subcategory: 'Salariu', date: day, execution_status: 'COMPLETED', account_id: id('Bancă'), description: 'salariu' },
      { type: 'EXPENSE', amount: 89.99, category: 'NUTRITIE', subcategory: 'Cumpărături alimentare', date: day, execution_status: 'COMPLETED', account_id: id('Cash'), description: 'piață' },
      { type: 'TRANSFER', amount: 300, category: 'TRANSFER', date: day, execution_status: 'COMPLETED', account_id: id('Bancă'), to_account_id: id('Cash'), description: 'bancomat' },
      { type: 'SAVING', amount: 1000, category: 'ECONOMII', subcategory: 'Fond general', date: day, execution_status: 'COMPLETED', account_id: id('Bancă'), to_account_id: id('Investiții'), description: 'economii' },
      { type: 'EXPENSE', amount: 65, actual_amount: 70.5, category: 'LOCUINTA', subcategory: 'Internet și TV', date: day, execution_status: 'MODIFIED', account_id: id('Bancă'), description: 'internet' },
    ])
    .throwOnError();
  // Bancă and Cash are counted, Investiții is not: the transfer moves nothing, the saving leaves.
  const expected = 2450.75 + 180 + 5000 - 89.99 - 1000 - 70.5;
  expect(expected).toBeCloseTo(6470.26, 2);
  const withBani = '6.470,26 lei';

  // 1 and 2: the header (whole lei, spec point 2) and its panel (bani).
  const frame = new ShellFrame(page);
  await daily.goto();
  await expect(frame.balanceAmount).toHaveText('6.470 lei');
  await frame.balance.getByRole('button', { name: 'Detalii' }).click();
  await expect(frame.balancePanel.getByTestId('balance-available')).toContainText(withBani);
  await expect(frame.balancePanel.getByTestId('balance-account').filter({ hasText: 'Bancă' })).toContainText('6.080,25 lei');
  await expect(frame.balancePanel.getByTestId('balance-account').filter({ hasText: 'Cash' })).toContainText('390,01 lei');
  await expect(frame.balancePanel.getByTestId('balance-account').filter({ hasText: 'Investiții' })).toHaveCount(0);

  // 3: the day's closing balance.
  await expect(daily.figure('closing')).toHaveText(withBani);
  await expect(daily.figure('opening')).toHaveText('2.630,75 lei');

  // 4: the grid's Sold of today.
  const grid = new GridPage(page);
  await grid.goto();
  await expect(grid.cell(`Sold, ${said(day)}: ${withBani}`)).toBeVisible();

  // 5: the running balance after the last row of the day (newest first: the first row).
  const transactions = new TransactionsPage(page);
  await transactions.goto();
  await expect(transactions.cell(transactions.rows.first(), 'runningBalance')).toHaveText(withBani);
  // The transfer is one row, Bancă → Cash, and the modified expense shows both amounts.
  await expect(transactions.cell('bancomat', 'account')).toHaveText('Bancă → Cash');
  await expect(transactions.cell('internet', 'amount')).toContainText('70,50 lei');
  await expect(transactions.cell('internet', 'amount')).toContainText('65 lei');
});
