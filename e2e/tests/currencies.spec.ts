import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { formatWholeMoney } from '../../shared-domain/src/rules/format/money';
import { OptionsPage } from '../page-models/options-page';
import { ShellFrame } from '../page-models/shell-frame';
import { TransactionsPage } from '../page-models/transactions-page';
import { E2E, qaEmail } from '../support/env';
import { asUser, signInPage } from '../support/users';

// Issue 26 points 1 and 2 on the real server: a EUR account's 100 € expense moves the header in
// lei at the BNR rate, the panel shows the account in euros and in lei with the rate's day, and a
// RON → EUR transfer records what reached the EUR account. The harness fetches no BNR rates
// (BNR_RATES_URL=off): they are written here as the service role. qa-80 belongs to this file.
// Screenshots of the accounts and the panel at 390 and 1440 px only when SCREENSHOTS_DIR is set.

const DIR = process.env.SCREENSHOTS_DIR;
const RATE = 5.1;
const bucharestDay = (daysAgo: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - daysAgo);
  return date.toISOString().slice(0, 10);
};
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

test('a EUR account: its expense moves the header in lei at the BNR rate, the panel shows both, a RON → EUR transfer keeps the amount received', async ({ page }) => {
  if (DIR) mkdirSync(DIR, { recursive: true });
  const session = await signInPage(page, qaEmail(80));
  const db = asUser(session);
  // BNR's rates as the service role writes them (an upsert: a reused server may hold them).
  const rates = await fetch(`${E2E.supabaseUrl}/rest/v1/exchange_rates`, {
    method: 'POST',
    headers: { apikey: E2E.serviceRoleKey, Authorization: `Bearer ${E2E.serviceRoleKey}`, 'Content-Type': 'application/json', Prefer: 'resolution=merge-duplicates,return=minimal' },
    body: JSON.stringify([
      { currency: 'EUR', date: bucharestDay(7), rate: 4.9 },
      { currency: 'EUR', date: bucharestDay(0), rate: RATE },
    ]),
  });
  expect(rates.status).toBeLessThan(300);
  // A known ledger, whatever an earlier run left: the first use's accounts (made by the app once
  // the user has none), Bancă 1.000 lei and Revolut 200 € from ten days ago.
  const options = new OptionsPage(page);
  await db.from('transactions').delete().neq('id', '00000000-0000-0000-0000-000000000000').throwOnError();
  await db.from('user_accounts').delete().eq('name', 'Revolut').throwOnError();
  await options.goto('conturi');
  await expect(options.account('Bancă')).toBeVisible();
  await db.from('user_accounts').update({ initial_balance: 1000, balance_start_date: bucharestDay(10) }).eq('name', 'Bancă').throwOnError();
  await db.from('user_accounts').update({ balance_start_date: bucharestDay(10) }).neq('name', 'Bancă').throwOnError();
  const { data: revolut } = await db
    .from('user_accounts')
    .insert({ name: 'Revolut', account_type: 'CHECKING', currency: 'EUR', initial_balance: 200, display_order: 9, balance_start_date: bucharestDay(10) })
    .select('id')
    .single()
    .throwOnError();
  const available = async () => Number(((await db.rpc('get_available_balance', {}).throwOnError()).data as { available_balance: number }[])[0]?.available_balance);
  const before = await available();
  await db.from('transactions').insert({ type: 'EXPENSE', amount: 100, date: bucharestDay(1), category: 'NUTRITIE', description: 'Lidl Viena', execution_status: 'COMPLETED', account_id: revolut.id }).throwOnError();
  // The 100 € are worth 100 × today's rate in lei: the figure moves by that much.
  const after = await available();
  expect(after).toBeCloseTo(before - 100 * RATE, 2);

  const header = new ShellFrame(page);
  for (const width of DIR ? [390, 1440] : [1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await options.goto('conturi');
    await expect(options.account('Revolut').getByTestId('account-balance')).toHaveText('100 €');
    await expect(header.balanceAmount).toContainText(formatWholeMoney(after));
    if (DIR) await page.screenshot({ path: path.join(DIR, `currencies-accounts-${width}.png`), fullPage: true });
    await header.balance.getByRole('button', { name: 'Detalii' }).click();
    const row = header.balancePanel.getByTestId('balance-account').filter({ hasText: 'Revolut' });
    await expect(row).toHaveText(`Revolut100 €510 lei · curs BNR din ${ddmmyyyy(bucharestDay(0))}`);
    if (DIR) await page.screenshot({ path: path.join(DIR, `currencies-panel-${width}.png`) });
    await header.balance.getByRole('button', { name: 'Ascunde', exact: true }).click();
  }

  // RON → EUR: 500 lei left Bancă, the bank credited 97,50 € (not BNR's 98,04).
  const tx = new TransactionsPage(page);
  await tx.goto();
  await tx.openNew();
  await tx.fill({ type: 'TRANSFER', account: 'Bancă', toAccount: 'Revolut (EUR)', amount: '500', date: bucharestDay(0), description: 'schimb valutar' });
  await tx.submitNew();
  await expect(tx.dialog.getByText('Scrie suma care a ajuns în celălalt cont, în moneda lui.')).toBeVisible();
  await tx.dialog.getByLabel('Suma primită (EUR)').fill('97,50');
  await tx.submitNew();
  await expect(tx.dialog).toBeHidden();
  const { data: transfer } = await db.from('transactions').select('amount, currency, to_amount, to_currency').eq('description', 'schimb valutar').single().throwOnError();
  expect(transfer).toEqual({ amount: 500, currency: 'RON', to_amount: 97.5, to_currency: 'EUR' });
  expect(await available()).toBeCloseTo(after - 500 + 97.5 * RATE, 2);
});
