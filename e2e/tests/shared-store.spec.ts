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

  // And the remote reaches the shell's router through the shared navigation service.
  await page.getByRole('button', { name: 'Mergi la Tranzacții' }).click();
  await expect(page).toHaveURL('/transactions');
  await frame.expectSameDocument();
});
