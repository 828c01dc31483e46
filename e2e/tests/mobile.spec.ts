import { expect, test } from '@playwright/test';
import { AppFrame } from '../page-models/app-frame';
import { pageHeading } from '../page-models/page-content';
import { qaEmail } from '../support/env';
import { signInPage } from '../support/users';

// The app is a closed beta: every page of this suite needs a signed-in user.
test.beforeEach(async ({ page }) => {
  await signInPage(page, qaEmail(2));
});

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test.describe('at 390 px', () => {
  test('a bottom tab bar replaces the sidebar, without Grid Lunar', async ({ page }) => {
    const frame = new AppFrame(page);
    await frame.open('/daily');
    await expect(frame.bottomBar).toBeVisible();
    await expect(frame.sidebar).toBeHidden();
    const tabs = frame.bottomBar.getByRole('link');
    await expect(tabs).toHaveText(['Situația Zilei', 'Tranzacții', 'Rapoarte', 'Opțiuni', 'Profil']);
    await expect(frame.bottomBar.getByRole('link', { name: 'Grid Lunar' })).toHaveCount(0);
    await frame.bottomBar.getByRole('link', { name: 'Tranzacții' }).click();
    await expect(page).toHaveURL('/transactions');
    await expect(pageHeading(page, '/transactions')).toBeVisible();
    // Issue 28 point 11: no band of tabs and trail above the page: its heading starts just under
    // the header; the open tabs and the trail are in the menu's drawer, and lead from there.
    const headerBottom = await frame.header.evaluate((header) => header.getBoundingClientRect().bottom);
    const headingTop = await pageHeading(page, '/transactions').evaluate((heading) => heading.getBoundingClientRect().top);
    expect(headingTop - headerBottom, 'room between the header and the page heading').toBeLessThanOrEqual(32);
    await frame.openDrawer();
    const openTabs = frame.drawer.getByRole('navigation', { name: 'File deschise' });
    await expect(openTabs.getByRole('button', { name: 'Tranzacții', exact: true })).toHaveAttribute('aria-current', 'page');
    await frame.drawer.getByRole('navigation', { name: 'Istoric navigare' }).getByRole('link', { name: 'Situația Zilei' }).click();
    await expect(page).toHaveURL(/\/daily/);
    await expect(frame.drawer).toBeHidden();
  });

  test('the menu opens over a dimmed overlay and closes with its button or the overlay', async ({ page }) => {
    const frame = new AppFrame(page);
    await frame.open('/daily');
    await frame.openDrawer();
    await expect(frame.drawer).toBeVisible();
    await expect(page.getByTestId('drawer-overlay')).toHaveCSS('background-color', /rgba?\(/);
    await frame.drawer.getByRole('button', { name: 'Închide meniul' }).click();
    await expect(frame.drawer).toBeHidden();
    await frame.openDrawer();
    await page.getByTestId('drawer-overlay').click({ position: { x: 370, y: 400 } });
    await expect(frame.drawer).toBeHidden();
    await frame.openDrawer();
    await frame.drawer.getByRole('link', { name: 'Profil' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(frame.drawer).toBeHidden();
  });

  test('no page scrolls sideways at 375 or 390 px', async ({ page }) => {
    const frame = new AppFrame(page);
    for (const width of [390, 375]) {
      await page.setViewportSize({ width, height: 844 });
      for (const [path, heading] of [
        ['/daily', '/daily'],
        ['/transactions', '/transactions'],
        ['/options/categorii', '/options'],
        ['/options/conturi', '/options'],
        ['/options/setari', '/options'],
        ['/profile', '/profile'],
      ] as const) {
        await frame.open(path);
        await expect(pageHeading(page, heading)).toBeVisible();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${width} px is ${overflow} px wider than the screen`).toBeLessThanOrEqual(0);
      }
    }
  });

  test('the grid tells phone users it is a desktop feature and points to Tranzacții', async ({ page }) => {
    await page.goto('/lunar-grid');
    const notice = page.getByRole('dialog', { name: 'Grid Lunar este pentru desktop și tabletă' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Mergi la Tranzacții' }).click();
    await expect(page).toHaveURL('/transactions');
  });
});
