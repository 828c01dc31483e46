import { addMonths, differenceInCalendarDays, format, startOfMonth } from 'date-fns';
import { ro } from 'date-fns/locale';
import { expect, test } from '@playwright/test';
import { AppFrame } from '../page-models/app-frame';
import { qaEmail } from '../support/env';
import { signInPage } from '../support/users';

// The app is a closed beta: every page of this suite needs a signed-in user.
test.beforeEach(async ({ page }) => {
  await signInPage(page, qaEmail(3));
});

const monthTitle = (date: Date) => {
  const text = format(date, 'LLLL yyyy', { locale: ro });
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/**
 * The shell, mf-daily and mf-lunar-grid share one instance of shared-domain. The selected date
 * lives in a shared-domain store; we delete its saved copy from localStorage before every
 * move, so the next remote can only see the change through the one instance in memory.
 */
test('the shell and two remotes use one instance of the shared-domain store', async ({ page }) => {
  const frame = new AppFrame(page);
  await frame.open('/daily');
  // Everything but the Supabase session (sb-…-auth-token), so the user stays signed in.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (!key.startsWith('sb-')) localStorage.removeItem(key);
  });
  await page.reload();
  await frame.markDocument();

  const today = new Date();
  const nextMonthStart = startOfMonth(addMonths(today, 1));
  const steps = differenceInCalendarDays(nextMonthStart, today);

  // mf-daily changes the date…
  for (let step = 0; step < steps; step += 1) {
    await page.getByRole('button', { name: 'Ziua următoare' }).click();
  }
  await expect(page.getByTestId('daily-selected-date')).toHaveAttribute('dateTime', format(nextMonthStart, 'yyyy-MM-dd'));

  // …mf-lunar-grid, mounted afterwards, sees it with no saved copy to read from.
  await page.evaluate(() => localStorage.removeItem('global-date-store'));
  await frame.goBySidebar('Grid Lunar');
  await expect(page.getByTestId('grid-selected-month')).toHaveText(monthTitle(nextMonthStart));

  // mf-lunar-grid changes it; mf-daily sees the change.
  await page.getByRole('button', { name: 'Luna următoare' }).click();
  await page.evaluate(() => localStorage.removeItem('global-date-store'));
  await frame.goBySidebar('Situația Zilei');
  await expect(page.getByTestId('daily-selected-date')).toHaveAttribute(
    'dateTime',
    format(addMonths(nextMonthStart, 1), 'yyyy-MM-dd'),
  );

  // And a remote reaches the shell's router through the shared navigation service: the grid's
  // phone notice (shown at 767 px or less) sends the user to Tranzacții.
  await frame.goBySidebar('Grid Lunar');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Mergi la Tranzacții' }).click();
  await expect(page).toHaveURL('/transactions');
  await frame.expectSameDocument();
});

/**
 * Issue 10: only what must be one instance is shared, and shared-domain is shared subpath by
 * subpath. The shell and each remote record the instances as their own code imported them
 * (recordSharedInstances, only when this test asks before the page loads); each one the remote
 * holds must be the shell's very object: the Supabase client, the QueryClient, the stores, React.
 */
type Probed = { __bugetInstances?: Record<string, () => Record<string, unknown>> };

test('a mounted remote holds the very Supabase client, QueryClient and stores of the shell', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as Probed).__bugetInstances = {};
  });
  const frame = new AppFrame(page);
  const compare = (remote: string) =>
    page.evaluate((name) => {
      const probes = (window as unknown as Probed).__bugetInstances ?? {};
      const shell = probes['shell']?.();
      const mounted = probes[name]?.();
      if (!shell || !mounted) return { recorded: Object.keys(probes), keys: [], different: [] };
      const keys = Object.keys(mounted);
      return { recorded: Object.keys(probes), keys, different: keys.filter((key) => mounted[key] !== shell[key]) };
    }, remote);
  const core = ['react', 'supabase', 'queryClient', 'authStore', 'toastStore'];

  await frame.open('/daily');
  await expect(page.locator('[data-remote="mf-daily"]')).toBeVisible();
  const daily = await compare('mf-daily');
  expect(daily.recorded).toEqual(expect.arrayContaining(['shell', 'mf-daily']));
  expect(daily.keys).toEqual(expect.arrayContaining([...core, 'globalDateStore']));
  expect(daily.different).toEqual([]);

  await frame.goBySidebar('Tranzacții');
  await expect(page.locator('[data-remote="mf-transactions"]')).toBeVisible();
  const transactions = await compare('mf-transactions');
  expect(transactions.keys).toEqual(expect.arrayContaining([...core, 'settingsStore']));
  expect(transactions.different).toEqual([]);

  // The app settings (issue 13): the options page writes the store the shell and the others read.
  await frame.goBySidebar('Opțiuni');
  await expect(page.locator('[data-remote="mf-options"]')).toBeVisible();
  const options = await compare('mf-options');
  expect(options.keys).toEqual(expect.arrayContaining([...core, 'settingsStore']));
  expect(options.different).toEqual([]);

  await frame.goBySidebar('Grid Lunar');
  await expect(page.locator('[data-remote="mf-lunar-grid"]')).toBeVisible();
  const grid = await compare('mf-lunar-grid');
  expect(grid.keys).toEqual(expect.arrayContaining([...core, 'globalDateStore', 'layoutStore']));
  expect(grid.different).toEqual([]);
});
