import { expect, test, type Locator } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { AutoTransferForm } from '../page-models/auto-transfer-form';
import { DailyPage } from '../page-models/daily-page';
import { OptionsPage } from '../page-models/options-page';
import { qaEmail } from '../support/env';
import { asUser, signInPage } from '../support/users';

// Issue 26 point 5 on the real server: a monthly automatic transfer set in an account's form
// appears on /daily as a planned item of its day. qa-57 belongs to this file. Screenshots at 390
// and 1440 px only when SCREENSHOTS_DIR is set.

const DIR = process.env.SCREENSHOTS_DIR;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());
// Today's day when every month has it, else the 28th of next month.
const DAY = Math.min(Number(today.slice(8)), 28);
const firstDay = (() => {
  if (Number(today.slice(8)) <= 28) return today;
  const next = new Date(`${today.slice(0, 7)}-01T12:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return `${next.toISOString().slice(0, 7)}-28`;
})();

test('Transfer automat lunar: set on an account, its planned item on the daily page', async ({ page }) => {
  const shots = async (name: string, shown: Locator) => {
    if (!DIR) return;
    mkdirSync(DIR, { recursive: true });
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width < 640 ? 844 : 900 });
      await shown.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(DIR, `auto-transfer-${name}-${width}.png`) });
    }
  };
  const session = await signInPage(page, qaEmail(57));
  // Whatever an earlier run left: no rows (a series goes with its first row), so no transfer.
  await asUser(session).from('transactions').delete().neq('id', '00000000-0000-0000-0000-000000000000').throwOnError();
  const options = new OptionsPage(page);
  await options.goto('conturi');
  await expect(options.accounts).toHaveCount(3);

  const form = new AutoTransferForm(page);
  await form.open('Investiții');
  // An amount the rules refuse: the message at its field, nothing saved.
  await form.fill({ from: 'Bancă', amount: '0', day: DAY });
  await form.save();
  await expect(form.group.getByText('Suma trebuie să fie pozitivă')).toBeVisible();
  await form.group.getByLabel('Suma lunară').fill('1.234,56');
  await shots('form', form.group);
  await form.save();
  await expect(form.dialog).toBeHidden();

  const daily = new DailyPage(page);
  await daily.goto(firstDay);
  const item = daily.item('Transfer automat lunar');
  await expect(page.getByRole('heading', { name: /^Transferuri între conturi/ })).toBeVisible();
  await expect(item.getByTestId('daily-item-planned')).toContainText('1.234,56');
  await expect(item.getByTestId('daily-item-status')).toHaveText('În așteptare');
  await shots('daily', item);
});
