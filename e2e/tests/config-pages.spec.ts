import { expect, test } from '@playwright/test';
import { AppFrame } from '../page-models/app-frame';
import { pageHeading } from '../page-models/page-content';
import { qaEmail } from '../support/env';
import { signInPage } from '../support/users';

/**
 * Issue 27 point 2: the shell learns its pages from config.json, not from its build. The same
 * shell files, served with a config.json that leaves Rapoarte out, show no such page and send
 * /reports where any unknown path goes; with it in config.json (as npm start serves it), the page
 * is there after a reload.
 */
test('a page comes and goes with config.json, the shell files unchanged', async ({ page }) => {
  await signInPage(page, qaEmail(75));
  let withReports = false;
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { pages: { id: string }[] };
    await route.fulfill({ response, json: { ...config, pages: config.pages.filter((entry) => withReports || entry.id !== 'reports') } });
  });
  const frame = new AppFrame(page);

  await frame.open('/reports');
  await expect(page).toHaveURL('/daily');
  await expect(pageHeading(page, '/daily')).toBeVisible();
  await expect(frame.sidebar.getByRole('link')).toHaveText(['Situația Zilei', 'Tranzacții', 'Grid Lunar', 'Opțiuni', 'Profil']);

  withReports = true;
  await page.reload();
  await expect(frame.sidebar.getByRole('link', { name: 'Rapoarte' })).toBeVisible();
  await frame.goBySidebar('Rapoarte');
  await expect(page).toHaveURL(/\/reports/);
  // The remote's own heading: mf-reports was loaded from the manifest config.json names.
  await expect(page.locator('main#continut').getByRole('heading', { name: 'Rapoarte', exact: true }).first()).toBeVisible();
});
