import { expect, test } from '@playwright/test';
import { ShellFrame } from '../page-models/shell-frame';
import { qaEmail } from '../support/env';
import { asUser, signInPage } from '../support/users';

/**
 * Spec point 4, balance initialisation: after sign-in, the accounts first (the three defaults of
 * spec point 3 on first use), then 100 ms later the daily balances from the counted accounts.
 */
test('after sign-in: the accounts exist (Bancă, Cash, Investiții), then the daily balances 100 ms later, then the figure', async ({ page }) => {
  const session = await signInPage(page, qaEmail(45));
  // Timed inside the page, where the 100 ms timer runs: when each call starts and when its
  // response arrives (Playwright's own clock adds the test process's lag to both ends).
  await page.addInitScript(() => {
    const log: { what: string; phase: 'start' | 'end'; at: number }[] = [];
    (window as unknown as { __bugetCalls: typeof log }).__bugetCalls = log;
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      const what = url.includes('/rest/v1/user_accounts')
        ? `accounts ${method}`
        : url.includes('/rpc/get_daily_balances')
          ? 'daily'
          : url.includes('/rpc/get_available_balance')
            ? 'available'
            : null;
      if (what) log.push({ what, phase: 'start', at: performance.now() });
      const response = await original(input, init);
      if (what) log.push({ what, phase: 'end', at: performance.now() });
      return response;
    };
  });
  const daily = page.waitForResponse((r) => r.url().includes('/rpc/get_daily_balances'));
  await page.goto('/daily');
  await expect(page.getByText('Inițializare calculatoare balance...')).toBeVisible();
  const dailyResponse = await daily;
  expect(dailyResponse.status()).toBe(200);
  const shell = new ShellFrame(page);
  await expect(shell.sidebar).toBeVisible();
  await expect(shell.balanceAmount).not.toHaveText('Calculez...');

  const calls = await page.evaluate(() => (window as unknown as { __bugetCalls: { what: string; phase: 'start' | 'end'; at: number }[] }).__bugetCalls);
  const order = calls.filter((c) => c.phase === 'start').map((c) => c.what);
  expect(order[0]).toBe('accounts GET');
  expect(order.indexOf('daily')).toBeGreaterThan(order.lastIndexOf('accounts GET'));
  expect(order.indexOf('available')).toBeGreaterThan(order.indexOf('daily'));
  const dailyAt = calls.find((c) => c.what === 'daily' && c.phase === 'start')!.at;
  const accountsDone = calls.filter((c) => c.what.startsWith('accounts') && c.phase === 'end').map((c) => c.at);
  expect(accountsDone.length).toBeGreaterThanOrEqual(1);
  expect(dailyAt - Math.max(...accountsDone)).toBeGreaterThanOrEqual(99);

  // The opening balance counts Bancă and Cash (1000 + 200), not Investiții.
  const rows = (await dailyResponse.json()) as { date: string; balance: number }[];
  expect(rows.length).toBeGreaterThanOrEqual(1);
  const db = asUser(session);
  const { data: accounts } = await db.from('user_accounts').select('name, account_type, initial_balance, included_in_total, is_default').order('display_order').throwOnError();
  expect(accounts.map((a) => [a.name, a.account_type, Number(a.initial_balance), a.included_in_total, a.is_default])).toEqual([
    ['Bancă', 'CHECKING', 1000, true, true],
    ['Cash', 'CASH', 200, true, false],
    ['Investiții', 'INVESTMENT', 0, false, false],
  ]);
  const { count } = await db.from('transactions').select('id', { count: 'exact', head: true }).throwOnError();
  if (!count) expect(rows.map((r) => Number(r.balance))).toEqual([1200]);
});
