import { expect, test, type Page } from '@playwright/test';
import { ShellFrame } from '../page-models/shell-frame';
import { approveFreshAddress } from '../support/allowlist';
import { asUser, EARLIEST_BALANCE_START, setStartingBalances, signInPage } from '../support/users';

/**
 * Issue 24 point 5: a sign-out leaves nothing of the user in this browser's localStorage — only
 * what belongs to the device: the theme the screens before sign-in show ('darkMode') and the start
 * hints (whether someone is signed in, where the deployment's files are).
 */
const DEVICE_KEYS = ['buget-start-hints', 'darkMode'];

const storage = (page: Page): Promise<Record<string, string>> =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key) ?? ''])));

test('a sign-out leaves nothing of the user in localStorage, only the theme and the start hints', async ({ page }) => {
  const address = await approveFreshAddress('deconectare');
  const session = await signInPage(page, address.email);
  const db = asUser(session);
  const shell = new ShellFrame(page);
  // Her first visit makes her accounts; then one by a name only she has, and a dark theme.
  await shell.openAt('/daily');
  await setStartingBalances(session);
  const accountName = `Contul ${address.email.slice(0, address.email.indexOf('@'))}`;
  await db.from('user_accounts').insert({ name: accountName, account_type: 'SAVINGS', initial_balance: 4321.77, display_order: 4, balance_start_date: EARLIEST_BALANCE_START }).throwOnError();
  await db.rpc('save_user_settings', { patch: { themeMode: 'dark' } }).throwOnError();

  // She uses the app: three pages (tabs, a trail), the balance hidden.
  await shell.openAt('/transactions');
  await shell.goBySidebar('Opțiuni');
  await shell.goBySidebar('Situația Zilei');
  await shell.balance.getByRole('button', { name: 'Ascunde suma' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // What the issue saw kept: the accounts with names and balances, the settings, tabs, trail, her id.
  await expect
    .poll(async () => Object.keys(await storage(page)))
    .toEqual(expect.arrayContaining(['budget-app-accounts', 'app-settings-storage', 'buget-navigation-state', 'buget-breadcrumb-history', 'accountsMigrated', 'buget-auth', 'buget-balance-hidden']));
  const before = await storage(page);
  expect(before['budget-app-accounts']).toContain(accountName);
  expect(before.accountsMigrated).toContain(session.user.id);

  await shell.signOut();
  // A reload flushes any write still waiting (the tabs' and the trail's are debounced).
  await page.reload();
  await expect(page).toHaveURL('/login');
  const after = await storage(page);
  expect(Object.keys(after).filter((key) => !DEVICE_KEYS.includes(key))).toEqual([]);
  const everything = JSON.stringify(after);
  for (const personal of [accountName, '4321.77', session.user.id, address.email]) expect(everything).not.toContain(personal);
  expect(JSON.parse(after['buget-start-hints'] ?? '{}')).toMatchObject({ signedIn: false });
  // The screens before sign-in keep the theme she had.
  expect(after.darkMode).toBe('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await address.revoke();
});
